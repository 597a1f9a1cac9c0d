import type { PlacesProvider } from '@nordpark/api/search';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import type { SearchSettings, SearchStatus } from '../store/searchState';
import { ok } from '../testing/fakePlaces';
import { fakeServices, TestProviders } from '../testing/TestProviders';
import { createTestSearchStore } from '../testing/testStore';
import { SearchBar } from './SearchBar';
import '@nordpark/facility-search/styles.css';

// The search bar in its states, over the fixtures' gazetteer (no network). Stories that show
// typed text type it the way a visitor does, so the real debounce and lookup run.

interface StoryArgs {
  settings?: Partial<SearchSettings>;
  status?: SearchStatus;
  query?: string;
  /** Typed into the box after mounting. */
  typed?: string;
  places?: PlacesProvider;
}

const noPlaces: PlacesProvider = {
  suggest: async () => ok([]),
  details: async () => ({
    ok: false,
    status: 500,
    info: 'Internal server error.',
    url: '/places',
    errorMessage: null,
    reason: 'server',
    aborted: false,
  }),
};

function typeInto(input: HTMLInputElement, text: string): void {
  // React listens for the input event and reads the value through the native setter.
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  input.focus();
  setValue?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The island frame's classes, which the bar's layout (customer-service width) hangs on. */
function frameClass(settings: Partial<SearchSettings> = {}): string {
  const classes = ['np-search', `np-search--${settings.variant ?? 'advanced'}`];
  if (settings.pageType === 'customerservice') classes.push('np-search--customerservice');
  return classes.join(' ');
}

function SearchBarStory({ settings, status = 'done', query = '', typed, places }: StoryArgs) {
  const [area] = useState(() => {
    const created = createTestSearchStore(settings);
    created.store.setState({ status, query });
    return created;
  });
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const input = root.current?.querySelector<HTMLInputElement>('input[role="combobox"]');
    if (input && typed) typeInto(input, typed);
  }, [typed]);
  return (
    <div ref={root} style={{ minHeight: '22rem' }}>
      <TestProviders store={area.store} services={fakeServices(undefined, undefined, places)}>
        <div className={frameClass(settings)}>
          <div className="np-search__controls">
            <SearchBar />
          </div>
        </div>
      </TestProviders>
    </div>
  );
}

const meta = {
  title: 'facility-search/SearchBar',
  component: SearchBarStory,
} satisfies Meta<typeof SearchBarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the search button is disabled (SRCH-24). */
export const Empty: Story = {};

/** Typing "Sto" lists up to five places once the debounce has passed (SRCH-26, SRCH-27). */
export const TypingWithSuggestions: Story = { args: { typed: 'Sto' } };

/** No place matches: the no-results message shows and is announced (ERR-23). */
export const NoResults: Story = { args: { typed: 'Xyz', places: noPlaces } };

/** A load is running: the search button waits (SRCH-25). */
export const Loading: Story = { args: { status: 'loading', query: 'Stockholm' } };

/** The simple variant: no date (SRCH-16). */
export const Simple: Story = { args: { settings: { variant: 'simple' }, query: 'Göteborg' } };

/** Customer-service mode: the wider layout (SRCH-13); nothing loads before a search (SRCH-14). */
export const CustomerService: Story = {
  args: { settings: { pageType: 'customerservice' }, status: 'waiting' },
};
