import {
  defaultInForce,
  type EntryShape,
  type FieldSpec,
  type Language,
  type PageConfig,
  type Translate,
} from '@nordpark/core';
import { FacilityPicker } from './FacilityPicker';
import { Field } from './Field';
import { ValueControl } from './ValueControl';
import { type OptionLabels, valueInWords } from './valueWords';

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
  /** The form's keys as the schema reads them (readValues): what a default follows from. */
  read?: Readonly<Record<string, unknown>>;
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
  read = {},
}: FieldControlProps) {
  const id = `${idPrefix}-${name}`;
  const label = spec.label[language];
  const optionLabels = spec.optionLabels as OptionLabels | undefined;
  const fallback = defaultInForce(name, spec, entry, read);
  const fixed = spec.default ?? entry.default;
  // A default that follows from other keys is said in words (why), the control shows its value now.
  const defaultNote =
    fixed !== undefined
      ? t('defaultIs', { value: valueInWords(fixed, t, optionLabels, language) })
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
      group={kind === 'array' || kind === 'object' || kind === 'boolean'}
      ownLabel={kind === 'date' || kind === 'facility'}
    >
      {(describedBy) =>
        kind === 'facility' ? (
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
        ) : (
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
            optional={!entry.required}
            optionLabels={optionLabels}
            placeholder={typeof spec.example === 'string' ? spec.example : undefined}
          />
        )
      }
    </Field>
  );
}
