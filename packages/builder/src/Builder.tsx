import {
  entryShapes,
  type IslandName,
  type Language,
  type PageConfig,
  parsePageConfig,
  readValues,
} from '@nordpark/core';
import { useMemo, useReducer, useState } from 'react';
import { BuilderHeader } from './BuilderHeader';
import { builderReducer, type FormValues, initialState } from './builderState';
import { CodePanel } from './CodePanel';
import { FieldControl } from './controls/FieldControl';
import { IslandPicker } from './IslandPicker';
import { LoadField } from './LoadField';
import { builderTranslator } from './messages';
import { Preview } from './Preview';
import { builderConfigKeys, editorOf, PAGE_CONFIG_EDITOR } from './registry';
import { type BundleManifest, previewDocument } from './snippet';
import { checkForm } from './validation';

export interface BuilderProps {
  /** The builder's own language; the editor can change it. */
  language: Language;
  /** The page config a snippet starts with (the demo's market, or `{"country": "se"}`). */
  config: FormValues;
  /** The bundle's folder, ending in `/`. */
  assetBase: string;
  manifest?: BundleManifest | undefined;
  island?: IslandName | undefined;
  preset?: string | undefined;
}

/** The config the controls that call the API use: the form's, or the market's alone while it is wrong. */
function apiConfig(config: FormValues): PageConfig {
  const parsed = parsePageConfig(config);
  if (parsed.ok) return parsed.value;
  const fallback = parsePageConfig({ country: 'se' });
  if (!fallback.ok) throw new TypeError('the builder’s fallback config is invalid');
  return fallback.value;
}

/**
 * The embed builder: pick an island and a starting point, set its props and the page
 * settings with controls derived from the island's schema, see the real island in a preview,
 * and copy the snippet once the loader would accept it.
 */
export function Builder({
  language: initialLanguage,
  config,
  assetBase,
  manifest,
  island,
  preset,
}: BuilderProps) {
  const [language, setLanguage] = useState(initialLanguage);
  const [state, dispatch] = useReducer(builderReducer, undefined, () =>
    initialState(island ?? 'facility-search', config, preset),
  );
  const t = useMemo(() => builderTranslator(language), [language]);
  const spec = editorOf(state.island);
  const shapes = useMemo(() => entryShapes(spec.schema), [spec]);
  const configShapes = useMemo(() => entryShapes(PAGE_CONFIG_EDITOR.schema), []);
  const check = useMemo(() => checkForm(spec, state.props, state.config), [spec, state.props, state.config]);
  const input = {
    island: state.island,
    props: state.props,
    config: state.config,
    assetBase,
    manifest,
    load: state.load,
  };
  const previewLanguage = typeof state.config.language === 'string' ? state.config.language : language;
  const forApi = useMemo(() => apiConfig(state.config), [state.config]);
  const readProps = useMemo(() => readValues(spec.schema, state.props), [spec, state.props]);
  const readConfig = useMemo(() => readValues(PAGE_CONFIG_EDITOR.schema, state.config), [state.config]);

  const field = (name: string, kind: 'prop' | 'config') => {
    const isProp = kind === 'prop';
    const fieldSpec = (isProp ? spec.fields : PAGE_CONFIG_EDITOR.fields)[name as never];
    const entry = (isProp ? shapes : configShapes)[name];
    if (!fieldSpec || !entry) return null;
    const values = isProp ? state.props : state.config;
    return (
      <FieldControl
        key={`${state.island}-${state.presetId}-${kind}-${name}`}
        name={name}
        idPrefix={`np-builder-${kind}`}
        spec={fieldSpec}
        entry={entry}
        value={values[name]}
        onChange={(value) => dispatch({ type: kind, key: name, value })}
        error={check.errors[name]}
        warning={check.warnings[name]}
        language={language}
        t={t}
        config={forApi}
        read={isProp ? readProps : readConfig}
      />
    );
  };

  return (
    <div className="np-builder" lang={language}>
      <BuilderHeader language={language} onLanguage={setLanguage} t={t} />
      <div className="np-builder__layout">
        <form className="np-builder__form" noValidate onSubmit={(event) => event.preventDefault()}>
          <IslandPicker
            island={state.island}
            presetId={state.presetId}
            onIsland={(island) => dispatch({ type: 'island', island })}
            onPreset={(presetId) => dispatch({ type: 'preset', presetId })}
            language={language}
            t={t}
          />
          <section className="np-builder__section" aria-labelledby="np-builder-options">
            <h2 id="np-builder-options" className="np-builder__heading">
              {t('options')}
            </h2>
            {Object.keys(shapes).map((name) => field(name, 'prop'))}
            <LoadField
              value={state.load}
              onChange={(value) => dispatch({ type: 'load', value })}
              language={language}
              t={t}
              config={forApi}
            />
          </section>
          <section className="np-builder__section" aria-labelledby="np-builder-config">
            <h2 id="np-builder-config" className="np-builder__heading">
              {t('pageConfig')}
            </h2>
            <p className="np-builder-field__help">{t('pageConfigHelp')}</p>
            {builderConfigKeys().map((name) => field(name, 'config'))}
          </section>
        </form>
        <div className="np-builder__side">
          <section className="np-builder__section" aria-labelledby="np-builder-preview">
            <h2 id="np-builder-preview" className="np-builder__heading">
              {t('preview')}
            </h2>
            <Preview
              document={previewDocument(input, previewLanguage)}
              title={`${t('preview')}: ${spec.title[language]}`}
              stateLabel={(value) => t('previewState', { value })}
            />
          </section>
          <section className="np-builder__section" aria-labelledby="np-builder-code">
            <h2 id="np-builder-code" className="np-builder__heading">
              {t('code')}
            </h2>
            <CodePanel input={input} check={check} language={language} t={t} />
          </section>
        </div>
      </div>
    </div>
  );
}
