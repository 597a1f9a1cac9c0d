import { type MarkerIconSpec, type MarkerVariant, markerIconSpec } from '@nordpark/core';
import { Leaflet } from './leaflet';

// Inline SVG, bundled with the code: no image paths for a bundler to lose (Leaflet's default
// icon problem), and the colour follows CSS (currentColor), so themes and forced colours work.
const PIN =
  'M15 1C7.8 1 2 6.6 2 13.6c0 8.6 11.2 17.8 12.4 18.8a1 1 0 0 0 1.2 0C16.8 31.4 28 22.2 28 13.6 28 6.6 22.2 1 15 1z';
const LETTER_P = 'M11.5 9h4.3a3.9 3.9 0 0 1 0 7.8h-1.6V21h-2.7zm2.7 2.4v3h1.5a1.5 1.5 0 0 0 0-3z';
const LETTER_P_LOW = 'M11.5 11.5h4.3a3.6 3.6 0 0 1 0 7.2h-1.6v3.6h-2.7zm2.7 2.3v2.6h1.5a1.3 1.3 0 0 0 0-2.6z';
const ROOF = 'M7.5 10.4 15 5l7.5 5.4';

function svg(variant: MarkerVariant): string {
  const inside =
    variant === 'indoor'
      ? `<path d="${ROOF}" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/><path d="${LETTER_P_LOW}" fill="#fff" fill-rule="evenodd"/>`
      : `<path d="${LETTER_P}" fill="#fff" fill-rule="evenodd"/>`;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 33" width="100%" height="100%" aria-hidden="true" focusable="false">' +
    `<path d="${PIN}" fill="currentColor" stroke="#fff" stroke-width="1.5"/>${inside}</svg>`
  );
}

/**
 * What a pin shows beyond its facility: the stay's amount above it (BestParking
 * style, from zoom 14), marked as the cheapest in view, and dimmed when the place does not fit
 * the visitor's vehicle. What it shows is also in the marker's name: the tag is aria-hidden.
 */
export interface MarkerLook {
  amount: string | null;
  /** The text of the cheapest mark ("Billigast"); null when this pin is not the cheapest. */
  cheapest: string | null;
  dimmed: boolean;
}

export const PLAIN_LOOK: MarkerLook = Object.freeze({ amount: null, cheapest: null, dimmed: false });

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function tag(look: MarkerLook): string {
  if (look.amount === null) return '';
  const best =
    look.cheapest === null ? '' : `<span class="np-marker__best">${escapeHtml(look.cheapest)}</span>`;
  return `<span class="np-marker__tag${look.cheapest === null ? '' : ' np-marker__tag--cheapest'}" aria-hidden="true">${best}${escapeHtml(look.amount)}</span>`;
}

/**
 * A marker icon that says whether it is selected (aria-pressed). Leaflet reuses the element
 * when a marker's icon is swapped between two of these, so a focused marker keeps focus.
 */
class FacilityIcon extends Leaflet.DivIcon {
  private readonly html: string;
  /** The icon's content, parsed once (at its first marker). */
  private content: HTMLTemplateElement | undefined;

  constructor(
    private readonly spec: MarkerIconSpec,
    look: MarkerLook,
  ) {
    const classes = [
      'np-marker',
      `np-marker--${spec.variant}`,
      spec.selected ? 'np-marker--selected' : '',
      look.dimmed ? 'np-marker--dimmed' : '',
      look.amount === null ? '' : 'np-marker--priced',
      look.cheapest === null ? '' : 'np-marker--cheapest',
    ];
    // No `html` for Leaflet: it would parse it again for every marker (`innerHTML`, most of
    // the task that puts the search's markers on the map). Each marker gets a copy of the
    // content parsed once instead.
    super({
      html: false,
      className: classes.filter(Boolean).join(' '),
      iconSize: [spec.size.width, spec.size.height],
      iconAnchor: [spec.anchor.x, spec.anchor.y],
    });
    this.html = svg(spec.variant) + tag(look);
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon);
    if (!this.content) {
      this.content = element.ownerDocument.createElement('template');
      this.content.innerHTML = this.html;
    }
    element.replaceChildren(this.content.content.cloneNode(true));
    element.setAttribute('aria-pressed', String(this.spec.selected));
    return element;
  }
}

export interface MarkerIcons {
  get(facility: { Indoor?: boolean }, selected: boolean, look?: MarkerLook): Leaflet.DivIcon;
}

/**
 * The icons (outdoor or indoor, selected or not, MAP-10..13; dimmed, with an amount, the
 * cheapest), each made once and shared by every marker that looks the same.
 */
export function createMarkerIcons(): MarkerIcons {
  const icons = new Map<string, Leaflet.DivIcon>();
  return {
    get(facility, selected, look = PLAIN_LOOK) {
      const spec = markerIconSpec(facility, selected);
      const key = `${spec.variant}:${spec.selected}:${look.dimmed}:${look.cheapest ?? ''}:${look.amount ?? ''}`;
      let icon = icons.get(key);
      if (!icon) {
        icon = new FacilityIcon(spec, look);
        icons.set(key, icon);
      }
      return icon;
    },
  };
}
