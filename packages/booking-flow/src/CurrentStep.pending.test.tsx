// A step change keeps the step left behind on screen until the next one renders. When
// the next step's code is still on its way (a slow network), the step left behind stays, busy
// and inert (no choice in it can change any more), until that code arrives.

import { patiently, renderOutsideAct } from '@nordpark/ui/testing';
import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { mountCurrentStep } from './testing/mountCurrentStep';
import { settlePrefetchedSteps } from './testing/prefetchedSteps';
import { FACILITY, testStore } from './testing/testStore';

// The dates step's module arrives only when the test lets it.
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
});
vi.mock('./steps/DatesStep', async (original) => {
  await gate.opened;
  return original();
});

let restoreAct: () => void;
let root: Root | undefined;
beforeAll(() => {
  restoreAct = renderOutsideAct();
});
afterAll(async () => {
  gate.open();
  restoreAct();
  await settlePrefetchedSteps();
});
afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

test("the step left behind stays, busy and inert, until the next step's code has arrived", async () => {
  const { store } = testStore();
  store.setState({ facility: FACILITY });
  const flow = mountCurrentStep(store);
  root = flow.root;
  await vi.waitFor(() => expect(flow.radios().length).toBeGreaterThan(0), patiently);
  const first = flow.radios().find((radio) => !radio.disabled) as HTMLInputElement;
  flushSync(() => store.getState().choose({ productId: first.value }));

  flushSync(() => store.getState().showStep('dates'));
  const current = () => flow.container.querySelector('.np-booking__current');
  // The code is not there yet: the step left behind stays, busy and inert.
  expect(current()?.getAttribute('aria-busy')).toBe('true');
  expect(current()?.hasAttribute('inert')).toBe(true);
  // A witness root rendered in a transition after the step change: React works through its
  // roots in order, so once the witness shows, the flow's background render of the dates step
  // has had its turn, and found the step's code still on its way.
  const witness = document.createElement('p');
  document.body.append(witness);
  const witnessRoot = createRoot(witness);
  startTransition(() => witnessRoot.render('witness'));
  await vi.waitFor(() => expect(witness.textContent).toBe('witness'), patiently);
  witnessRoot.unmount();
  expect(store.getState().step).toBe('dates');
  expect(first.isConnected).toBe(true);
  expect(current()?.getAttribute('aria-busy')).toBe('true');
  expect(current()?.hasAttribute('inert')).toBe(true);

  gate.open();
  // The code arrives as a module import: on a loaded machine that takes a while.
  await vi.waitFor(() => expect(first.isConnected).toBe(false), patiently);
  expect(current()?.hasAttribute('inert')).toBe(false);
  expect(flow.container.querySelector('.np-booking__heading')?.textContent).not.toBe('');
});
