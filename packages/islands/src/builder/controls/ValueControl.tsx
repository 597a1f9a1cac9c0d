import type { Language, Shape, Translate } from '@nordpark/core';
import { DateInput } from './DateInput';
import { EnumInput, NumberInput, SwitchInput, TextInput } from './inputs';
import { ListEditor } from './ListEditor';

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
  /** The value in force while the key is left out, when it is one fixed value. */
  fallback?: unknown;
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
    placeholder,
    nested,
  } = props;
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
          options={shape.options}
          unsetLabel={fallback === undefined ? '—' : t('defaultIs', { value: String(fallback) })}
        />
      );
    case 'boolean':
      return (
        <SwitchInput
          id={id}
          value={value as boolean | undefined}
          onChange={onChange}
          describedBy={describedBy}
          invalid={invalid}
          ariaLabel={ariaLabel}
          fallback={fallback === true}
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
    case 'array': {
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
              placeholder={undefined}
            />
          )}
        />
      );
    }
    case 'object': {
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
                  placeholder={undefined}
                />
              </div>
            );
          })}
        </div>
      );
    }
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
