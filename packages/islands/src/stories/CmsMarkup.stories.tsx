import '@nordpark/booking-flow/styles.css';
import '@nordpark/date-field/styles.css';
import '@nordpark/facility-search/styles.css';
import { mountIslands, registerIsland, unmountIslands } from '@nordpark/islands';
import '@nordpark/my-parking/styles.css';
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

interface CmsMarkupProps {
  /** The block a CMS editor pastes into a page. */
  markup: string;
}

/**
 * Renders `markup` as a page would hold it, with the page config in its <script>, and mounts
 * the islands in it with @nordpark/islands. Storybook has no server, so the config adds
 * `"mock": true`: the islands answer from the sample data (leave it out on a real page).
 */
function CmsPage({ markup, config }: CmsMarkupProps & { config: Record<string, unknown> }) {
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
      <details className="np-story-source">
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
  render: ({ markup }, { globals }) => {
    const country =
      typeof globals.country === 'string' && globals.country !== 'story' ? globals.country : 'se';
    const language =
      typeof globals.language === 'string' && globals.language !== 'story' ? globals.language : undefined;
    return <CmsPage key={`${country}|${language}`} markup={markup} config={pageConfig(country, language)} />;
  },
} satisfies Meta<CmsMarkupProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (markup: string): Story => ({
  args: { markup },
  parameters: { docs: { source: { code: markup, language: 'html' } } },
});

export const DateField =
  story(`<div data-nordpark="date-field" data-nordpark-props='{"name":"startDate","label":"Startdatum"}'>
  <label for="start-fallback">Startdatum</label>
  <input id="start-fallback" name="startDate" placeholder="ÅÅÅÅ-MM-DD">
</div>`);

export const FacilitySearch =
  story(`<div data-nordpark="facility-search" data-nordpark-props='{"variant":"advanced"}'>
  <p>Parkeringssökningen laddas. Den behöver JavaScript.</p>
</div>`);

export const FacilitySearchSimple =
  story(`<div data-nordpark="facility-search" data-nordpark-props='{"variant":"simple"}'>
  <p>Parkeringssökningen laddas. Den behöver JavaScript.</p>
</div>`);

export const BookingFlow =
  story(`<div data-nordpark="booking-flow" data-nordpark-props='{"fId":"2bc662b3-a172-403f-be4e-0eab0000000a","t":1}'>
  <p>Bokningen laddas. Den behöver JavaScript.</p>
</div>`);

export const ConfirmDialog =
  story(`<div data-nordpark="confirm-dialog" data-nordpark-props='{"action":"delete-vehicle","vehicle":{"id":"5001","plateText":"ABC 123","uid":"veh-v-1001"},"onSuccess":"remove"}'>
  <button type="button" class="np-button" disabled>Ta bort ABC 123</button>
</div>`);
