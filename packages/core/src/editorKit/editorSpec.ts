import type { Language, PageConfigInput } from '../config/pageConfig';
import type { IslandName } from '../islands/islandNames';

/** One text in each of the islands' languages. */
export type Localized = Readonly<Record<Language, string>>;

/**
 * What an editor, a reader of the docs and Storybook need to know about one key, beside its
 * schema entry (which alone says its type, its options and whether it is required).
 */
export interface FieldSpec<T = unknown, P = Readonly<Record<string, unknown>>> {
  label: Localized;
  help: Localized;
  /**
   * For a key of a few fixed values, what each is called in each language: what a builder
   * shows an editor, while the code keeps the value itself.
   */
  optionLabels?: OptionLabels<T>;
  /**
   * The value used when the key is left out, when it is one fixed value. Where the schema
   * declares a default of its own, the two must agree (a test holds them together).
   */
  default?: T;
  /** Said instead of `default` where the value left out depends on something else. */
  defaultText?: Localized;
  /**
   * With `defaultText`: the value in force while the key is left out, from the other keys as
   * the schema reads them (its defaults applied), so a builder can show what is in effect.
   */
  defaultFrom?: (props: Partial<P>) => T | undefined;
  /** A value that shows the key's use; a builder's placeholder, the docs' example. */
  example: T;
  /** A control richer than the type alone calls for: a facility picker instead of a text box. */
  control?: 'facility';
}

/** A named starting point for an island: what the builder, Storybook and the docs offer. */
export interface Preset<P> {
  id: string;
  label: Localized;
  props: Partial<P>;
  /** Page-config keys the preset needs (for example a customer-service page's own texts). */
  config?: Partial<PageConfigInput>;
}

/** A label for each value of a union of literals. */
export type OptionLabels<T> = [T] extends [string | number] ? Readonly<Record<T, Localized>> : never;

/** Fields of every key of `P`, the optional ones included: a key without a label fails the type check. */
export type FieldSpecs<P> = { readonly [K in keyof Required<P>]: FieldSpec<Required<P>[K], P> };

/** An island as an editor places it: the schema it is validated with, and what to say of each key. */
export interface IslandEditorSpec<P = Record<string, unknown>> {
  island: IslandName;
  title: Localized;
  description: Localized;
  /** The valibot object schema the runtime validates the props with (possibly in a pipe). */
  schema: unknown;
  fields: FieldSpecs<P>;
  presets: readonly Preset<P>[];
}
