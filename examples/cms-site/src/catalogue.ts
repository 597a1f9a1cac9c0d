import { type Copy, copyFor } from './copy';
import { MARKETS, type Market } from './markets';
import { sampleFacilityUid } from './sampleFacility';

export interface NavPage {
  /** Names the page in the market's own language (copy.nav). */
  key: keyof Copy['nav'];
  /** The route, as the navigation compares it with the current path. */
  path: string;
  href: string;
}

export interface MarketPage {
  /** Names the page in the market's own language (copy.nav); the builder is no island page. */
  key: Exclude<keyof Copy['nav'], 'builder'>;
  /** The route, as the navigation compares it with the current path. */
  path: string;
  /** Where links go; the booking page gets a sample facility so the flow has something to book. */
  href: string;
}

export interface DemoPage {
  href: string;
  title: string;
  /** What the page shows, in a line, for the index and the start-up message. */
  description: string;
}

/** Pages that only Sweden has: the demo shows each setting once, not three times. */
const SWEDEN_ONLY: readonly MarketPage['key'][] = ['customerService', 'myParking'];

/**
 * The embed builder in the market's language: in the navigation, but not one of the demo's
 * island pages (the tests that walk every island page do not walk the editors' tool).
 */
export function builderNavPage(market: Market): NavPage {
  const path = `/${market.country}/builder`;
  return { key: 'builder', path, href: path };
}

export function marketPages(market: Market): MarketPage[] {
  const base = `/${market.country}`;
  const booking = `${base}/booking/`;
  const sampleUid = sampleFacilityUid(market.country);
  const pages: MarketPage[] = [
    { key: 'search', path: `${base}/search`, href: `${base}/search` },
    { key: 'searchSimple', path: `${base}/search-simple`, href: `${base}/search-simple` },
    {
      key: 'booking',
      path: booking,
      href: sampleUid ? `${booking}?${new URLSearchParams({ fId: sampleUid, t: '1' })}` : booking,
    },
    { key: 'dateField', path: `${base}/date-field`, href: `${base}/date-field` },
    { key: 'customerService', path: '/se/customer-service', href: '/se/customer-service' },
    { key: 'myParking', path: '/se/my-parking', href: '/se/my-parking' },
  ];
  return market.country === 'se' ? pages : pages.filter((page) => !SWEDEN_ONLY.includes(page.key));
}

const DESCRIPTIONS: Record<MarketPage['key'], string> = {
  search: 'The advanced facility search: search bar with date, filters, price box, list and map.',
  searchSimple: 'The simple facility search: no filters button, no date, no price box.',
  booking: 'The booking flow for one facility, opened the way a search result links to it.',
  dateField: 'A form with date fields in their main settings; submitting it echoes the posted values.',
  customerService: 'The search in customer-service mode: nothing loads until a name is given.',
  myParking:
    'A signed-in customer and landlord admin: vehicles, admins, customers, orders, invoices and contracts, each action a confirm dialog.',
};

export interface MarketDemoPages {
  market: Market;
  pages: DemoPage[];
}

/** Every demo page, grouped by market, in English, for the index and the start-up message. */
export function demoPagesByMarket(): MarketDemoPages[] {
  const titles = copyFor('en').nav;
  return Object.values(MARKETS).map((market) => ({
    market,
    pages: marketPages(market).map((page) => ({
      href: page.href,
      title: titles[page.key],
      description: DESCRIPTIONS[page.key],
    })),
  }));
}

/** Pages the browser tests drive; listed on the index so a developer can open them too. */
export const TEST_PAGES: readonly DemoPage[] = [
  {
    href: '/test/two-islands',
    title: 'Two islands',
    description: 'A date field and a confirm dialog on one page.',
  },
  {
    href: '/test/invalid-props',
    title: 'Invalid props',
    description: 'One island with broken JSON props beside a working date field.',
  },
  {
    href: '/test/editor-mistakes',
    title: 'Editor mistakes',
    description:
      'A date field with a wrong prop value and one with a misspelt prop: open it with ?nordpark-debug to see what an editor sees.',
  },
  {
    href: '/test/dynamic',
    title: 'Dynamic',
    description: 'An empty container that tests fill with islands.',
  },
  { href: '/test/no-islands', title: 'No islands', description: 'The loader on a page without any island.' },
  {
    href: '/se/article',
    title: 'Article',
    description:
      "A garage's long content page with the booking flow at its end, loaded when it comes into view (?load=eager|visible|idle|interaction).",
  },
];
