/** @nordpark/ui's spinner markup (its CSS is in nordpark.css), without importing the ui
 * package into the first load: its barrel would bring the dialog and combobox along. */
export function Loading({ label, lazy = false }: { label: string; lazy?: boolean }) {
  // data-np-lazy marks a wait for code (not for data): tests and stories wait it out.
  return (
    <span className="np-spinner" role="img" aria-label={label} {...(lazy ? { 'data-np-lazy': '' } : {})} />
  );
}
