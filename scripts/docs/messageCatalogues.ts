import type { Language } from '@nordpark/core';
import { islandsMessages, islandsRetryMessages } from '@nordpark/islands';
import { bookingMessages } from '../../packages/booking-flow/src/testing/messages';
import { dateFieldMessages } from '../../packages/date-field/src/testing/messages';
import { facilitySearchMessages } from '../../packages/facility-search/src/testing/messages';
import { myParkingMessages } from '../../packages/my-parking/src/messages/all';

/** Every package's UI text catalogue, for docs/texts.md. Add a package's catalogue here when it gets one. */
export const MESSAGE_CATALOGUES: { package: string; messages: Record<Language, Record<string, string>> }[] = [
  {
    package: '@nordpark/islands',
    messages: Object.fromEntries(
      Object.entries(islandsMessages).map(([language, texts]) => [
        language,
        { ...texts, ...islandsRetryMessages[language as Language] },
      ]),
    ) as unknown as Record<Language, Record<string, string>>,
  },
  { package: '@nordpark/date-field', messages: dateFieldMessages },
  { package: '@nordpark/facility-search', messages: facilitySearchMessages },
  { package: '@nordpark/my-parking', messages: myParkingMessages },
  { package: '@nordpark/booking-flow', messages: bookingMessages },
];
