import {
  type CalendarDate,
  type CountryCode,
  currentCampaigns,
  type Facility,
  type Language,
} from '@nordpark/core';
import { useState } from 'react';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchStore } from '../store/SearchStoreContext';
import { FacilityTabs } from './FacilityTabs';
import { InfoPanel } from './InfoPanel';
import { OffersPanel } from './OffersPanel';
import { PriceListPanel } from './PriceListPanel';
import { useOffers } from './useOffers';
import { usePriceList } from './usePriceList';

export type DetailsTab = 'info' | 'pricelist' | 'offers';

export interface FacilityDetailsProps {
  facility: Facility;
  id: string;
  country: CountryCode;
  language: Language;
  today: CalendarDate;
  pageUrl: string;
  /** The tab open at first; stories show each tab with it. */
  initialTab?: DetailsTab;
}

/**
 * An expanded list item (SRCH-42, SRCH-43): the three tabs, and the fetching of the two that
 * come from the server. Each is fetched the first time its tab opens and kept while the item
 * stays expanded; collapsing the item unmounts this and aborts what is still running.
 */
export function FacilityDetails({
  facility,
  id,
  country,
  language,
  today,
  pageUrl,
  initialTab = 'info',
}: FacilityDetailsProps) {
  const t = useTranslate();
  const date = useSearchStore((s) => s.date);
  const [tab, setTab] = useState<DetailsTab>(initialTab);
  const [opened, setOpened] = useState<ReadonlySet<DetailsTab>>(() => new Set([initialTab]));
  const { priceList, retry: retryPriceList } = usePriceList(facility.Uid, date, opened.has('pricelist'));
  const { offers, retry: retryOffers } = useOffers(facility.Uid, date, opened.has('offers'));

  const select = (next: DetailsTab) => {
    setTab(next);
    setOpened((previous) => (previous.has(next) ? previous : new Set([...previous, next])));
  };

  return (
    <div id={id} className="np-facility__details">
      <FacilityTabs
        idPrefix={id}
        label={t('search.list.tabs.label', { name: facility.Name })}
        active={tab}
        onSelect={select}
        tabs={[
          {
            id: 'info',
            label: t('search.list.tab.info'),
            panel: <InfoPanel facility={facility} language={language} />,
          },
          {
            id: 'pricelist',
            label: t('search.list.tab.pricelist'),
            panel: <PriceListPanel priceList={priceList} onRetry={retryPriceList} />,
          },
          {
            id: 'offers',
            label: t('search.list.tab.offers'),
            panel: (
              <OffersPanel
                offers={offers}
                onRetry={retryOffers}
                campaigns={currentCampaigns(facility.Campaigns, today)}
                today={today}
                country={facility.Country ?? country}
                language={language}
                pageUrl={pageUrl}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
