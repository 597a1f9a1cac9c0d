import { entryShapes, type Language, type PageConfig, type Translate } from '@nordpark/core';
import { FieldControl } from './controls/FieldControl';
import { PAGE_CONFIG_EDITOR } from './registry';

/**
 * When the island wakes: the page config's `load`, set on the island's own element as
 * `data-nordpark-load`, so an island low on a long page can wait until it is near.
 */
export function LoadField({
  value,
  onChange,
  language,
  t,
  config,
}: {
  value: string | undefined;
  onChange: (value: unknown) => void;
  language: Language;
  t: Translate;
  config: PageConfig;
}) {
  const spec = PAGE_CONFIG_EDITOR.fields.load;
  const entry = entryShapes(PAGE_CONFIG_EDITOR.schema).load;
  if (!spec || !entry) return null;
  return (
    <FieldControl
      name="load"
      idPrefix="np-builder-element"
      spec={spec}
      entry={entry}
      value={value}
      onChange={onChange}
      language={language}
      t={t}
      config={config}
    />
  );
}
