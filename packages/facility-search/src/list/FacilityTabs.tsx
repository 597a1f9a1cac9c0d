import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

export interface FacilityTabsProps<Id extends string> {
  /** Prefix of the tab and panel ids; unique on the page. */
  idPrefix: string;
  label: string;
  tabs: readonly TabDefinition<Id>[];
  active: Id;
  onSelect(id: Id): void;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation (SRCH-43): one tab in the Tab order
 * (roving tabindex), Left/Right move and select, Home/End go to the ends, each tab controls
 * its panel and the panel is labelled by its tab. Every panel exists (so each tab's
 * aria-controls points somewhere), but only the active one is filled and shown.
 */
export function FacilityTabs<Id extends string>({
  idPrefix,
  label,
  tabs,
  active,
  onSelect,
}: FacilityTabsProps<Id>) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${idPrefix}-tab-${id}`;
  const panelId = (id: Id) => `${idPrefix}-panel-${id}`;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const target = tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    refs.current.get(target.id)?.focus();
  };

  return (
    <div className="np-tabs">
      <div className="np-tabs__list" role="tablist" aria-label={label} onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            className="np-tabs__tab"
            aria-selected={tab.id === active}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          className="np-tabs__panel"
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== active}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern puts the panel in the Tab order, as it may hold no focusable content.
          tabIndex={0}
        >
          {tab.id === active ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}
