import type { EntryShape, FieldSpec, Language, PageConfig, Translate } from '@nordpark/core';
import { FacilityPicker } from './FacilityPicker';
import { Field } from './Field';
import { ValueControl } from './ValueControl';

export interface FieldControlProps {
  /** The key in the props or the page config. */
  name: string;
  idPrefix: string;
  spec: FieldSpec;
  entry: EntryShape;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string | undefined;
  warning?: string | undefined;
  language: Language;
  t: Translate;
  /** The page config in force, for the controls that ask the API (the facility picker). */
  config: PageConfig;
}

/** One key of an island or of the page config, with the control its schema calls for. */
export function FieldControl({
  name,
  idPrefix,
  spec,
  entry,
  value,
  onChange,
  error,
  warning,
  language,
  t,
  config,
}: FieldControlProps) {
  const id = `${idPrefix}-${name}`;
  const label = spec.label[language];
  const fallback = spec.default ?? entry.default;
  const defaultNote =
    fallback !== undefined
      ? t('defaultIs', { value: JSON.stringify(fallback) })
      : spec.defaultText
        ? t('defaultIs', { value: spec.defaultText[language] })
        : entry.required
          ? ''
          : t('noDefault');
  const kind = spec.control === 'facility' ? 'facility' : entry.shape.kind;
  return (
    <Field
      id={id}
      label={label}
      help={spec.help[language]}
      defaultNote={defaultNote}
      required={entry.required}
      requiredWord={t('required')}
      error={error}
      warning={warning}
      warningWord={t('warning')}
      group={kind === 'array' || kind === 'object'}
      ownLabel={kind === 'date' || kind === 'facility'}
    >
      {(describedBy) => {
        if (kind === 'facility') {
          return (
            <FacilityPicker
              id={id}
              value={value}
              onChange={onChange}
              config={config}
              t={t}
              describedBy={describedBy}
              invalid={Boolean(error)}
              label={label}
            />
          );
        }
        const control = (
          <ValueControl
            id={id}
            shape={entry.shape}
            value={value}
            onChange={onChange}
            describedBy={describedBy}
            invalid={Boolean(error)}
            label={label}
            language={language}
            t={t}
            fallback={fallback}
            placeholder={typeof spec.example === 'string' ? spec.example : undefined}
          />
        );
        if (kind !== 'boolean') return control;
        // A switch cannot show "left out": once set, the key can be given back to its default.
        return (
          <div className="np-builder-switch-row">
            {control}
            {value !== undefined && !entry.required && (
              <button
                type="button"
                className="np-builder-button np-builder-button--quiet np-builder-button--small"
                aria-label={`${t('useDefault')}: ${label}`}
                onClick={() => onChange(undefined)}
              >
                {t('useDefault')}
              </button>
            )}
          </div>
        );
      }}
    </Field>
  );
}
