import { render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { BookingFlow } from './BookingFlow';
import { bookingTranslator } from './testing/messages';
import { settlePrefetchedSteps } from './testing/prefetchedSteps';
import { CONFIG, FACILITY, fakeApi, memoryStorage, TODAY } from './testing/testStore';

afterAll(settlePrefetchedSteps);

// The island started from the search's booking link: product, date and until from
// its props or, without them, from the page's own query for the same facility.
const t = bookingTranslator(CONFIG);

function renderFlow(props: Record<string, unknown>) {
  const storage = memoryStorage();
  render(
    <BookingFlow
      config={CONFIG}
      props={{ fId: FACILITY.Uid, ...props }}
      api={fakeApi().api}
      storage={storage}
      today={TODAY}
      t={t}
      history={false}
    />,
  );
  return storage;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the booking flow from a booking link', () => {
  test("the page's query for this facility starts it on the dates step of the linked product", async () => {
    window.history.replaceState(
      null,
      '',
      '/se/booking/?fId=fac-1&t=1&product=FX&date=2026-12-07&until=2026-12-09',
    );
    renderFlow({});
    await screen.findByRole('heading', { name: 'Välj datum' });
    expect((screen.getByRole('combobox', { name: 'Startdatum' }) as HTMLInputElement).value).not.toBe('');
    expect(screen.getByText('Flexparkering', { exact: false })).toBeTruthy();
  });

  test("another facility's query leaves the flow on the product step", async () => {
    window.history.replaceState(null, '', '/se/booking/?fId=fac-2&product=FX');
    renderFlow({});
    await screen.findByRole('heading', { name: 'Välj parkering' });
    expect(screen.queryByRole('heading', { name: 'Välj datum' })).toBeNull();
  });

  test('the props carry the link too', async () => {
    renderFlow({ product: 'PB', date: '2026-12-07' });
    await screen.findByRole('heading', { name: 'Välj datum' });
  });
});
