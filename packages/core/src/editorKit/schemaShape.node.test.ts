import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DATE_FORMAT_METADATA, describeShape, entryShapes, shapeOf } from './schemaShape';

const day = v.pipe(
  v.string(),
  v.check(() => true, 'a day'),
  v.metadata(DATE_FORMAT_METADATA),
);

describe('entryShapes', () => {
  const schema = v.pipe(
    v.object({
      mode: v.optional(v.picklist(['a', 'b']), 'a'),
      on: v.optional(v.boolean()),
      days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      from: v.optional(day),
      marked: v.optional(v.array(day)),
      rows: v.optional(v.array(v.object({ value: v.string(), label: v.string() }))),
      action: v.picklist(['x', 'y']),
      mock: v.optional(v.union([v.boolean(), v.object({ delay: v.optional(v.number()) })])),
      texts: v.optional(v.record(v.string(), v.string())),
    }),
    v.rawCheck(() => undefined),
  );
  const shapes = entryShapes(schema);

  it('reads each key’s kind, whether it is required and the schema’s default', () => {
    expect(shapes.mode).toEqual({
      shape: { kind: 'enum', options: ['a', 'b'] },
      required: false,
      default: 'a',
    });
    expect(shapes.on).toEqual({ shape: { kind: 'boolean' }, required: false });
    expect(shapes.days?.shape).toEqual({ kind: 'number', integer: true, min: 0 });
    expect(shapes.from?.shape).toEqual({ kind: 'date' });
    expect(shapes.marked?.shape).toEqual({ kind: 'array', item: { kind: 'date' } });
    expect(shapes.action?.required).toBe(true);
    expect(shapes.texts?.shape).toEqual({ kind: 'record', value: { kind: 'string' } });
  });

  it('describes a shape in a reader’s words', () => {
    expect(describeShape({ kind: 'enum', options: ['a', 'b'] })).toBe('"a" | "b"');
    expect(describeShape(shapes.days?.shape ?? { kind: 'string' })).toBe('number (whole, ≥ 0)');
    expect(describeShape(shapes.marked?.shape ?? { kind: 'string' })).toBe('date[]');
    expect(describeShape(shapes.rows?.shape ?? { kind: 'string' })).toBe('{value, label}[]');
    expect(describeShape(shapes.mock?.shape ?? { kind: 'string' })).toBe('boolean | {delay}');
  });

  it('refuses a schema it cannot describe, naming its type', () => {
    expect(() => shapeOf(v.any())).toThrow(/"any"/);
  });
});
