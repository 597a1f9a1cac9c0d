import { findFacility } from '@nordpark/fixtures';
import { DEMO_CUSTOMER_ID, DEMO_USER_HASH, type ReferenceBackend } from '@nordpark/fixtures/backend';
import type { Context, Env, Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import type { Html } from '../html/types';
import { MARKET_PARAM, type Market, marketOf } from '../markets';
import { cardPaymentOf } from '../payment/paymentApp';
import { articlePage } from './article';
import { bookingPage } from './booking';
import { BUILDER_PATH, builderPage } from './builder';
import { confirmationPage } from './confirmation';
import { dateFieldPage, type PostedValue } from './dateField';
import { myParkingView } from './demoCustomer';
import {
  CAMPAIGN_ROUTES,
  campaignPage,
  FACILITY_ROUTES,
  facilityAt,
  facilityPage,
  QUEUE_ROUTES,
  queuePage,
} from './facilityPages';
import { homePage } from './home';
import {
  DOWNLOAD_PATH,
  invoiceDocument,
  MY_PARKING_PATH,
  myParkingPage,
  RESTORE_ADMIN_PATH,
} from './myParking';
import { notFoundPage } from './notFound';
import { customerServicePage, searchPage } from './search';
import {
  dynamicPage,
  editorMistakesPage,
  invalidPropsPage,
  noIslandsPage,
  twoIslandsPage,
} from './testPages';

export interface PageRouteOptions {
  /** Asked per request, so the index notice disappears as soon as the bundle is built. */
  isBundleBuilt: () => boolean;
  /** The my-parking page shows the backend's vehicles as they are now. */
  backend: ReferenceBackend;
  /** The demo payment page's origin, when the server runs it (the booking pages allow it). */
  paymentOrigins?: readonly string[] | undefined;
}

function send(c: Context, page: Html, status: 200 | 400 | 404 = 200): Response | Promise<Response> {
  return c.html(page, status);
}

/** Renders a market page, or the 404 page when the path's market is not one we serve. */
function forMarket(c: Context, render: (market: Market) => Html): Response | Promise<Response> {
  const market = marketOf(c.req.param('market') ?? '');
  return market ? send(c, render(market)) : send(c, notFoundPage(c.req.path), 404);
}

/** Form fields in posted order; a repeated name gives one entry per value. */
async function postedValues(c: Context): Promise<PostedValue[]> {
  const body = await c.req.parseBody({ all: true });
  return Object.entries(body).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => ({
      name,
      value: typeof item === 'string' ? item : `(file ${item.name})`,
    })),
  );
}

