import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

/** The ids a field's error and hint hang on, and the attributes that tie them to it. */
export function describedBy(errorId: string, error: string | undefined, extra?: string) {
  const ids = [error ? errorId : '', extra ?? ''].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined };
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="np-booking__field-error">
      {error}
    </p>
  ) : null;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  error: string | undefined;
  onValue(value: string): void;
}

/** A labelled input with its error under it, tied with aria-describedby and aria-invalid. */
export function TextField({ label, value, error, onValue, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="np-booking__field">
      <label className="np-booking__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="np-input"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        {...describedBy(`${id}-error`, error)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly string[];
  placeholder: string;
  error: string | undefined;
  onValue(value: string): void;
}

export function SelectField({ label, value, options, placeholder, error, onValue }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="np-booking__field">
      <label className="np-booking__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="np-input"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        {...describedBy(`${id}-error`, error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A group of radios or checkboxes with its legend and one error for the group. */
export function ChoiceGroup({
  legend,
  error,
  errorId,
  children,
}: {
  legend: ReactNode;
  error?: string | undefined;
  errorId?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="np-booking__group" aria-describedby={error ? errorId : undefined}>
      <legend className="np-booking__legend">{legend}</legend>
      {children}
      {errorId && <FieldError id={errorId} error={error} />}
    </fieldset>
  );
}
