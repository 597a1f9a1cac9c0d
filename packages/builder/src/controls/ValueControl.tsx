import type { Language, Shape, Translate } from '@nordpark/core';
import { DateInput } from './DateInput';
import { BooleanInput, EnumInput, NumberInput, TextInput } from './inputs';
import { ListEditor } from './ListEditor';
import { choicesOf, type OptionLabels, valueInWords } from './valueWords';

export interface ValueControlProps {
  id: string;
  shape: Shape;
  value: unknown;
  onChange: (value: unknown) => void;
  describedBy: string;
  invalid: boolean;
  /** The label of the value, for controls that carry their own (the date field, list rows). */
  label: string;
  language: Language;
  t: Translate;
  /** The value in force while the key is left out, when the builder can tell it. */
  fallback?: unknown;
  /** Whether the key can be left out: its control then offers the default as a choice. */
  optional?: boolean;
  /** The names of an enum's values in each language. */
  optionLabels?: OptionLabels | undefined;
  placeholder?: string | undefined;
  /** A control inside a list or an object, which no `<label>` names: it is named by `label`. */
  nested?: boolean;
}

/** An empty value of a shape: what Add puts in a new list row. */
export function emptyValue(shape: Shape): unknown {
  switch (shape.kind) {
    case 'boolean':
      return false;
    case 'number':
      return shape.min ?? 0;
    case 'enum':
      return shape.options[0];
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(shape.entries).map(([key, entry]) => [key, emptyValue(entry.shape)]),
      );
    default:
      return '';
  }
}

/** The control a value's shape calls for; lists and objects hold controls of their own. */
export function ValueControl(props: ValueControlProps) {
  const {
    id,
    shape,
    value,
    onChange,
    describedBy,
    invalid,
    label,
    language,
    t,
    fallback,
    optional,
    optionLabels,
    placeholder,
    nested,
  } = props;
  const defaultLabel =
    fallback === undefined
      ? t('defaultPlain')
      : t('defaultChoice', { value: valueInWords(fallback, t, optionLabels, language) });
  const ariaLabel = nested ? label : undefined;
  switch (shape.kind) {
    case 'enum':
      return (
        <EnumInput
          id={id}
          value={value as string | number | undefined}
          onChange={onChange}
          describedBy={describedBy}
          invalid={invalid}
          ariaLabel={ariaLabel}
          choices={choicesOf(shape.options, optionLabels, language)}
          unsetLabel={optional ? defaultLabel : '—'}
        />
      );
    case 'boolean':
      return (
        <BooleanInput
          id={id}
          value={value as boolean | undefined}
          onChange={onChange}
          describedBy={describedBy}
          invalid={invalid}
          ariaLabel={ariaLabel}
          unsetLabel={optional ? defaultLabel : undefined}
          onLabel={t('on')}
          offLabel={t('off')}
        />
      );
    case 'number':
      return (
        <NumberInput
          id={id}
          value={value}
          onChange={onChange}
          describedBy={describedBy}
          invalid={invalid}
          ariaLabel={ariaLabel}
          integer={shape.integer}
        />
      );
    case 'date':
      return <DateInput value={value} onChange={onChange} language={language} label={label} />;
    case 'array':
      return <ListControl {...props} shape={shape} />;
    case 'object':
      return <ObjectControl {...props} shape={shape} />;
    default:
      return (
        <TextInput
          id={id}
          value={value as string | undefined}
          onChange={onChange}
          describedBy={describedBy}
          invalid={invalid}
          ariaLabel={ariaLabel}
          placeholder={placeholder}
        />
      );
  }
}

/** A list's rows, each a control of the list's item shape, with Add and Remove. */
function ListControl(props: ValueControlProps & { shape: Extract<Shape, { kind: 'array' }> }) {
  const { id, shape, value, onChange, label, t } = props;
  const items = Array.isArray(value) ? value : [];
  return (
    <ListEditor
      id={id}
      items={items}
      onChange={onChange}
      newItem={() => emptyValue(shape.item)}
      addLabel={t('add')}
      removeLabel={t('remove')}
      itemLabel={(index) => t('item', { value: index })}
      renderItem={(item, index, onItemChange, itemId) => (
        <ValueControl
          {...props}
          id={itemId}
          shape={shape.item}
          value={item}
          onChange={onItemChange}
          label={`${label}, ${t('item', { value: index + 1 })}`}
          describedBy=""
          nested
          fallback={undefined}
          optional={false}
          optionLabels={undefined}
          placeholder={undefined}
        />
      )}
    />
  );
}

/** An object's entries, each a control of its own shape, named by its key. */
function ObjectControl(props: ValueControlProps & { shape: Extract<Shape, { kind: 'object' }> }) {
  const { id, shape, value, onChange, label } = props;
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return (
    <div className="np-builder-object">
      {Object.entries(shape.entries).map(([key, entry]) => {
        const entryId = `${id}-${key}`;
        const labelled = entry.shape.kind === 'date' || entry.shape.kind === 'array';
        return (
          <div key={key} className="np-builder-object__entry">
            {!labelled && (
              <label className="np-builder-object__label" htmlFor={entryId}>
                {key}
              </label>
            )}
            <ValueControl
              {...props}
              id={entryId}
              shape={entry.shape}
              value={record[key]}
              onChange={(next) => onChange({ ...record, [key]: next })}
              label={`${label}: ${key}`}
              describedBy=""
              nested
              fallback={undefined}
              optional={!entry.required}
              optionLabels={undefined}
              placeholder={undefined}
            />
          </div>
        );
      })}
    </div>
  );
}
