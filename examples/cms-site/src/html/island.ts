import type { IslandName } from '@nordpark/core';
import { html, type Interpolation, type SafeHtml } from './html';

/**
 * Space each island kind takes once mounted. Reserving it up front (through the custom
 * property the host CSS reads) keeps the page from jumping when the fallback is replaced.
 * The search and the booking flow grow with what they load: at least a screen tall, so that
 * nothing below them is on screen to be pushed down when they do.
 */
const MIN_HEIGHT: Record<IslandName, string> = {
  'facility-search': 'max(40rem, 100vh)',
  'booking-flow': 'max(32rem, 100vh)',
  'date-field': '5.5rem',
  'confirm-dialog': '2.5rem',
};

export interface IslandOptions {
  name: IslandName;
  /** Serialised into `data-nordpark-props`; escaped as an attribute value. */
  props?: Record<string, unknown>;
  /** Server-rendered content shown until the island mounts (and without JavaScript). */
  fallback: Interpolation;
  minHeight?: string;
  id?: string;
}

/** An island element as the embedding contract describes it (architecture §3). */
export function island({ name, props, fallback, minHeight = MIN_HEIGHT[name], id }: IslandOptions): SafeHtml {
  return html`<div data-nordpark="${name}"${props && html` data-nordpark-props="${JSON.stringify(props)}"`}${
    id && html` id="${id}"`
  } style="--np-island-min-height: ${minHeight}">${fallback}</div>`;
}
