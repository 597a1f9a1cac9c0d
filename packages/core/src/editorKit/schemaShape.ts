import * as v from 'valibot';

/** What kind of value a schema entry takes, read from valibot's own description of it. */
export type Shape =
  | { kind: 'string' }
  | { kind: 'date' }
  | { kind: 'number'; integer: boolean; min?: number }
  | { kind: 'boolean' }
  | { kind: 'enum'; options: readonly (string | number)[] }
  | { kind: 'array'; item: Shape }
  | { kind: 'object'; entries: Readonly<Record<string, EntryShape>> }
  | { kind: 'record'; value: Shape }
  | { kind: 'union'; options: readonly Shape[] };

/** One key of an object schema: its shape, whether it must be given, and the schema's default. */
export interface EntryShape {
  shape: Shape;
  required: boolean;
  /** The schema's own default for a missing key, when it declares one. */
  default?: unknown;
}

/** The metadata that marks a string schema as a calendar day, YYYY-MM-DD. */
export const DATE_FORMAT_METADATA = { format: 'date' } as const;

interface SchemaNode {
  type?: string;
  kind?: string;
  wrapped?: SchemaNode;
  default?: unknown;
  options?: readonly unknown[];
  item?: SchemaNode;
  value?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  pipe?: readonly SchemaNode[];
  requirement?: unknown;
  metadata?: Record<string, unknown>;
}

/** The entries of an object schema, or of the object at the head of a pipe. */
export function objectEntries(schema: unknown): Readonly<Record<string, unknown>> {
  const node = schema as SchemaNode;
  const head = node.pipe ? node.pipe[0] : node;
  if (head?.type !== 'object' || !head.entries) throw new TypeError('not an object schema');
  return head.entries;
}

/** Every key of an object schema with its shape. */
export function entryShapes(schema: unknown): Record<string, EntryShape> {
  return Object.fromEntries(
    Object.entries(objectEntries(schema)).map(([key, entry]) => [key, entryShape(entry)]),
  );
}

export function entryShape(entry: unknown): EntryShape {
  let node = entry as SchemaNode;
  let required = true;
  let fallback: unknown;
  // A fallback only replaces a wrong value; an optional is what makes a key optional.
  while (node.type === 'optional' || node.type === 'nullish' || node.type === 'exact_optional') {
    required = false;
    if (node.default !== undefined && fallback === undefined) fallback = v.getDefault(node as never);
    node = node.wrapped as SchemaNode;
  }
  return fallback === undefined
    ? { shape: shapeOf(node), required }
    : { shape: shapeOf(node), required, default: fallback };
}

export function shapeOf(schema: unknown): Shape {
  const node = schema as SchemaNode;
  if (node.pipe) {
    const head = node.pipe[0] as SchemaNode;
    const actions = node.pipe.slice(1);
    const isDate = actions.some(
      (action) => action.type === 'metadata' && action.metadata?.format === DATE_FORMAT_METADATA.format,
    );
    if (isDate) return { kind: 'date' };
    const shape = shapeOf(head);
    if (shape.kind !== 'number') return shape;
    const integer = actions.some((action) => action.type === 'integer');
    const min = actions.find((action) => action.type === 'min_value')?.requirement;
    return typeof min === 'number' ? { kind: 'number', integer, min } : { kind: 'number', integer };
  }
  switch (node.type) {
    case 'optional':
    case 'nullish':
    case 'exact_optional':
      return shapeOf(node.wrapped);
    case 'string':
      return { kind: 'string' };
    case 'number':
      return { kind: 'number', integer: false };
    case 'boolean':
      return { kind: 'boolean' };
    case 'picklist':
      return { kind: 'enum', options: (node.options ?? []) as (string | number)[] };
    case 'array':
      return { kind: 'array', item: shapeOf(node.item) };
    case 'object':
      return { kind: 'object', entries: entryShapes(node) };
    case 'record':
      return { kind: 'record', value: shapeOf(node.value) };
    case 'union':
      return { kind: 'union', options: (node.options ?? []).map(shapeOf) };
    default:
      throw new TypeError(`a schema of type "${String(node.type)}" has no editor shape`);
  }
}

/** The shape in a few words for a reader: `"simple" | "advanced"`, `number (whole, ≥ 0)`, `date[]`. */
export function describeShape(shape: Shape): string {
  switch (shape.kind) {
    case 'enum':
      return shape.options.map((option) => JSON.stringify(option)).join(' | ');
    case 'number': {
      const notes = [shape.integer ? 'whole' : '', shape.min !== undefined ? `≥ ${shape.min}` : ''].filter(
        Boolean,
      );
      return notes.length > 0 ? `number (${notes.join(', ')})` : 'number';
    }
    case 'date':
      return 'date (YYYY-MM-DD)';
    case 'array':
      return `${describeShape(shape.item).replace(/ \(.*\)$/, '')}[]`;
    case 'object':
      return `{${Object.keys(shape.entries).join(', ')}}`;
    case 'record':
      return `{[key]: ${describeShape(shape.value)}}`;
    case 'union':
      return shape.options.map(describeShape).join(' | ');
    default:
      return shape.kind;
  }
}
