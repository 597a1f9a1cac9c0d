import { html } from 'hono/html';
import { copyFor } from '../copy';
import { dateFieldIsland } from '../html/dateFieldIsland';
import { island } from '../html/island';
import type { Html } from '../html/types';
import { englishLayout } from './englishLayout';

// Fixed pages for the browser tests. Their ids are what the tests select by;
// change them only together with tests/browser.

const copy = copyFor('en');

function dateField(id: string, name: string): Html {
  return dateFieldIsland({
    id,
    name,
    label: copy.dateField.labels.default,
    props: { name, text: copy.dateField.labels.default },
    formatHint: copy.dateField.formatHint,
    formatPattern: copy.dateField.formatPattern,
  });
}

/** A date field and a confirm dialog on one page: both must mount. */
export function twoIslandsPage(): Html {
  return englishLayout(
    '/test/two-islands',
    'Two islands',
    html`<h1>Two islands</h1>
${dateField('island-date-field', 'startDate')}
${island({
  id: 'island-confirm-dialog',
  name: 'confirm-dialog',
  props: { action: 'delete-vehicle', vehicle: { id: 'veh-test-1', plateText: 'TST001', uid: 'uid-test-1' } },
  fallback: html`<button type="button" class="np-button" disabled>${copy.myParking.delete} TST001</button>`,
})}`,
  );
}

/** One island with props that are not JSON beside a valid one: only the first may fail. */
export function invalidPropsPage(): Html {
  // Written out by hand: island() always emits valid JSON, and this page must not.
  const broken = html`<div data-nordpark="date-field" data-nordpark-props="${'{"name": "broken", oops'}" id="island-invalid" class="site-island site-island--date-field"><p>This island has invalid props.</p></div>`;
  return englishLayout(
    '/test/invalid-props',
    'Invalid props',
    html`<h1>Invalid props</h1>
${broken}
${dateField('island-valid', 'validDate')}`,
  );
}

/**
 * The mistakes an editor makes, for debug mode (`?nordpark-debug`): a date field whose prop has
 * a value of the wrong type (it fails) and one with a misspelt prop (it renders, with a warning).
 */
export function editorMistakesPage(): Html {
  return englishLayout(
    '/test/editor-mistakes',
    'Editor mistakes',
    html`<h1>Editor mistakes</h1>
<p>Open this page with <code>?nordpark-debug</code> to see what is wrong in each island's box.</p>
${island({
  id: 'island-wrong-value',
  name: 'date-field',
  props: { name: 'startDate', text: copy.dateField.labels.default, flexDays: 'seven' },
  fallback: html`<p>A date field whose flexDays is "seven".</p>`,
})}
${island({
  id: 'island-misspelt',
  name: 'date-field',
  props: { name: 'endDate', text: copy.dateField.labels.default, flexDys: 3 },
  fallback: html`<p>A date field with a misspelt prop.</p>`,
})}`,
  );
}

/** An empty container: the tests insert and remove islands with JavaScript. */
export function dynamicPage(): Html {
  return englishLayout(
    '/test/dynamic',
    'Dynamic islands',
    html`<h1>Dynamic islands</h1>
<div id="dynamic-root"></div>`,
  );
}

/** The loader on a page without islands: it must load and do nothing, without errors. */
export function noIslandsPage(): Html {
  return englishLayout(
    '/test/no-islands',
    'No islands',
    html`<h1>No islands</h1>
<p>This page loads the Nordpark bundle but holds no island.</p>`,
  );
}
