/**
 * Grey shapes where content is about to appear (the first step's cards, a lazily loaded step's
 * form, a step's server data), shimmering unless the visitor asked for less motion. The shapes
 * are decorative; `label` is what a screen reader hears meanwhile.
 */
export function Skeleton({ label, shape = 'cards' }: { label: string; shape?: 'cards' | 'form' | 'list' }) {
  const blocks = shape === 'cards' ? 3 : shape === 'form' ? 4 : 2;
  return (
    <div className={`np-booking-skeleton np-booking-skeleton--${shape}`} aria-busy="true">
      <span className="np-visually-hidden" role="status">
        {label}
      </span>
      <div aria-hidden="true">
        {shape !== 'list' && <span className="np-skeleton-bar np-skeleton-bar--heading" />}
        {Array.from({ length: blocks }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative shapes, never reordered.
          <span key={index} className="np-booking-skeleton__block">
            <span className="np-skeleton-bar np-skeleton-bar--title" />
            <span className="np-skeleton-bar" />
          </span>
        ))}
      </div>
    </div>
  );
}
