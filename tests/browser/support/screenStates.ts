// The states the screenshot test captures beyond a freshly loaded page: the booking
// flow step by step (the calendar open, the summary, the cancel question) and every dialog of
// my parking. Reached as a visitor would, by roles and visible text.
import { type Product, productOptionAvailability } from '@nordpark/core';
import { facilities } from '@nordpark/fixtures';
import type { Locator, Page } from 'playwright-core';
import { FIXTURE_TODAY } from '../../../packages/fixtures/src/dates';
import { whenDialogActive } from './dialogButtons';

/** A demo page in one of its states: how to get there from the freshly loaded page. */
export interface Screen {
  name: string;
  path: string;
  /** Puts the page in the state to capture; the page is settled when it returns. */
  state?: (page: Page, viewport: 'desktop' | 'phone') => Promise<void>;
  /** Desktop or phone only (a state that exists at one width). */
  only?: 'desktop' | 'phone';
  /**
   * States reached from this one on the same page, each captured in turn: a walk through the
   * booking flow captures every step on one pass instead of starting over for each.
   */
  followedBy?: readonly Required<Pick<Screen, 'name' | 'state'>>[];
}

/** Nothing busy, fonts in: what the screenshot shows has stopped moving. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** A Swedish season ticket with a paid access device and an extra fee: every step and price line. */
function seasonTicket(): { fId: string; product: Product } {
  for (const facility of facilities) {
    if (facility.Country !== 'se') continue;
    const product = facility.Products?.find(
      (item) =>
        item.ProcessType === 'SeasonTicket' &&
        item.Type !== 'Reserved' &&
        item.ExtraFee > 0 &&
        item.AccessDevices.some((device) => device.Required && device.Price > 0) &&
        item.LastBookingEnds === null &&
        productOptionAvailability(item, FIXTURE_TODAY).available,
    );
    if (product) return { fId: facility.Uid, product };
  }
  throw new Error('no Swedish facility sells a season ticket with a paid device and a fee');
}

const TICKET = seasonTicket();
export const BOOKING_PATH = `/se/booking/?fId=${TICKET.fId}&t=1`;

/** Three weeks after the fixtures' today, as the Swedish date field takes it. */
const START = new Date(Date.parse(`${FIXTURE_TODAY}T12:00:00Z`) + 21 * 86_400_000).toISOString().slice(0, 10);

