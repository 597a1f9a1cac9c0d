import { type ArgTypesSource, entryShapes, storybookArgTypes } from '@nordpark/core';

type Args = Record<string, unknown>;

/**
 * Storybook controls for an island's props, one per key of its schema (core's
 * storybookArgTypes), and the decorator that makes them work: a story's `props` arg stays its
 * starting point, and each key set in the controls panel goes into `props` over it. Spread both
 * into a story's meta: `{ ...propControls(dateFieldEditor), args: { props: {…} } }`.
 */
export function propControls(spec: ArgTypesSource) {
  const keys = Object.keys(entryShapes(spec.schema));
  const withProps = <Result, Context extends { args: object }>(
    Story: (update: { args: Context['args'] }) => Result,
    context: Context,
  ): Result => Story({ args: propsFromControls(context.args as Args, keys) as Context['args'] });
  return { argTypes: storybookArgTypes(spec), decorators: [withProps] };
}

/** `args` with every key of `keys` that a control set moved into `args.props`, over what it had. */
export function propsFromControls(args: Args, keys: readonly string[]): Args {
  const rest: Args = {};
  const set: Args = {};
  for (const [key, value] of Object.entries(args)) {
    if (!keys.includes(key)) rest[key] = value;
    else if (value !== undefined) set[key] = value;
  }
  if (Object.keys(set).length === 0 && keys.every((key) => !(key in args))) return args;
  return { ...rest, props: { ...(args.props as Args | undefined), ...set } };
}

/** A story of one of a spec's presets: its props, named after its English label. */
export function presetStory<P>(
  spec: { presets: readonly { id: string; label: { en: string }; props: Partial<P> }[] },
  id: string,
): { name: string; args: { props: P } } {
  const preset = spec.presets.find((candidate) => candidate.id === id);
  if (!preset) throw new Error(`no preset "${id}"`);
  return { name: `Preset: ${preset.label.en}`, args: { props: preset.props as P } };
}
