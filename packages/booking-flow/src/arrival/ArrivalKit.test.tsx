import { LANGUAGES } from '@nordpark/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { BookingTextsProvider } from '../messages/BookingTexts';
import { bookingMessages, bookingTranslator } from '../testing/messages';
import { CONFIG, FACILITY } from '../testing/testStore';
import { ArrivalKit } from './ArrivalKit';

// The flow's kit in each page language: @nordpark/ui's kit with the flow's texts.
describe("the booking's arrival kit", () => {
  test.each(LANGUAGES)(
    'in %s: its heading names the region, its Directions link names the facility',
    (language) => {
      const config = { ...CONFIG, language };
      const texts = bookingMessages[language];
      render(
        <BookingTextsProvider t={bookingTranslator(config)}>
          <ArrivalKit facility={FACILITY} choice={{}} config={config} />
        </BookingTextsProvider>,
      );
      const kit = screen.getByRole('region', { name: texts['booking.arrival.heading'] });
      const link = within(kit).getByRole('link', {
        name: new RegExp(`^${texts['booking.arrival.directions']}\\s*: ${FACILITY.Name}$`),
      });
      expect(link.getAttribute('href')).toBe(
        'https://www.google.com/maps/dir/?api=1&destination=59.3293,18.0686',
      );
    },
  );
});
