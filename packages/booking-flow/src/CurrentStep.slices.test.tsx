// Issue 17: the facility's arrival (a store update, rendered synchronously) does not render the
// first step's cards in its own task: its render keeps the skeleton and the cards follow in
// React's background render. Rendered outside `act`, which would flush that work at once.

import { renderOutsideAct } from '@nordpark/ui/testing';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { CurrentStep } from './CurrentStep';
import { BookingStoreProvider } from './store/BookingStoreContext';
import { bookingTranslator } from './testing/messages';
import { settlePrefetchedSteps } from './testing/prefetchedSteps';
import { CONFIG, FACILITY, testStore } from './testing/testStore';

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

test("the facility's own render keeps the skeleton; the product cards follow in the background", async () => {
  const { store } = testStore();
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
  const radios = () => container.querySelectorAll('input[type="radio"]').length;
  expect(radios()).toBe(0);
  flushSync(() => store.setState({ facility: FACILITY }));
  expect(radios()).toBe(0);
  const products = FACILITY.Products?.length ?? 0;
  expect(products).toBeGreaterThan(0);
  await vi.waitFor(() => expect(radios()).toBe(products));
});
