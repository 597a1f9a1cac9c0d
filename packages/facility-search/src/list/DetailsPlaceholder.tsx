/**
 * An item's details while their code arrives: the open item takes about its open size at the
 * click (`min-height` in list.css, a little under the shortest details panel), so what arrives
 * later fills the space instead of pushing the items below down again. On a phone network the
 * code can take longer than the half second a layout shift counts as the click's own (CLS).
 */
export function DetailsPlaceholder({ id }: { id: string }) {
  return (
    <div id={id} className="np-facility__details np-facility__details--loading" aria-busy="true">
      <div className="np-details-skeleton" aria-hidden="true">
        <span className="np-details-skeleton__tabs">
          <span className="np-skeleton-bar np-skeleton-bar--tab" />
          <span className="np-skeleton-bar np-skeleton-bar--tab" />
          <span className="np-skeleton-bar np-skeleton-bar--tab" />
        </span>
        <span className="np-skeleton-bar" />
        <span className="np-skeleton-bar" />
        <span className="np-skeleton-bar" />
      </div>
    </div>
  );
}
