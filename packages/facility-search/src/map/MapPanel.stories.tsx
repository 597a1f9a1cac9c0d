import { createTranslator, type Facility, type SearchLocation } from '@nordpark/core';
import { facilities } from '@nordpark/fixtures';
import { storyConfig } from '@nordpark/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TranslateProvider } from '../messages/TranslateContext';
import { type SearchServices, SearchServicesProvider } from '../services/SearchServicesContext';
import { createSearchStore } from '../store/createSearchStore';
import { SearchStoreProvider } from '../store/SearchStoreContext';
import { facilitySearchMessages } from '../testing/messages';
import { testSettings } from '../testing/testStore';
import { MapPanel } from './MapPanel';
import '@nordpark/facility-search/styles.css';

// The map over the fixtures' Stockholm facilities, without tiles (stories never reach the
// network: an empty tileUrl turns tiles off) and without an API (loads answer from memory).

const STOCKHOLM = facilities.filter((f) => f.Address.City === 'Stockholm');
const CENTRE: SearchLocation = {
  lat: 59.3326,
  lng: 18.0649,
  source: 'place',
  address: 'Sergels torg, Stockholm',
};
const config = storyConfig({ language: 'en', map: { tileUrl: '' } });
const services = { config } as SearchServices;

interface MapStoryProps {
  facilities: Facility[];
  location: SearchLocation;
  selectedUid?: string;
  fullscreen?: boolean;
}

function MapStory({ facilities: loaded, location, selectedUid, fullscreen = false }: MapStoryProps) {
  const [store] = useState(() => {
    const created = createSearchStore(testSettings(), {
      loadNearby: async () => ({ facilities: loaded, aborted: false, failed: false }),
      history: { currentQuery: () => '', push: () => undefined, replace: () => undefined },
      memory: { saveLocation: () => undefined, saveDate: () => undefined, saveUntil: () => undefined },
    });
    created.setState({ status: 'done', location, lastLoadCentre: location, facilities: loaded });
    created.setState({ selectedUid: selectedUid ?? null, fullscreen });
    return created;
  });
  const [t] = useState(() => createTranslator(facilitySearchMessages, 'en'));
  return (
    <SearchServicesProvider value={services}>
      <SearchStoreProvider store={store}>
        <TranslateProvider value={t}>
          <div className={`np-search np-search--desktop${fullscreen ? ' np-search--fullscreen' : ''}`}>
            <div className="np-search__map">
              <MapPanel />
            </div>
          </div>
        </TranslateProvider>
      </SearchStoreProvider>
    </SearchServicesProvider>
  );
}

const meta = {
  title: 'facility-search/Map',
  component: MapStory,
  args: { facilities: STOCKHOLM, location: CENTRE },
} satisfies Meta<typeof MapStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A searched address (zoom 15): markers near it, clusters further out. */
export const Markers: Story = {};

/** A city default (zoom 10): everything clustered (MAP-05, MAP-08). */
export const Clustered: Story = {
  args: { location: { lat: 59.3293, lng: 18.0686, source: 'default', name: 'Stockholm' } },
};

/** A marker selected: the selected icon and the info window (MAP-12, MAP-14). */
export const MarkerSelected: Story = {
  args: { selectedUid: STOCKHOLM[0]?.Uid ?? '' },
};

/** Nothing found around the location: an empty map, controls still there. */
export const Empty: Story = { args: { facilities: [] } };

/** Full screen with its way back (MAP-21); the page root is scroll-locked meanwhile. */
export const Fullscreen: Story = { args: { fullscreen: true } };
