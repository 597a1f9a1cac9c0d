import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface Tab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * The APG tabs pattern with automatic activation: one tab stop, Left/Right move and wrap,
 * Home/End go to the first and the last; the panel follows the focused tab.
 */
export function Tabs({ tabs, label }: { tabs: readonly Tab[]; label: string }) {
  const id = useId();
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const go = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setActive(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };
  return (
    <div className="np-builder-tabs">
      <div role="tablist" aria-label={label} className="np-builder-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.id}`}
            className="np-builder-tabs__tab"
            aria-selected={index === active}
            aria-controls={`${id}-${tab.id}-panel`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => go(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-${tab.id}-panel`}
          aria-labelledby={`${id}-${tab.id}`}
          className="np-builder-tabs__panel"
          hidden={index !== active}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
