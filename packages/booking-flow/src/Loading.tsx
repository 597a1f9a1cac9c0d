/** @nordpark/ui's spinner markup (its CSS is in nordpark.css), without importing the ui
 * package into the first load: its barrel would bring the dialog and combobox along. */
export function Loading({ label }: { label: string }) {
  return <span className="np-spinner" role="img" aria-label={label} />;
}
