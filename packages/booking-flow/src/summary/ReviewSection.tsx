import type { ReactNode } from 'react';

/** One line of the review: what, and its value; a line with no value ('') is left out. */
export type ReviewRow = [label: string, value: string];

/**
 * A titled group of the booking's review, on the summary step and on the confirmation page:
 * its rows, each only when it has a value. Named by its heading when `headingId` is given.
 */
export function ReviewSection({
  title,
  rows,
  headingId,
  children,
}: {
  title: string;
  rows: ReviewRow[];
  headingId?: string;
  children?: ReactNode;
}) {
  return (
    <section className="np-review__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="np-review__title">
        {title}
      </h3>
      <dl className="np-review__rows">
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {children}
    </section>
  );
}
