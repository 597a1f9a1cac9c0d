import type { IslandName, Language, Translate } from '@nordpark/core';
import { islandEditors } from './registry';

/** The island, as four cards with a radio each, and the preset it starts from. */
export function IslandPicker({
  island,
  presetId,
  onIsland,
  onPreset,
  language,
  t,
}: {
  island: IslandName;
  presetId: string;
  onIsland: (island: IslandName) => void;
  onPreset: (presetId: string) => void;
  language: Language;
  t: Translate;
}) {
  const editors = islandEditors();
  const spec = editors.find((editor) => editor.island === island);
  return (
    <>
      <fieldset className="np-builder-islands">
        <legend className="np-builder__heading">{t('island')}</legend>
        {editors.map((editor) => (
          <label key={editor.island} className="np-builder-islands__choice">
            <input
              type="radio"
              name="np-builder-island"
              value={editor.island}
              checked={editor.island === island}
              onChange={() => onIsland(editor.island)}
            />
            <span className="np-builder-islands__name">{editor.title[language]}</span>
            <span className="np-builder-islands__description">{editor.description[language]}</span>
          </label>
        ))}
      </fieldset>
      <div className="np-builder-field">
        <label className="np-builder-field__label" htmlFor="np-builder-preset">
          {t('preset')}
        </label>
        <select
          id="np-builder-preset"
          className="np-input"
          value={presetId}
          onChange={(event) => onPreset(event.target.value)}
        >
          {spec?.presets.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label[language]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