async function next(page: Page, heading: string): Promise<void> {
  await page.getByRole('button', { name: 'Fortsätt', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
  await settled(page);
}

/** The booking steps in order, each continuing from the one before. */
const BOOKING_STEPS: [string, (page: Page) => Promise<void>][] = [
  [
    'dates',
    async (page) => {
      await page
        .getByRole('radio', { name: new RegExp(`^${TICKET.product.Text} `) })
        .first()
        .check();
      await next(page, 'Välj datum');
    },
  ],
  [
    'devices',
    async (page) => {
      const input = page.getByRole('combobox', { name: 'Startdatum' });
      await input.fill(START);
      await input.press('Enter');
      await next(page, 'Passerbrickor');
    },
  ],
  [
    'customer',
    async (page) => {
      await next(page, 'Dina uppgifter');
    },
  ],
  [
    'vehicle',
    async (page) => {
      await page.getByLabel('Förnamn').fill('Anna');
      await page.getByLabel('Efternamn').fill('Lindqvist');
      await page.getByLabel('E-post').fill('anna@example.se');
      await page.getByLabel('Telefon').fill('070-123 45 67');
      await next(page, 'Ditt fordon');
    },
  ],
  [
    'payment',
    async (page) => {
      await page.getByRole('textbox', { name: 'Registreringsnummer' }).fill('ABC 123');
      await next(page, 'Betalning och villkor');
    },
  ],
  [
    'summary',
    async (page) => {
      await page.getByRole('radio', { name: /Månadsvis/ }).check();
      await page.getByRole('checkbox', { name: 'Jag godkänner bokningsvillkoren' }).check();
      await next(page, 'Kontrollera och bekräfta');
    },
  ],
];

/** One step of the walk: from the step before it to `step`. */
const bookingStep = (step: string) => {
  const found = BOOKING_STEPS.find(([name]) => name === step);
  if (!found) throw new Error(`no booking step ${step}`);
  return found[1];
};

/** From the summary, Confirm and pay: the demo payment page. */
async function toCardPayment(page: Page): Promise<void> {
  await Promise.all([
    page.waitForURL(/\/pay\//),
    page.getByRole('button', { name: 'Bekräfta och betala' }).click(),
  ]);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await settled(page);
}

/** From the payment page, Pay: back on the site's confirmation page. */
async function toConfirmation(page: Page): Promise<void> {
  await Promise.all([
    page.waitForURL(/\/se\/booking-confirmation\//),
    page.getByRole('button', { name: /^Betala/ }).click(),
  ]);
  await page.evaluate(async () => {
    await window.nordpark?.ready;
  });
  await page.getByRole('link', { name: 'Lägg till i kalendern' }).waitFor();
  await settled(page);
}

export const BOOKING_SCREENS: Screen[] = [
  {
    name: 'se-booking-product',
    path: BOOKING_PATH,
    // One pass through the flow, from the product to the confirmation page.
    followedBy: [
      {
        name: 'se-booking-dates-calendar',
        state: async (page) => {
          await bookingStep('dates')(page);
          await page.getByRole('combobox', { name: 'Startdatum' }).click();
          await page.getByRole('dialog').first().waitFor();
          await settled(page);
        },
      },
      {
        name: 'se-booking-devices',
        state: async (page) => {
          // The calendar closes as a keyboard user closes it, focus back in the input.
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').first().waitFor({ state: 'hidden' });
          await bookingStep('devices')(page);
        },
      },
      ...['customer', 'vehicle', 'payment', 'summary'].map((step) => ({
        name: `se-booking-${step}`,
        state: bookingStep(step),
      })),
      { name: 'se-booking-card-payment', state: toCardPayment },
      { name: 'se-booking-confirmation', state: toConfirmation },
    ],
  },
  {
    name: 'se-booking-cancel',
    path: BOOKING_PATH,
    state: async (page) => {
      await bookingStep('dates')(page);
      await page.getByRole('button', { name: 'Avbryt bokningen' }).click();
      await page.getByRole('alertdialog').waitFor();
      await settled(page);
    },
  },
];

const row = (page: Page, table: string, text: string): Locator =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

const dialogOf =
  (trigger: (page: Page) => Locator) =>
  async (page: Page): Promise<void> => {
    const button = trigger(page);
    await button.scrollIntoViewIfNeeded();
    await button.click();
    // Captured once the confirm delay has passed: the buttons as a person acts on them.
    await whenDialogActive(page.getByRole('alertdialog').or(page.getByRole('dialog')).first());
    await settled(page);
  };

/** Every dialog my parking opens. */
export const MY_PARKING_SCREENS: Screen[] = [
  { name: 'se-my-parking', path: '/se/my-parking' },
  ...(
    [
      ['delete-vehicle', (page) => row(page, 'Mina fordon', 'MLB 84C').getByRole('button')],
      ['vehicle-in-permit', (page) => row(page, 'Mina fordon', 'ABC 123').getByRole('button')],
      ['demote-yourself', (page) => row(page, 'Administratörer', 'Anna Lindqvist').getByRole('button')],
      ['demote-admin', (page) => row(page, 'Administratörer', 'Erik Johansson').getByRole('button')],
      ['delete-customer', (page) => row(page, 'Kunder', 'Maria Nilsson').getByRole('button')],
      [
        'approve-order',
        (page) => row(page, 'Preliminära beställningar', 'SO-4101').getByRole('button', { name: /Godkänn/ }),
      ],
      [
        'decline-order',
        (page) => row(page, 'Preliminära beställningar', 'SO-4101').getByRole('button', { name: /Avböj/ }),
      ],
      ['terminate-contract', (page) => row(page, 'Avtal', 'Löpande').first().getByRole('button')],
      ['facility-terms', (page) => page.getByRole('button', { name: 'Boka parkering' })],
    ] as [string, (page: Page) => Locator][]
  ).map(([name, trigger]) => ({
    name: `se-my-parking-${name}`,
    path: '/se/my-parking',
    state: dialogOf(trigger),
  })),
];
