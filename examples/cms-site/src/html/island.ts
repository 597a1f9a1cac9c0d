import type { IslandName } from '@nordpark/core';
import { html } from 'hono/html';
import type { Content, Html } from './types';

export interface IslandOptions {
  name: IslandName;
  /** Serialised into `data-nordpark-props`; escaped as an attribute value. */
  props?: Record<string, unknown>;
  /** Server-rendered content shown until the island mounts (and without JavaScript). */
  fallback: Content;
  id?: string;
  /** One more class for the element (a page's own reserved space). */
  className?: string;
  /** When the island wakes up (`data-nordpark-load`); the loader's default, `eager`, if left out. */
  load?: string | undefined;
}

/**
 * An island element as the embedding contract describes it (architecture §3). Its class
 * `site-island--<name>` reserves the space the island takes once mounted (static/site.css),
 * so the page does not jump when the fallback is replaced.
 */
export function island({ name, props, fallback, id, className, load }: IslandOptions): Html {
  return html`<div data-nordpark="${name}"${load && html` data-nordpark-load="${load}"`}${props && html` data-nordpark-props="${JSON.stringify(props)}"`}${
    id && html` id="${id}"`
  } class="site-island site-island--${name}${className ? ` ${className}` : ''}">${fallback}</div>`;
}
