import type { ReactNode } from 'react';

/**
 * A list of values: each row its own control and a Remove button, then Add. Removing a row
 * moves focus to the row that took its place (or to Add), never to the page's start.
 */
export function ListEditor({
  id,
  items,
  onChange,
  newItem,
  renderItem,
  addLabel,
  removeLabel,
  itemLabel,
}: {
  id: string;
  items: readonly unknown[];
  onChange: (items: unknown[] | undefined) => void;
  newItem: () => unknown;
  renderItem: (
    item: unknown,
    index: number,
    onItemChange: (value: unknown) => void,
    itemId: string,
  ) => ReactNode;
  addLabel: string;
  removeLabel: string;
  itemLabel: (index: number) => string;
}) {
  const focusLater = (selector: string) =>
    requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());
  return (
    <div className="np-builder-list" id={id}>
      {items.length > 0 && (
        <ol className="np-builder-list__items">
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the list the editor builds.
            <li key={index} className="np-builder-list__item" data-row={index}>
              {renderItem(
                item,
                index,
                (value) => onChange(items.map((old, i) => (i === index ? value : old))),
                `${id}-${index}`,
              )}
              <button
                type="button"
                className="np-builder-button np-builder-button--quiet"
                aria-label={`${removeLabel}: ${itemLabel(index + 1)}`}
                onClick={() => {
                  const rest = items.filter((_, i) => i !== index);
                  onChange(rest.length > 0 ? rest : undefined);
                  focusLater(
                    rest.length > 0
                      ? `#${CSS.escape(id)} [data-row="${Math.min(index, rest.length - 1)}"] :is(input, select)`
                      : `#${CSS.escape(id)}-add`,
                  );
                }}
              >
                {removeLabel}
              </button>
            </li>
          ))}
        </ol>
      )}
      <button
        type="button"
        id={`${id}-add`}
        className="np-builder-button"
        onClick={() => {
          onChange([...items, newItem()]);
          focusLater(`#${CSS.escape(id)} [data-row="${items.length}"] :is(input, select)`);
        }}
      >
        {addLabel}
      </button>
    </div>
  );
}
