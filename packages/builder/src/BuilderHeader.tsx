import { LANGUAGES, type Language, type Translate } from '@nordpark/core';

const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  sv: 'Svenska',
  nb: 'Norsk',
  fi: 'Suomi',
  en: 'English',
};

/** The builder's title and intro, and its own language (each named in itself). */
export function BuilderHeader({
  language,
  onLanguage,
  t,
}: {
  language: Language;
  onLanguage: (language: Language) => void;
  t: Translate;
}) {
  return (
    <header className="np-builder__header">
      <div>
        <h1 className="np-builder__title">{t('title')}</h1>
        <p className="np-builder__intro">{t('intro')}</p>
      </div>
      <label className="np-builder__language">
        <span>{t('language')}</span>
        <select
          className="np-input"
          value={language}
          onChange={(event) => onLanguage(event.target.value as Language)}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </label>
    </header>
  );
}
