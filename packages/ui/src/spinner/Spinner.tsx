export interface SpinnerProps {
  /**
   * What is loading, for assistive technology. Without it the spinner is decorative: say
   * what is happening in text or a live region beside it.
   */
  label?: string;
  className?: string;
}

/** A small CSS spinner in the current text colour (slower where reduced motion is asked for). */
export function Spinner({ label, className }: SpinnerProps) {
  const classes = className ? `np-spinner ${className}` : 'np-spinner';
  return label ? (
    <span className={classes} role="img" aria-label={label} />
  ) : (
    <span className={classes} aria-hidden="true" />
  );
}
