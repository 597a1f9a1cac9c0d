import type { IslandEditorSpec } from '@nordpark/core';
import { type Diagnostic, diagnoseIsland } from '@nordpark/islands';
import type { FormValues } from './builderState';

/** The runtime's messages for a form, by the key each belongs to. */
export interface FormCheck {
  /** Each key's first error, the runtime's own words (with the fix). */
  errors: Readonly<Record<string, string>>;
  warnings: Readonly<Record<string, string>>;
  /** Every error in order, for the summary. */
  messages: readonly { key: string; message: string }[];
}

const topKey = (path: string) => path.split('.')[0] ?? path;

/** Checks the form's props and page config exactly as the loader will check the snippet. */
export function checkForm(spec: IslandEditorSpec, props: FormValues, config: FormValues): FormCheck {
  const { errors, warnings } = diagnoseIsland(config, props, spec.schema as never, spec.island);
  const byKey = (list: readonly Diagnostic[]) => {
    const result: Record<string, string> = {};
    for (const { key, detail } of list) result[topKey(key)] ??= detail;
    return result;
  };
  return {
    errors: byKey(errors),
    warnings: byKey(warnings),
    messages: errors.map(({ key, detail }) => ({ key, message: detail })),
  };
}
