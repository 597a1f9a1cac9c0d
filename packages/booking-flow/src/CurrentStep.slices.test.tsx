// A step change keeps the step left behind, busy and inert, until the next one replaces it, and
// nothing on it moves the flow on meanwhile. Rendered outside `act`, which would flush that work
// at once. (How short each click's own task is, is the bench's: `booking: product choice` and
// `booking: step change`, and the ledger in docs/performance.md.)

import { patiently, renderOutsideAct } from '@nordpark/ui/testing';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { BookingStore } from './store/createBookingStore';
import { mountCurrentStep } from './testing/mountCurrentStep';
import { settlePrefetchedSteps } from './testing/prefetchedSteps';
import { FACILITY, testStore } from './testing/testStore';

let restoreAct: () => void;
let root: Root | undefined;
beforeAll(() => {
  restoreAct = renderOutsideAct();
});
afterAll(async () => {
  restoreAct();
  await settlePrefetchedSteps();
});
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
});

function mountFlow(store: BookingStore) {
  const flow = mountCurrentStep(store);
  root = flow.root;
  return flow;
}

const PRODUCTS = FACILITY.Products?.length ?? 0;

/** The product step with its cards rendered, and its first bookable product's radio. */
async function atProductCards() {
  const { store } = testStore();
  store.setState({ facility: FACILITY });
  const flow = mountFlow(store);
  await vi.waitFor(() => expect(flow.radios()).toHaveLength(PRODUCTS), patiently);
  const first = flow.radios().find((radio) => !radio.disabled) as HTMLInputElement;
  return { store, ...flow, first };
}

test("a step change's own render keeps the step left behind, busy and inert; the next step replaces it in the background", async () => {
  const { store, container, first } = await atProductCards();
  flushSync(() => store.getState().choose({ productId: first.value }));
  // The dates step's module is in, as it is once the first step has shown for a moment.
  await settlePrefetchedSteps();
  const current = () => container.querySelector('.np-booking__current');
  const heading = () => container.querySelector('.np-booking__heading')?.textContent;
  const productHeading = heading();
  expect(productHeading).toBeTruthy();

  flushSync(() => store.getState().showStep('dates'));
  // The click's render: the product cards are still there (nothing taken down, no skeleton
  // laid out), busy and inert: no choice in them can change any more.
  expect(store.getState().step).toBe('dates');
  expect(first.isConnected).toBe(true);
  expect(container.querySelector('.np-booking-skeleton')).toBeNull();
  expect(current()?.getAttribute('aria-busy')).toBe('true');
  expect(current()?.hasAttribute('inert')).toBe(true);

  await vi.waitFor(() => expect(heading()).not.toBe(productHeading), patiently);
  expect(first.isConnected).toBe(false);
  expect(current()?.hasAttribute('aria-busy')).toBe(false);
  expect(current()?.hasAttribute('inert')).toBe(false);
});

test('Continue on the step left behind does not move on again from a step not yet seen', async () => {
  const { store, container, first } = await atProductCards();
  flushSync(() => store.getState().choose({ productId: first.value }));
  await settlePrefetchedSteps();
  const next = container.querySelector<HTMLButtonElement>('.np-booking__next');
  flushSync(() => store.getState().showStep('dates'));
  expect(next?.isConnected).toBe(true);
  // The dates step has no dates yet: a Continue that counted would mark them missing.
  next?.click();
  await Promise.resolve();
  expect(store.getState().step).toBe('dates');
  expect(store.getState().fieldErrors).toEqual({});
});
