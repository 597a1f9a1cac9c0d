import { entryHeightCm, type Facility, formatHeight, type Language, serverTextToPlain } from '@nordpark/core';
import type { ReactNode } from 'react';
import { useTranslate } from '../messages/TranslateContext';
import { ArrivalKit } from './ArrivalKit';
import { serviceLabel } from './serviceLabel';

/** "07:00–22:00": the first and last of the times the server lists; '' for none. */
function timeRange(times: readonly string[] | undefined): string {
  const list = (times ?? []).filter(Boolean);
  if (list.length === 0) return '';
  const first = list[0] ?? '';
  const last = list[list.length - 1] ?? '';
  return first === last ? first : `${first}–${last}`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="np-facility-info__section">
      <h3 className="np-facility-info__heading">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The info tab (SRCH-43): opening hours, entry and exit times, facility facts, services, the
 * facility's and its zones' notes and the driving instructions, all as text. The server's
 * texts may hold markup: they are reduced to their words (line breaks kept), never parsed
 * into the page and never shown as literal tags.
 */
export function InfoPanel({ facility, language }: { facility: Facility; language: Language }) {
  const t = useTranslate();
  const info = facility.FacilityInfo;
  const slots = facility.GroupedTimeSlots;
  const slotRows = (
    [
      ['search.list.info.inTimes', timeRange(slots?.InTimes)],
      ['search.list.info.outTimes', timeRange(slots?.OutTimes)],
      ['search.list.info.bothDays', timeRange(slots?.BothDays)],
    ] as const
  ).filter(([, range]) => range !== '');
  // The server's notes may hold markup: shown as their words, never as literal tags.
  const notes = [
    ...new Set(
      [facility.FilteredNotes, ...facility.ParkingZones.map((zone) => zone.FilteredNotes)]
        .map(serverTextToPlain)
        .filter((note) => note !== ''),
    ),
  ];
  const height = entryHeightCm(facility);
  return (
    <div className="np-facility-info">
      <ArrivalKit facility={facility} language={language} />
      {facility.LongTermOpeningHours ? (
        <Section title={t('search.list.info.openingHours')}>
          <p className="np-facility-info__text">{serverTextToPlain(facility.LongTermOpeningHours)}</p>
        </Section>
      ) : null}
      {slotRows.length > 0 ? (
        <Section title={t('search.list.info.timeSlots')}>
          <dl className="np-facility-info__list">
            {slotRows.map(([id, range]) => (
              <div key={id}>
                <dt>{t(id)}</dt>
                <dd>{range}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}
      <Section title={t('search.list.facts')}>
        <dl className="np-facility-info__list">
          <div>
            <dt>{t('search.list.info.spots')}</dt>
            <dd>{facility.NumberOfParkingSpots}</dd>
          </div>
          {info?.NumberOfEvChargingSpaces ? (
            <div>
              <dt>{t('search.list.info.evSpaces')}</dt>
              <dd>{info.NumberOfEvChargingSpaces}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('search.list.info.maxHeight')}</dt>
            <dd>{height > 0 ? formatHeight(height, language) : t('search.list.info.noHeightLimit')}</dd>
          </div>
        </dl>
        <p>
          {t(facility.Indoor ? 'search.list.indoor' : 'search.list.outdoor')}
          {facility.Info?.Heated ? `, ${t('search.list.heated').toLowerCase()}` : ''}
        </p>
      </Section>
      {facility.Services.length > 0 ? (
        <Section title={t('search.list.info.services')}>
          <ul>
            {facility.Services.map((service) => (
              <li key={service}>{serviceLabel(t, service)}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      {notes.length > 0 ? (
        <Section title={t('search.list.info.notes')}>
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      {facility.DrivingInstructions ? (
        <Section title={t('search.list.info.drivingInstructions')}>
          <p className="np-facility-info__text">{serverTextToPlain(facility.DrivingInstructions)}</p>
        </Section>
      ) : null}
    </div>
  );
}
