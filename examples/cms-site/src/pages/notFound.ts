import { html } from 'hono/html';
import type { Html } from '../html/types';
import { englishLayout } from './englishLayout';

/** Unknown paths, unknown markets included. The path is echoed, escaped. */
export function notFoundPage(path: string): Html {
  return englishLayout(
    path,
    'Page not found',
    html`<h1>Page not found</h1>
<p>There is no page at <code>${path}</code>. Markets are <code>se</code>, <code>no</code> and <code>fi</code>.</p>
<p><a href="/">All demo pages</a></p>`,
  );
}
