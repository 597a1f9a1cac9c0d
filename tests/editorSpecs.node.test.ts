// One schema per island drives the docs and the Storybook controls. Each editor
// spec, the generated reference and the controls are held here against the valibot schemas
// themselves: a key, a type or a default that the schema does not have fails. Expected values
// are read from the schema (valibot's own description of it), not from the editor kit; only
// the docs' type column is compared with describeShape, the reader's words for the shape.
import { bookingFlowPropsSchema } from '@nordpark/booking-flow';
import { bookingFlowEditor } from '@nordpark/booking-flow/editor';
import {
  defaultInForce,
  describeShape,
  entryShape,
  entryShapes,
  type FieldSpec,
  LANGUAGES,
  type Localized,
  PAGE_CONFIG_KEYS,
  pageConfigEditor,
  pageConfigSchema,
  parsePageConfig,
  readValues,
  storybookArgTypes,
} from '@nordpark/core';
import { dateFieldPropsSchema } from '@nordpark/date-field';
import { dateFieldEditor } from '@nordpark/date-field/editor';
import { facilitySearchPropsSchema } from '@nordpark/facility-search';
import { facilitySearchEditor } from '@nordpark/facility-search/editor';
import { findFacility } from '@nordpark/fixtures';
import { CONFIRM_ACTIONS, confirmDialogPropsSchema } from '@nordpark/my-parking';
import { confirmDialogEditor } from '@nordpark/my-parking/editor';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { renderConfigurationDoc } from '../scripts/docs/generate';

/** A valibot schema as it describes itself. */
interface Node {
  type: string;
  wrapped?: Node;
  pipe?: readonly Node[];
  entries?: Record<string, Node>;
  options?: readonly unknown[];
  metadata?: Record<string, unknown>;
  requirement?: unknown;
}

interface Case {
  /** The heading of its table in docs/configuration.md. */
  heading: string;
  schema: v.GenericSchema;
  spec: { fields: object; presets?: readonly { id: string; label: Localized; props: object }[] };
}

const CASES: readonly Case[] = [
  { heading: 'Page config', schema: pageConfigSchema, spec: pageConfigEditor },
  { heading: '`date-field` props', schema: dateFieldPropsSchema, spec: dateFieldEditor },
  { heading: '`facility-search` props', schema: facilitySearchPropsSchema, spec: facilitySearchEditor },
  { heading: '`booking-flow` props', schema: bookingFlowPropsSchema, spec: bookingFlowEditor },
  { heading: '`confirm-dialog` props', schema: confirmDialogPropsSchema, spec: confirmDialogEditor },
];

const entriesOf = (schema: unknown): Record<string, Node> => {
  const node = schema as Node;
  const entries = (node.pipe ? node.pipe[0] : node)?.entries;
  if (!entries) throw new Error('not an object schema');
  return entries;
};

/** The entry without its optional wrapper, and whether it had none. */
function unwrap(entry: Node): { node: Node; required: boolean } {
  let node = entry;
  let required = true;
  while (node.type === 'optional' || node.type === 'nullish' || node.type === 'exact_optional') {
    required = false;
    node = node.wrapped as Node;
  }
  return { node, required };
}

const fieldsOf = (spec: Case['spec']) => spec.fields as Record<string, FieldSpec>;
const schemaDefault = (entry: Node) => v.getDefault(entry as never) as unknown;
/** What a key left out is: the spec's default, else the schema's own. */
const defaultOf = (field: FieldSpec, entry: Node) => field.default ?? schemaDefault(entry);

const isDay = (node: Node) =>
  (node.pipe ?? []).some((action) => action.type === 'metadata' && action.metadata?.format === 'date');

/** The Storybook control the schema entry calls for. */
function expectedControl(entry: Node): string {
  const { node } = unwrap(entry);
  if (isDay(node)) return 'text';
  const head = node.pipe ? (node.pipe[0] as Node) : node;
  switch (head.type) {
    case 'picklist':
      return 'select';
    case 'boolean':
      return 'boolean';
    case 'number':
      return 'number';
    case 'string':
      return 'text';
    case 'union':
      return (head.options as Node[]).every((option) =>
        ['string', 'number'].includes(unwrap(option).node.type),
      )
        ? 'text'
        : 'object';
    default:
      return 'object';
  }
}

