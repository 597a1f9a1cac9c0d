import * as v from 'valibot';
import type { FieldSpec } from './editorSpec';
import { type EntryShape, objectEntries } from './schemaShape';

/**
 * The values as the schema reads them, its defaults applied: each key is read on its own, so
 * one wrong key (which the form marks) does not hide what the others mean.
 */
export function readValues(
  schema: unknown,
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const read: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(objectEntries(schema))) {
    const result = v.safeParse(entry as v.GenericSchema, values[key]);
    if (result.success && result.output !== undefined) read[key] = result.output;
  }
  return read;
}

/**
 * The value in force while `key` is left out: its fixed default, or the one that follows from
 * the other keys (`read`, from readValues); undefined when neither says.
 */
export function defaultInForce(
  key: string,
  field: FieldSpec,
  entry: EntryShape,
  read: Readonly<Record<string, unknown>>,
): unknown {
  if (field.default !== undefined) return field.default;
  if (entry.default !== undefined) return entry.default;
  if (!field.defaultFrom) return undefined;
  const { [key]: _left, ...others } = read;
  return field.defaultFrom(others);
}
