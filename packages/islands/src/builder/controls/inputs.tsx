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

/** A select for an enum; its first choice leaves the key out (the default). */
export function EnumInput({
  id,
  value,
  onChange,
  describedBy,
  invalid,
  ariaLabel,
  options,
  unsetLabel,
}: InputProps<string | number> & { options: readonly (string | number)[]; unsetLabel: string }) {
  const index = value === undefined ? -1 : options.indexOf(value);
  return (
    <select
      id={id}
      className="np-builder-input"
      aria-label={ariaLabel}
      aria-describedby={describedBy || undefined}
      aria-invalid={invalid || undefined}
      value={index === -1 ? '' : String(index)}
      onChange={(event) =>
        onChange(event.target.value === '' ? undefined : options[Number(event.target.value)])
      }
    >
      <option value="">{unsetLabel}</option>
      {options.map((option, i) => (
        <option key={String(option)} value={String(i)}>
          {String(option)}
        </option>
      ))}
    </select>
  );
}

/** A switch for a boolean: shows the value in force (the default while the key is left out). */
export function SwitchInput({
  id,
  value,
  onChange,
  describedBy,
  invalid,
  ariaLabel,
  fallback,
}: InputProps<boolean> & { fallback: boolean }) {
  return (
    <input
      id={id}
      className="np-builder-switch"
      type="checkbox"
      role="switch"
      aria-label={ariaLabel}
      aria-describedby={describedBy || undefined}
      aria-invalid={invalid || undefined}
      checked={typeof value === 'boolean' ? value : fallback}
      aria-checked={typeof value === 'boolean' ? value : fallback}
      onChange={(event) => onChange(event.target.checked)}
    />
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
      className="np-builder-input np-builder-input--number"
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
      className="np-builder-input"
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
