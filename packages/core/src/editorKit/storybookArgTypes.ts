import type { Language } from '../config/pageConfig';
import type { FieldSpec } from './editorSpec';
import { describeShape, type EntryShape, entryShapes, type Shape } from './schemaShape';

/** The Storybook control a key gets (Storybook's own `control` types). */
export type StorybookControl =
  | { type: 'select' }
  | { type: 'boolean' }
  | { type: 'number'; min?: number; step?: number }
  | { type: 'text' }
  | { type: 'object' };

/** One key's Storybook argType: its control, its help, and the table's type and default. */
export interface StorybookArgType {
  name: string;
  /** Storybook's own type: marks a required key in the table. */
  type: { name: 'other'; value: string; required: boolean };
  description: string;
  control: StorybookControl;
  /** The choices of a select. */
  options?: readonly (string | number)[];
  table: {
    type: { summary: string };
    defaultValue?: { summary: string };
  };
}

/** What the controls are derived from: an island's editor spec, or the page config's. */
export interface ArgTypesSource {
  schema: unknown;
  fields: object;
}

/** The control a value of this shape calls for. */
export function storybookControl(shape: Shape): StorybookControl {
  switch (shape.kind) {
    case 'enum':
      return { type: 'select' };
    case 'boolean':
      return { type: 'boolean' };
    case 'number':
      return {
        type: 'number',
        ...(shape.min === undefined ? {} : { min: shape.min }),
        ...(shape.integer ? { step: 1 } : {}),
      };
    case 'string':
    case 'date':
      return { type: 'text' };
    case 'union':
      // A choice between plain values (the booking link's `t`: a string or a number) is typed
      // in; one with an object or a list in it is written as JSON.
      return shape.options.every((option) => ['string', 'date', 'number'].includes(option.kind))
        ? { type: 'text' }
        : { type: 'object' };
    default:
      return { type: 'object' };
  }
}

function argType(key: string, entry: EntryShape, field: FieldSpec, language: Language): StorybookArgType {
  const value = field.default !== undefined ? field.default : entry.default;
  const defaultSummary = value !== undefined ? JSON.stringify(value) : field.defaultText?.[language];
  const type = describeShape(entry.shape);
  return {
    name: key,
    type: { name: 'other', value: type, required: entry.required },
    description: field.help[language],
    control: storybookControl(entry.shape),
    ...(entry.shape.kind === 'enum' ? { options: entry.shape.options } : {}),
    table: {
      type: { summary: type },
      ...(defaultSummary === undefined ? {} : { defaultValue: { summary: defaultSummary } }),
    },
  };
}

/**
 * Storybook argTypes for every key of a spec's schema: a select for an enum, a switch for a
 * boolean, a number field (whole numbers step 1 from their minimum), text for a string or a
 * date, and JSON for a list or an object; the help as the description, the schema's type and
 * the default in the table.
 */
export function storybookArgTypes(
  spec: ArgTypesSource,
  language: Language = 'en',
): Record<string, StorybookArgType> {
  const fields = spec.fields as Readonly<Record<string, FieldSpec | undefined>>;
  return Object.fromEntries(
    Object.entries(entryShapes(spec.schema)).map(([key, entry]) => {
      const field = fields[key];
      if (!field) throw new TypeError(`the key "${key}" has no field spec`);
      return [key, argType(key, entry, field, language)];
    }),
  );
}
