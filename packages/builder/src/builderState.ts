import type { IslandName } from '@nordpark/core';
import { editorOf } from './registry';

/** What the form holds: JSON values as typed (a number box's text stays text until it is a number). */
export type FormValues = Readonly<Record<string, unknown>>;

export interface BuilderState {
  island: IslandName;
  presetId: string;
  props: FormValues;
  config: FormValues;
  /** The element's `data-nordpark-load`; left out, the island loads as the page says. */
  load?: string | undefined;
}

export type BuilderAction =
  | { type: 'island'; island: IslandName }
  | { type: 'preset'; presetId: string }
  | { type: 'prop'; key: string; value: unknown }
  | { type: 'config'; key: string; value: unknown }
  | { type: 'load'; value: unknown };

/** The values with one key set, or left out when `value` is undefined. */
export function withValue(values: FormValues, key: string, value: unknown): FormValues {
  const next = { ...values };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

function presetState(island: IslandName, presetId: string | undefined, config: FormValues): BuilderState {
  const spec = editorOf(island);
  const preset = spec.presets.find((candidate) => candidate.id === presetId) ?? spec.presets[0];
  return {
    island,
    presetId: preset?.id ?? '',
    props: { ...(preset?.props ?? {}) },
    config: { ...config, ...(preset?.config ?? {}) },
  };
}

export function initialState(island: IslandName, config: FormValues, presetId?: string): BuilderState {
  return presetState(island, presetId, config);
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'island':
      return presetState(action.island, undefined, state.config);
    case 'preset':
      return presetState(state.island, action.presetId, state.config);
    case 'prop':
      return { ...state, props: withValue(state.props, action.key, action.value) };
    case 'config':
      return { ...state, config: withValue(state.config, action.key, action.value) };
    case 'load':
      return { ...state, load: typeof action.value === 'string' ? action.value : undefined };
  }
}
