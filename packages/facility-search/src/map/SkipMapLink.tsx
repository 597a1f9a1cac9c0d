import type { MouseEvent } from 'react';
import { useTranslate } from '../messages/TranslateContext';

/**
 * "Skip the map", the first thing in the map's tab order and shown only when focused: one
 * press takes a keyboard user past the map's controls and markers to the list's first
 * facility. It acts by script rather than by its fragment, so a host page's URL and router
 * never see it.
 */
export function SkipMapLink() {
  const t = useTranslate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    event.currentTarget
      .closest('.np-search')
      ?.querySelector<HTMLElement>('.np-search__list:not([hidden]) .np-facility__name')
      ?.focus();
  };
  return (
    // biome-ignore lint/a11y/useValidAnchor: a skip link is a link by convention (WCAG G1); it moves focus by script so that no fragment reaches the host page's router
    <a className="np-map__skip" href="#" onClick={onClick}>
      {t('search.map.skip')}
    </a>
  );
}
