// Issue 17: choosing a product is one click's work on a phone. The click's own render checks
// the radio and re-renders only the cards whose radio changed; the order summary follows in
// React's background render. Rendered outside `act`, which would flush that work at once.

import { renderOutsideAct } from '@nordpark/ui/testing';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { CurrentStep } from '../CurrentStep';
import { BookingStoreProvider } from '../store/BookingStoreContext';
import { bookingTranslator } from '../testing/messages';
import { settlePrefetchedSteps } from '../testing/prefetchedSteps';
import { CONFIG, FACILITY, testStore } from '../testing/testStore';

// Each card says whether its product can be booked (statusText) once per render of the card.
const statusTexts = vi.hoisted(() => ({ count: 0 }));
vi.mock('../productStatus', async (original) => {
  const actual = await original<typeof import('../productStatus')>();
  return {
    ...actual,
    statusText: (...args: Parameters<typeof actual.statusText>) => {
      statusTexts.count++;
      return actual.statusText(...args);
    },
  };
});

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

async function renderProductStep() {
  const { store } = testStore();
  store.setState({ facility: FACILITY });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const mounted = root;
  flushSync(() =>
    mounted.render(
      <BookingStoreProvider store={store} config={CONFIG} t={bookingTranslator(CONFIG)}>
        <CurrentStep />
      </BookingStoreProvider>,
    ),
  );
  const radios = () => [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  const products = FACILITY.Products?.length ?? 0;
  expect(products).toBeGreaterThan(2);
  await vi.waitFor(() => expect(radios()).toHaveLength(products));
  return { store, container, radios };
}

test('choosing a product re-renders the card it checked, not every card', async () => {
  const { store, radios } = await renderProductStep();
  const first = radios().find((radio) => !radio.disabled) as HTMLInputElement;
  statusTexts.count = 0;
  flushSync(() => store.getState().choose({ productId: first.value }));
  expect(first.checked).toBe(true);
  expect(statusTexts.count).toBe(1);
});

test("the choice's own render checks the radio; the order summary follows in the background", async () => {
  const { store, container, radios } = await renderProductStep();
  const first = radios().find((radio) => !radio.disabled) as HTMLInputElement;
  const product = FACILITY.Products?.find((item) => item.Id === first.value);
  const summary = () => container.querySelector('.np-order') as HTMLElement;
  expect(summary().querySelector('.np-order__empty')).not.toBeNull();
  flushSync(() => store.getState().choose({ productId: first.value }));
  expect(first.checked).toBe(true);
  expect(summary().querySelector('.np-order__empty')).not.toBeNull();
  await vi.waitFor(() => expect(summary().querySelector('.np-order__empty')).toBeNull());
  expect(summary().textContent).toContain(product?.Text);
});