/** The rows of one table of the generated reference, by key. */
function docRows(doc: string, heading: string) {
  const section = doc.split('\n## ').find((part) => part.startsWith(heading));
  if (!section) throw new Error(`no section ${heading}`);
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line
        .slice(2, -2)
        .split(/ (?<!\\)\| /)
        .map((cell) => cell.trim());
      const [keyCell = '', type = '', fallback = '', meaning = ''] = cells;
      const key = /^`([^`]+)`/.exec(keyCell)?.[1] ?? '';
      return { key, required: keyCell.endsWith(' (required)'), type, fallback, meaning, cells };
    });
}

const unpiped = (cell: string) => cell.replace(/\\\|/g, '|');
const code = (cell: string) => unpiped(cell).replace(/^`|`$/g, '');

describe.each(CASES)('$heading', ({ heading, schema, spec }) => {
  const entries = entriesOf(schema);
  const fields = fieldsOf(spec);

  test('the spec has a field for every key of the schema, and none other', () => {
    expect(Object.keys(fields)).toEqual(Object.keys(entries));
  });

  test('every label and help is there in sv, nb, fi and en', () => {
    for (const [key, field] of Object.entries(fields)) {
      for (const language of LANGUAGES) {
        expect(field.label[language]?.trim(), `${key}.label.${language}`).toBeTruthy();
        expect(field.help[language]?.trim(), `${key}.help.${language}`).toBeTruthy();
        if (field.defaultText) expect(field.defaultText[language]?.trim(), `${key}.defaultText`).toBeTruthy();
      }
    }
  });

  test('a default is the schema’s own where it declares one, and valid where it does not', () => {
    for (const [key, field] of Object.entries(fields)) {
      const entry = entries[key] as Node;
      const declared = schemaDefault(entry);
      if (declared !== undefined) expect(field.default, key).toEqual(declared);
      if (field.default !== undefined) {
        expect(v.safeParse(entry as never, field.default).success, `${key} default`).toBe(true);
        expect(field.defaultText, `${key}: a default or a text, not both`).toBeUndefined();
      }
    }
  });

  test('every value of a key of fixed values has a name in sv, nb, fi and en, and only those values', () => {
    for (const [key, field] of Object.entries(fields)) {
      const { node } = unwrap(entries[key] as Node);
      const labels = field.optionLabels as Record<string, Localized> | undefined;
      if (node.type !== 'picklist') {
        expect(labels, `${key}: names for values it does not have`).toBeUndefined();
        continue;
      }
      expect(Object.keys(labels ?? {}), key).toEqual((node.options ?? []).map(String));
      for (const language of LANGUAGES) {
        const names = Object.values(labels ?? {}).map((label) => label[language]?.trim());
        expect(names.every(Boolean), `${key}.optionLabels.${language}`).toBe(true);
        expect(new Set(names).size, `${key}: two values of one name in ${language}`).toBe(names.length);
      }
    }
  });

  test('a default that follows from other keys is said in words too', () => {
    for (const [key, field] of Object.entries(fields)) {
      if (field.defaultFrom) expect(field.defaultText, key).toBeDefined();
    }
  });

  test('every example is valid for its key', () => {
    for (const [key, field] of Object.entries(fields)) {
      const result = v.safeParse(entries[key] as unknown as v.GenericSchema, field.example);
      expect(result.issues?.map((issue) => issue.message) ?? [], key).toEqual([]);
      expect(field.example, `${key}: an example is given`).not.toBeUndefined();
    }
  });

  test('every preset’s props are valid props', () => {
    for (const preset of spec.presets ?? []) {
      const result = v.safeParse(schema, preset.props);
      expect(
        result.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`) ?? [],
        preset.id,
      ).toEqual([]);
      for (const language of LANGUAGES) expect(preset.label[language]?.trim()).toBeTruthy();
    }
    const ids = (spec.presets ?? []).map((preset) => preset.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('the reference lists exactly the schema’s keys, with their type, default and whether required', () => {
    const rows = docRows(renderConfigurationDoc(), heading);
    expect(rows.map((row) => row.key)).toEqual(Object.keys(entries));
    for (const row of rows) {
      const entry = entries[row.key] as Node;
      const field = fields[row.key] as FieldSpec;
      const { node, required } = unwrap(entry);
      expect(row.cells, row.key).toHaveLength(4);
      expect(row.required, `${row.key} required`).toBe(required);
      expect(code(row.type), `${row.key} type`).toBe(describeShape(entryShape(entry).shape));
      // The shape in words says what the schema says: its options, or its kind.
      if (node.type === 'picklist')
        expect(code(row.type)).toBe((node.options ?? []).map((o) => JSON.stringify(o)).join(' | '));
      else if (isDay(node)) expect(code(row.type)).toBe('date (YYYY-MM-DD)');
      else if (['string', 'boolean'].includes(node.type)) expect(code(row.type)).toBe(node.type);
      const value = defaultOf(field, entry);
      const expected = value !== undefined ? `\`${JSON.stringify(value)}\`` : (field.defaultText?.en ?? '—');
      expect(unpiped(row.fallback), `${row.key} default`).toBe(expected);
      expect(unpiped(row.meaning), `${row.key} meaning`).toBe(field.help.en.replace(/\n/g, ' '));
    }
  });

  test('the Storybook controls are exactly the schema’s keys, with its kinds and the defaults', () => {
    const argTypes = storybookArgTypes(spec as { schema: unknown; fields: object });
    expect(Object.keys(argTypes)).toEqual(Object.keys(entries));
    for (const [key, argType] of Object.entries(argTypes)) {
      const entry = entries[key] as Node;
      const field = fields[key] as FieldSpec;
      const { node, required } = unwrap(entry);
      expect(argType.control.type, key).toBe(expectedControl(entry));
      expect(argType.type.required, key).toBe(required);
      expect(argType.description, key).toBe(field.help.en);
      expect(argType.table.type.summary, key).toBe(describeShape(entryShape(entry).shape));
      if (node.type === 'picklist') expect(argType.options, key).toEqual(node.options);
      const head = node.pipe ? (node.pipe[0] as Node) : node;
      if (head.type === 'number') {
        const actions = node.pipe ?? [];
        const integer = actions.some((action) => action.type === 'integer');
        const min = actions.find((action) => action.type === 'min_value')?.requirement;
        expect(argType.control, key).toEqual({
          type: 'number',
          ...(min === undefined ? {} : { min }),
          ...(integer ? { step: 1 } : {}),
        });
      }
      const value = defaultOf(field, entry);
      const summary = value !== undefined ? JSON.stringify(value) : field.defaultText?.en;
      expect(argType.table.defaultValue?.summary, `${key} default`).toBe(summary);
    }
  });
});

