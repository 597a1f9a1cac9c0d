import { storyConfig } from '@nordpark/ui';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FacilitySearch } from './FacilitySearch';
import type { SearchServices } from './services/SearchServicesContext';
import { createTestSearchStore } from './store/testStore';

const services: SearchServices = {
  config: storyConfig(),
  api: {
    getNearbyFacilities: async () => ({
      ok: true,
      status: 200,
      info: 'OK',
      body: [],
      errorMessage: '',
      facilities: [],
    }),
    getPricesProductsPartial: async () => ({ ok: true, status: 200, info: 'OK', body: '', errorMessage: '' }),
    getProducts: async () => ({ ok: true, status: 200, info: 'OK', body: { Places: [] }, errorMessage: '' }),
    registerForNotifications: async () => ({ ok: true, status: 200, info: 'OK', body: {}, errorMessage: '' }),
  } as unknown as SearchServices['api'],
  places: {
    suggest: async () => ({ ok: true, status: 200, info: 'OK', body: [], errorMessage: '' }),
    details: async () => ({ ok: false, status: 404, info: 'Endpoint not found.', errorMessage: '' }),
  } as unknown as SearchServices['places'],
};

afterEach(() => document.body.classList.remove('facilitysearchpage'));

function renderSearch(props: Parameters<typeof FacilitySearch>[0]['props'], pageType?: 'customerservice') {
  const { store } = createTestSearchStore({ variant: props.variant, ...(pageType ? { pageType } : {}) });
  return render(
    <StrictMode>
      <FacilitySearch config={storyConfig()} props={props} services={services} store={store} />
    </StrictMode>,
  );
}

describe('FacilitySearch', () => {
  it('adds the facilitysearchpage class to the body and removes only what it added', () => {
    const view = renderSearch({ variant: 'advanced' });
    expect(document.body.classList.contains('facilitysearchpage')).toBe(true);
    view.unmount();
    expect(document.body.classList.contains('facilitysearchpage')).toBe(false);

    document.body.classList.add('facilitysearchpage');
    renderSearch({ variant: 'advanced' }).unmount();
    expect(document.body.classList.contains('facilitysearchpage')).toBe(true);
  });

  it('SRCH-12, SRCH-13: page type customerservice gives the customer-service layout, waiting for a name', () => {
    const { container } = renderSearch(
      { variant: 'advanced', pageType: 'customerservice' },
      'customerservice',
    );
    expect(container.querySelector('.np-search')?.classList.contains('np-search--customerservice')).toBe(
      true,
    );
    expect(container.querySelector<HTMLElement>('.np-search__status')?.dataset.status).toBe('waiting');
  });

  it('marks the variant on the frame', () => {
    const { container } = renderSearch({ variant: 'simple' });
    expect(container.querySelector('.np-search--simple')).not.toBeNull();
  });
});
