import { bookingFlowEditor } from '@nordpark/booking-flow/editor';
import '@nordpark/booking-flow/styles.css';
import type { IslandName } from '@nordpark/core';
import { dateFieldEditor } from '@nordpark/date-field/editor';
import '@nordpark/date-field/styles.css';
import { facilitySearchEditor } from '@nordpark/facility-search/editor';
import '@nordpark/facility-search/styles.css';
import { mountIslands, registerIsland, unmountIslands } from '@nordpark/islands';
import { confirmDialogEditor } from '@nordpark/my-parking/editor';
import '@nordpark/islands/styles.css';
import '@nordpark/my-parking/styles.css';
import { propControls, propsFromControls } from '@nordpark/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';

// What a CMS editor pastes, rendered through the real loader: the same registrations as the
// drop-in bundle (packages/islands/src/browser.ts), mountIslands on the pasted markup, the
// page config read from its <script>. The islands' styles are imported here instead of linked.
registerIsland('date-field', () => import('@nordpark/date-field/island'));
registerIsland('facility-search', () => import('@nordpark/facility-search/island'));
registerIsland('booking-flow', () => import('@nordpark/booking-flow/island'));
registerIsland('confirm-dialog', () => import('@nordpark/my-parking/island'));

/** The page config a Swedish CMS template carries (the demo's), for the toolbar's country. */
function pageConfig(country: string, language: string | undefined): Record<string, unknown> {
  return {
    country,
    ...(language ? { language } : {}),
    bookingController: '/booking/',
    bookingflowPage: `/${country}/booking/`,
    apiBase: '',
    myParkingProduct: 'parking',
    authCookie: 'np_userhash',
    places: { provider: 'reference', endpoint: '/places' },
  };
}

/** The template's part: once per page, set up by the host developer. */
function template(config: Record<string, unknown>): string {
  return [
    '<link rel="stylesheet" href="/assets/nordpark/nordpark.css">',
    `<script type="application/json" id="nordpark-config">${JSON.stringify(config)}</script>`,
    '<script type="module" src="/assets/nordpark/nordpark.js"></script>',
  ].join('\n');
}

/** Each island's editor spec: the controls of its props. */
const CONTROLS = {
  'date-field': propControls(dateFieldEditor),
  'facility-search': propControls(facilitySearchEditor),
  'booking-flow': propControls(bookingFlowEditor),
  'confirm-dialog': propControls(confirmDialogEditor),
} satisfies Record<IslandName, ReturnType<typeof propControls>>;

interface CmsMarkupProps {
  /** The island the block places. */
  island: IslandName;
  /** Its props, as the block's `data-nordpark-props` JSON holds them. */
  props: Record<string, unknown>;
  /** What the block shows before the island mounts (and without JavaScript). */
  fallback: string;
}

/** The block a CMS editor pastes into a page: the props JSON in single quotes, HTML-escaped. */
function markupOf({ island, props, fallback }: CmsMarkupProps): string {
  const json = JSON.stringify(props).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
  return `<div data-nordpark="${island}" data-nordpark-props='${json}'>\n${fallback}\n</div>`;
}

/**
 * Renders `markup` as a page would hold it, with the page config in its <script>, and mounts
 * the islands in it with @nordpark/islands. Storybook has no server, so the config adds
 * `"mock": true`: the islands answer from the sample data (leave it out on a real page).
 */
function CmsPage({ markup, config }: { markup: string; config: Record<string, unknown> }) {
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = page.current;
    if (!root) return;
    void mountIslands(root);
    return () => unmountIslands(root);
  }, []);
  const script = `<script type="application/json" id="nordpark-config">${JSON.stringify({ ...config, mock: true })}</script>`;
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the story's own constant markup, as a CMS page holds it */}
      <div ref={page} dangerouslySetInnerHTML={{ __html: `${script}\n${markup}` }} />
      <details className="story-source">
        <summary>The HTML</summary>
        <pre>
          <code>{`<!-- The block an editor pastes -->\n${markup}\n\n<!-- Once per page, in the template -->\n${template(config)}`}</code>
        </pre>
      </details>
    </>
  );
}

const meta = {
  title: 'islands/CMS markup',
  parameters: {
    docs: {
      description: {
        component:
          'For CMS editors: the exact HTML of each island block, rendered through the real loader. Copy it from "Show code" or from "The HTML" under each island. The page template holds `nordpark.css`, the page config and `nordpark.js` once per page (docs/embedding.md); in Storybook the page config also says `"mock": true`, so that the islands answer from sample data.',
      },
    },
  },
  render: (args, { globals }) => {
    // The props the controls panel set go into the block's JSON over the story's own.
    const keys = Object.keys(CONTROLS[args.island].argTypes);
    const markup = markupOf(propsFromControls({ ...args }, keys) as unknown as CmsMarkupProps);
    const country =
      typeof globals.country === 'string' && globals.country !== 'story' ? globals.country : 'se';
    const language =
      typeof globals.language === 'string' && globals.language !== 'story' ? globals.language : undefined;
    return (
      <CmsPage
        key={`${country}|${language}|${markup}`}
        markup={markup}
        config={pageConfig(country, language)}
      />
    );
  },
} satisfies Meta<CmsMarkupProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (args: CmsMarkupProps): Story => ({
  args,
  argTypes: CONTROLS[args.island].argTypes,
  parameters: { docs: { source: { code: markupOf(args), language: 'html' } } },
});

export const DateField = story({
  island: 'date-field',
  props: { name: 'startDate', label: 'Startdatum' },
  fallback: `  <label for="start-fallback">Startdatum</label>
  <input id="start-fallback" name="startDate" placeholder="ÅÅÅÅ-MM-DD">`,
});

const SEARCH_FALLBACK = '  <p>Parkeringssökningen laddas. Den behöver JavaScript.</p>';

export const FacilitySearch = story({
  island: 'facility-search',
  props: { variant: 'advanced' },
  fallback: SEARCH_FALLBACK,
});

export const FacilitySearchSimple = story({
  island: 'facility-search',
  props: { variant: 'simple' },
  fallback: SEARCH_FALLBACK,
});

export const BookingFlow = story({
  island: 'booking-flow',
  props: { fId: '2bc662b3-a172-403f-be4e-0eab0000000a', t: 1 },
  fallback: '  <p>Bokningen laddas. Den behöver JavaScript.</p>',
});

export const ConfirmDialog = story({
  island: 'confirm-dialog',
  props: {
    action: 'delete-vehicle',
    vehicle: { id: '5001', plateText: 'ABC 123', uid: 'veh-v-1001' },
    onSuccess: 'remove',
  },
  fallback: '  <button type="button" class="np-button" disabled>Ta bort ABC 123</button>',
});