test('the controls follow the language asked for', () => {
  const argTypes = storybookArgTypes(dateFieldEditor, 'fi');
  expect(argTypes.flexDays?.description).toBe(dateFieldEditor.fields.flexDays.help.fi);
  expect(argTypes.flexDays?.table.defaultValue?.summary).toBe(
    dateFieldEditor.fields.flexDays.defaultText?.fi,
  );
});

describe('a default that follows from other keys is the one the island uses', () => {
  const shapes = entryShapes(facilitySearchPropsSchema);
  test.each([
    {},
    { variant: 'advanced' },
    { variant: 'simple' },
    { variant: 'simple', stayPrice: true, vehicleFit: true },
    { variant: 'advanced', stayPrice: false, vehicleFit: false },
  ] as const)('facility search, the price for the stay and fits my car, given %j', (props) => {
    const read = readValues(facilitySearchPropsSchema, props);
    const parsed = v.parse(facilitySearchPropsSchema, props);
    for (const feature of ['stayPrice', 'vehicleFit'] as const) {
      const field = facilitySearchEditor.fields[feature] as FieldSpec;
      const entry = shapes[feature];
      if (!entry) throw new Error(feature);
      // Left out, each is on in the advanced variant (the default one) only, whatever it is set to now.
      expect(defaultInForce(feature, field, entry, read), feature).toBe(parsed.variant === 'advanced');
    }
  });

  test('a wrong variant leaves it unknown, not guessed', () => {
    const field = facilitySearchEditor.fields.stayPrice as FieldSpec;
    const entry = shapes.stayPrice;
    if (!entry) throw new Error('stayPrice');
    const read = readValues(facilitySearchPropsSchema, { variant: 'fancy' });
    expect(defaultInForce('stayPrice', field, entry, read)).toBeUndefined();
  });

  test.each(['se', 'no', 'fi'] as const)('the page config’s language, in the market %s', (country) => {
    const parsed = parsePageConfig({ country });
    const entry = entryShapes(pageConfigSchema).language;
    if (!parsed.ok || !entry) throw new Error(country);
    const read = readValues(pageConfigSchema, { country });
    expect(defaultInForce('language', pageConfigEditor.fields.language as FieldSpec, entry, read)).toBe(
      parsed.value.language,
    );
  });
});

test('the page config spec covers every page-config key', () => {
  expect(Object.keys(pageConfigEditor.fields)).toEqual([...PAGE_CONFIG_KEYS]);
});

describe('the page config’s debug key', () => {
  test('is false unless set, and only true or false', () => {
    const parsed = parsePageConfig({ country: 'se' });
    expect(parsed.ok && parsed.value.debug).toBe(false);
    const on = parsePageConfig({ country: 'se', debug: true });
    expect(on.ok && on.value.debug).toBe(true);
    expect(parsePageConfig({ country: 'se', debug: 'yes' })).toEqual({
      ok: false,
      issues: [{ key: 'debug', message: 'must be true or false' }],
    });
  });
});

test('the booking preset books a facility of the sample data', () => {
  for (const preset of bookingFlowEditor.presets) {
    expect(findFacility(preset.props.fId ?? ''), preset.id).toBeDefined();
  }
  expect(bookingFlowEditor.fields.fId.control).toBe('facility');
});

test('the confirm dialog has one preset for each action', () => {
  expect(confirmDialogEditor.presets.map((preset) => preset.props.action)).toEqual([...CONFIRM_ACTIONS]);
});

test('the date field has the form preset: name, label and required', () => {
  const form = dateFieldEditor.presets.find((preset) => preset.label.en === 'Date field in a form');
  expect(form?.props).toMatchObject({ name: expect.any(String), label: expect.any(String), required: true });
});
