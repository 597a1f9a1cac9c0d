/** @nordpark/ui's Spinner with a label, written out (its CSS is in nordpark.css): the component,
 * shared by the islands, would be a chunk of its own on the page's start-up. */
export function Loading({ label }: { label: string }) {
  return <span className="np-spinner" role="img" aria-label={label} />;
}
