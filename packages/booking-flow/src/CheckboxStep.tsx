import { type ReactNode, useId } from 'react';
import { describedBy, FieldError } from './fields';

export interface CheckboxStepProps {
  checked: boolean;
  onChange(checked: boolean): void;
  /** The label text; for access devices the children take its place (BOOK-09). */
  label?: string;
  /** Shown under the label and tied to the checkbox when set (BOOK-08). */
  error?: string | undefined;
  /** Access-device mode: the device's own content (name, price, availability) is the label. */
  accessDevice?: boolean;
  disabled?: boolean;
  children?: ReactNode;
}

/**
 * The checkbox step of spec §2: a checkbox with a label and an optional validation error
 * under the label (BOOK-08); for access devices it shows its children instead of a label
 * (BOOK-09), inside the label element so the device's text still names the checkbox.
 */
export function CheckboxStep({
  checked,
  onChange,
  label,
  error,
  accessDevice = false,
  disabled,
  children,
}: CheckboxStepProps) {
  const id = useId();
  return (
    <div className={`np-checkbox-step${accessDevice ? ' np-checkbox-step--device' : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="np-checkbox-step__input"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        {...describedBy(`${id}-error`, error)}
      />
      <label htmlFor={id} className="np-checkbox-step__label">
        {accessDevice ? children : label}
      </label>
      <FieldError id={`${id}-error`} error={error} />
      {!accessDevice && children}
    </div>
  );
}
