import { useEffect, useState } from 'react';

interface InputProps<T> {
  id: string;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  describedBy: string;
  invalid: boolean;
  /** The name of a control that no `<label>` names (a list row). */
  ariaLabel?: string | undefined;
}

/** One value an editor can choose, and what the builder calls it. */
export interface Choice {
  value: string | number;
  label: string;
}

/** A select for an enum: each value by its name; its first choice leaves the key out (the default). */
export function EnumInput({
  id,
  value,
  onChange,
  describedBy,
  invalid,
  ariaLabel,
  choices,
  unsetLabel,
}: InputProps<string | number> & { choices: readonly Choice[]; unsetLabel: string }) {
  const index = value === undefined ? -1 : choices.findIndex((choice) => choice.value === value);
  return (
    <select
      id={id}
      className="np-input"
      aria-label={ariaLabel}
      aria-describedby={describedBy || undefined}
      aria-invalid={invalid || undefined}
      value={index === -1 ? '' : String(index)}
      onChange={(event) =>
        onChange(event.target.value === '' ? undefined : choices[Number(event.target.value)]?.value)
      }
    >
      <option value="">{unsetLabel}</option>
      {choices.map((choice, i) => (
        <option key={String(choice.value)} value={String(i)}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

/**
 * A boolean as radios side by side: the default (saying what it is in effect), on and off. A
 * switch has two states and cannot show that a key is left out; radios of one name give the
 * keyboard a radio group's own (Tab to the checked one, arrows to move and choose).
 */
export function BooleanInput({
  id,
  value,
  onChange,
  describedBy,
  invalid,
  ariaLabel,
  unsetLabel,
  onLabel,
  offLabel,
}: InputProps<boolean> & {
  /** The choice that leaves the key out; none where the key is required. */
  unsetLabel?: string | undefined;
  onLabel: string;
  offLabel: string;
}) {
  const choices: { key: string; value: boolean | undefined; label: string }[] = [
    ...(unsetLabel === undefined ? [] : [{ key: 'default', value: undefined, label: unsetLabel }]),
    { key: 'on', value: true, label: onLabel },
    { key: 'off', value: false, label: offLabel },
  ];
  const current = typeof value === 'boolean' ? value : undefined;
  const radios = choices.map((choice) => (
    <label key={choice.key} className="np-builder-segments__choice">
      <input
        type="radio"
        className="np-builder-segments__radio"
        name={id}
        value={choice.key}
        checked={current === choice.value}
        aria-invalid={invalid || undefined}
        onChange={() => onChange(choice.value)}
      />
      <span>{choice.label}</span>
    </label>
  ));
  // Inside a list or an object no fieldset names the choice: the group carries its name.
  return ariaLabel ? (
    <div
      id={id}
      className="np-builder-segments"
      role="radiogroup"
      aria-label={ariaLabel}
      aria-describedby={describedBy || undefined}
    >
      {radios}
    </div>
  ) : (
    <div id={id} className="np-builder-segments">
      {radios}
    </div>
  );
}

/**
 * A number box. What is typed is kept as typed: text that is not a number is passed on as
 * text, so the runtime's own message for it ("must be a number") shows at the field.
 */
export function NumberInput({
  id,
  value,
  onChange,
  describedBy,
  invalid,
  ariaLabel,
  integer,
}: InputProps<unknown> & { integer: boolean }) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => {
    setText((current) =>
      current === String(value ?? '') || Number(current) === value ? current : String(value ?? ''),
    );
  }, [value]);
  return (
    <input
      id={id}
      className="np-input np-builder-input--number"
      type="text"
      inputMode={integer ? 'numeric' : 'decimal'}
      aria-label={ariaLabel}
      aria-describedby={describedBy || undefined}
      aria-invalid={invalid || undefined}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        const trimmed = typed.trim();
        if (trimmed === '') onChange(undefined);
        else onChange(Number.isFinite(Number(trimmed)) ? Number(trimmed) : typed);
      }}
    />
  );
}

/** A text box; an emptied box leaves the key out. */
export function TextInput({
  id,
  value,
  onChange,
  describedBy,
  invalid,
  ariaLabel,
  placeholder,
}: InputProps<string> & { placeholder?: string | undefined }) {
  return (
    <input
      id={id}
      className="np-input"
      type="text"
      aria-label={ariaLabel}
      aria-describedby={describedBy || undefined}
      aria-invalid={invalid || undefined}
      placeholder={placeholder}
      value={typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
    />
  );
}
