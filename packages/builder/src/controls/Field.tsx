import type { ReactNode } from 'react';

export interface FieldFrameProps {
  id: string;
  label: string;
  help: string;
  /** "Default: …", or that there is none. */
  defaultNote: string;
  required: boolean;
  requiredWord: string;
  error?: string | undefined;
  warning?: string | undefined;
  warningWord: string;
  /** A fieldset for controls of many inputs (lists, objects). */
  group?: boolean;
  /** The control carries its own visible label (the date field, the facility picker). */
  ownLabel?: boolean;
  children: (describedBy: string) => ReactNode;
}

/**
 * One key of the form: its label, its control, its help and default, and the message the
 * runtime would give for its value. The control is described by the help, the default and
 * the message, so a screen reader reads them with it.
 */
export function Field({
  id,
  label,
  help,
  defaultNote,
  required,
  requiredWord,
  error,
  warning,
  warningWord,
  group,
  ownLabel,
  children,
}: FieldFrameProps) {
  const helpId = `${id}-help`;
  const messageId = `${id}-message`;
  const describedBy = [error || warning ? messageId : '', helpId].filter(Boolean).join(' ');
  const title = (
    <>
      {label}
      {required && <span className="np-builder-field__required"> ({requiredWord})</span>}
    </>
  );
  const body = (
    <>
      {children(describedBy)}
      {error && (
        <p id={messageId} className="np-builder-field__error">
          {error}
        </p>
      )}
      {!error && warning && (
        <p id={messageId} className="np-builder-field__warning">
          <strong>{warningWord}:</strong> {warning}
        </p>
      )}
      <p id={helpId} className="np-builder-field__help">
        {help} <span className="np-builder-field__default">{defaultNote}</span>
      </p>
    </>
  );
  const className = `np-builder-field${error ? ' np-builder-field--invalid' : ''}`;
  if (ownLabel) return <div className={className}>{body}</div>;
  if (group) {
    return (
      <fieldset className={className} aria-describedby={describedBy}>
        <legend className="np-builder-field__label">{title}</legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      <label className="np-builder-field__label" htmlFor={id}>
        {title}
      </label>
      {body}
    </div>
  );
}
