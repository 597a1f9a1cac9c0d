import { storyConfig } from '@nordpark/ui/testing';
import { act, render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FacilitySearch } from './FacilitySearch';
import { fakeServices } from './testing/TestProviders';
import { createTestSearchStore } from './testing/testStore';

const services = fakeServices();

afterEach(() => document.body.classList.remove('facilitysearchpage'));

async function renderSearch(
  props: Parameters<typeof FacilitySearch>[0]['props'],
  pageType?: 'customerservice',
) {
  const { store } = createTestSearchStore({ variant: props.variant, ...(pageType ? { pageType } : {}) });
  // The island's texts load as a chunk of their own, so it suspends once: act must be awaited.
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <StrictMode>
        <FacilitySearch config={storyConfig()} props={props} services={services} store={store} />
      </StrictMode>,
    );
  });
  if (!view) throw new Error('not rendered');
  return view;
}

describe('FacilitySearch', () => {
  it('CFG-01 adds the facilitysearchpage class to the body and removes only what it added', async () => {
    const view = await renderSearch({ variant: 'advanced' });
    await waitFor(() => expect(document.body.classList.contains('facilitysearchpage')).toBe(true));
    view.unmount();
    expect(document.body.classList.contains('facilitysearchpage')).toBe(false);

    document.body.classList.add('facilitysearchpage');
    (await renderSearch({ variant: 'advanced' })).unmount();
    expect(document.body.classList.contains('facilitysearchpage')).toBe(true);
  });

  it('SRCH-12, SRCH-13: page type customerservice gives the customer-service layout, waiting for a name', async () => {
    const { container } = await renderSearch(
      { variant: 'advanced', pageType: 'customerservice' },
      'customerservice',
    );
    // The island's texts are a chunk of their own: the layout renders once they are there.
    await waitFor(() => expect(container.querySelector('.np-search')).not.toBeNull());
    expect(container.querySelector('.np-search')?.classList.contains('np-search--customerservice')).toBe(
      true,
    );
    expect(container.querySelector<HTMLElement>('.np-search__status')?.dataset.status).toBe('waiting');
  });

  it('marks the variant on the frame', async () => {
    const { container } = await renderSearch({ variant: 'simple' });
    await waitFor(() => expect(container.querySelector('.np-search--simple')).not.toBeNull());
  });
});
