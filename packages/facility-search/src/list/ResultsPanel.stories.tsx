import { defaultFilterSelection, type Facility } from '@nordpark/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SearchState } from '../store/searchState';
import { failed, fakeApi, fakeServices, TestProviders } from '../testing/TestProviders';
import { facilitiesIn, storeInState } from '../testing/testStore';
import type { DetailsTab } from './FacilityDetails';
import { ResultsPanel } from './ResultsPanel';
import '@nordpark/facility-search/styles.css';

// The results list in each of its states, over fixture facilities and fake services (no
// network). Expanded stories open the first item on one tab.

interface StoryArgs {
  state: Partial<SearchState>;
  initialTab?: DetailsTab;
  api?: ReturnType<typeof fakeApi>;
}

function ResultsStory({ state, initialTab, api }: StoryArgs) {
  const [store] = useState(() => storeInState(state));
  const [services] = useState(() => fakeServices(api));
  return (
    <TestProviders store={store} services={services}>
      <div className="np-search">
        <ResultsPanel {...(initialTab ? { initialTab } : {})} />
      </div>
    </TestProviders>
  );
}

const meta = {
  title: 'facility-search/ResultsPanel',
  component: ResultsStory,
  // The item details (and DOMPurify behind the price list) are lazy chunks: loaded before the
  // story renders, so an expanded story shows its tab at once rather than a placeholder first.
  loaders: [() => Promise.all([import('./FacilityDetails'), import('dompurify')])],
} satisfies Meta<typeof ResultsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const stockholm = facilitiesIn('Stockholm', 25);
const never = () => new Promise<never>(() => {});
const withWaitingList = (facility: Facility): Facility => ({
  ...facility,
  HasWaitingList: true,
  WaitingListUrl: `/se/kolista?fId=${facility.Uid}`,
  Availability: 0,
});

/** SRCH-36: the facilities are loading. */
export const Loading: Story = { args: { state: { status: 'loading' } } };

/** SRCH-38, SRCH-39: the first 10 of 25 results, with show-more (advanced: price box, details). */
export const Results: Story = { args: { state: { facilities: stockholm } } };

/** SRCH-17: the simple variant has no price box and no details. */
export const ResultsSimple: Story = {
  args: { state: { variant: 'simple', filters: defaultFilterSelection('simple'), facilities: stockholm } },
};

/** The second item selected (on the map or with "show on map"). */
export const Selected: Story = {
  args: { state: { facilities: stockholm, selectedUid: stockholm[1]?.Uid ?? null } },
};

/** ERR-24: nothing found. */
export const Empty: Story = { args: { state: { facilities: [] } } };

/** SRCH-14: customer-service mode before a name is given. */
export const Waiting: Story = { args: { state: { status: 'waiting', pageType: 'customerservice' } } };

/** SRCH-43: an expanded item on the info tab. */
export const ExpandedInfo: Story = {
  args: { state: { facilities: stockholm.slice(0, 3) }, initialTab: 'info' },
};

/** SRCH-44: the pricelist tab with the server's fragment. */
export const ExpandedPriceList: Story = {
  args: { state: { facilities: stockholm.slice(0, 3) }, initialTab: 'pricelist' },
};

/** The pricelist tab while its fragment loads. */
export const PriceListLoading: Story = {
  args: {
    state: { facilities: stockholm.slice(0, 3) },
    initialTab: 'pricelist',
    api: fakeApi({ getPricesProductsPartial: never }),
  },
};

/** The pricelist tab when its fragment could not be loaded. */
export const PriceListError: Story = {
  args: {
    state: { facilities: stockholm.slice(0, 3) },
    initialTab: 'pricelist',
    api: fakeApi({ getPricesProductsPartial: async () => failed() }),
  },
};

/** SRCH-45: the offers tab: products, promotions, price changes, campaigns. */
export const ExpandedOffers: Story = {
  args: { state: { facilities: stockholm.slice(0, 3) }, initialTab: 'offers' },
};

/** SRCH-03, SRCH-04: a full facility with its waiting list. */
export const WaitingListItem: Story = {
  args: { state: { facilities: stockholm.slice(0, 2).map(withWaitingList) } },
};
