import { Spinner } from '@nordpark/ui/spinner';

const CARDS = 3;

/**
 * Where the results will appear: grey cards of their shape, and the spinner with its label
 * for assistive technology (SRCH-36). Decorative otherwise: the status line says what happens.
 */
export function ResultsSkeleton({ label }: { label: string }) {
  return (
    <>
      <Spinner className="np-results__spinner" label={label} />
      <ul className="np-results__skeleton" aria-hidden="true">
        {Array.from({ length: CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity, never reordered.
          <li key={index} className="np-skeleton-card">
            <span className="np-skeleton-bar np-skeleton-bar--title" />
            <span className="np-skeleton-bar" />
            <span className="np-skeleton-bar np-skeleton-bar--badge" />
            <span className="np-skeleton-bar np-skeleton-bar--button" />
          </li>
        ))}
      </ul>
    </>
  );
}