/** Every host page of the demo (architecture §5) and the browser tests' pages. */
export function registerPages<E extends Env>(
  app: Hono<E>,
  { isBundleBuilt, backend, paymentOrigins }: PageRouteOptions,
): void {
  app.get('/', (c) => send(c, homePage({ bundleBuilt: isBundleBuilt() })));
  app.get(BUILDER_PATH, (c) => send(c, builderPage(undefined, paymentOrigins)));
  app.get(`/${MARKET_PARAM}${BUILDER_PATH}`, (c) =>
    forMarket(c, (market) => builderPage(market, paymentOrigins)),
  );

  app.get(`/${MARKET_PARAM}/search`, (c) => forMarket(c, (market) => searchPage(market, 'advanced')));
  app.get(`/${MARKET_PARAM}/search-simple`, (c) => forMarket(c, (market) => searchPage(market, 'simple')));
  app.get('/se/customer-service', (c) => send(c, customerServicePage()));

  app.get(`/${MARKET_PARAM}/booking/`, (c) =>
    forMarket(c, (market) => bookingPage(market, { fId: c.req.query('fId') }, { paymentOrigins })),
  );
  // A garage's long content page with the booking flow at its end (`?load=`: its trigger).
  app.get(`/${MARKET_PARAM}/article`, (c) =>
    forMarket(c, (market) => articlePage(market, c.req.query('load'), paymentOrigins)),
  );
  app.get(`/${MARKET_PARAM}/booking-confirmation`, (c) =>
    c.redirect(`${c.req.path}/${new URL(c.req.url).search}`, 301),
  );
  // Where the demo payment page returns to (payment/paymentApp.ts), outside the flow's API folder.
  app.get(`/${MARKET_PARAM}/booking-confirmation/`, (c) =>
    forMarket(c, (market) => {
      const query = {
        fId: c.req.query('fId'),
        salesOrderId: c.req.query('salesOrderId'),
        payment: c.req.query('payment'),
      };
      const outcome = query.salesOrderId ? cardPaymentOf(backend, query.salesOrderId) : undefined;
      return confirmationPage(market, query, outcome);
    }),
  );
  // The flow's page path ends in a slash (bookingflowPage); a link without it still arrives.
  app.get(`/${MARKET_PARAM}/booking`, (c) => c.redirect(`${c.req.path}/${new URL(c.req.url).search}`, 301));

  app.get(MY_PARKING_PATH, (c) => {
    // A CMS sets this at sign-in; the islands send it as the bearer token (CFG-09, CFG-10).
    // Not HttpOnly because the islands read it in the browser.
    setCookie(c, 'np_userhash', DEMO_USER_HASH, { path: '/', sameSite: 'Lax' });
    return send(c, myParkingPage(myParkingView(backend)));
  });
  // The demo's way back after demoting yourself: the signed-in customer is an admin again.
  app.post(RESTORE_ADMIN_PATH, (c) => {
    const customer = backend.state.customers.get(DEMO_CUSTOMER_ID);
    if (customer) customer.IsAdmin = true;
    return c.redirect(MY_PARKING_PATH, 303);
  });
  // MYP-14: where the invoice dialog (and, without JavaScript, the plain link) downloads.
  app.get(DOWNLOAD_PATH, (c) => {
    const document = invoiceDocument(c.req.query('documentNumber'));
    if (!document) return send(c, notFoundPage(c.req.path), 404);
    c.header('Content-Disposition', `attachment; filename="${document.filename}"`);
    c.header('Cache-Control', 'no-store');
    return c.text(document.body);
  });

  app.get(`/${MARKET_PARAM}/date-field`, (c) => forMarket(c, (market) => dateFieldPage(market)));
  app.post(`/${MARKET_PARAM}/date-field`, async (c) => {
    const posted = await postedValues(c);
    return forMarket(c, (market) => dateFieldPage(market, posted));
  });

  // The operator's pages the islands link to: facilities, waiting lists, campaigns (defect 12).
  for (const { market, pattern } of FACILITY_ROUTES) {
    app.get(pattern, (c) => {
      const facility = facilityAt(c.req.path);
      return facility && facility.Country === market.country
        ? send(c, facilityPage(market, backend.settings.clock.moved(facility)))
        : send(c, notFoundPage(c.req.path), 404);
    });
  }
  for (const { market, path } of QUEUE_ROUTES) {
    app.get(path, (c) => send(c, queuePage(market, path, c.req.query('fId'))));
    app.post(path, async (c) => {
      const fId = c.req.query('fId');
      const form = await c.req.parseBody();
      const email = typeof form.email === 'string' ? form.email.trim() : '';
      const known = fId !== undefined && findFacility(fId) !== undefined;
      if (!known || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
        return send(c, queuePage(market, path, fId, { email, invalid: known }), known ? 400 : 404);
      }
      backend.state.notifications.push({ FacilityUid: fId, Email: email });
      return send(c, queuePage(market, path, fId, { email, registered: true }));
    });
  }
  for (const { market, pattern } of CAMPAIGN_ROUTES) {
    app.get(pattern, (c) => {
      const page = campaignPage(market, c.req.path, backend.settings.clock.moved);
      return page ? send(c, page) : send(c, notFoundPage(c.req.path), 404);
    });
  }

  app.get('/test/two-islands', (c) => send(c, twoIslandsPage()));
  app.get('/test/invalid-props', (c) => send(c, invalidPropsPage()));
  app.get('/test/editor-mistakes', (c) => send(c, editorMistakesPage()));
  app.get('/test/dynamic', (c) => send(c, dynamicPage()));
  app.get('/test/no-islands', (c) => send(c, noIslandsPage()));

  app.notFound((c) => send(c, notFoundPage(c.req.path), 404));
}
