import { defaultFilterSelection, type FilterSelection } from '@nordpark/core';
import { facilities } from '@nordpark/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TestProviders } from '../testing/TestProviders';
import { createTestSearchStore } from '../testing/testStore';
import { FilterOverlay } from './FilterOverlay';
import '@nordpark/facility-search/styles.css';

// The filter overlay open over the fixtures' Stockholm facilities, in its main states. The
// overlay edits a draft of the applied filters, so each story applies its filters first.

const STOCKHOLM = facilities.filter((f) => f.Address.City === 'Stockholm');

function FilterOverlayStory({ filters }: { filters?: Partial<FilterSelection> }) {
  const [store] = useState(() => {
    const { store: created } = createTestSearchStore();
    created.setState({ status: 'done', facilities: STOCKHOLM });
    if (filters) created.getState().applyFilters({ ...defaultFilterSelection('advanced'), ...filters });
    return created;
  });
  return (
    <TestProviders store={store}>
      <FilterOverlay onClose={() => undefined} />
    </TestProviders>
  );
}

const meta = {
  title: 'facility-search/FilterOverlay',
  component: FilterOverlayStory,
} satisfies Meta<typeof FilterOverlayStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The advanced default, long-term: disabled and electric charging are unavailable, with the note. */
export const Default: Story = {};

/** Short-term chosen: every service filter is available. */
export const ShortTerm: Story = { args: { filters: { LTP: false, STP: true, electricChargingPoint: true } } };

/** Nothing matches (indoor and outdoor): Apply shows 0 and is disabled (ERR-28, ERR-29). */
export const ZeroMatches: Story = { args: { filters: { Indoor: true, Outdoor: true } } };
