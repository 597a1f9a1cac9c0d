import { directionsUrl, type Language } from '@nordpark/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ArrivalKit, type ArrivalKitProps, type ArrivalKitTexts } from './ArrivalKit';

// The kit's texts as the islands give them, one set per page language.
const TEXTS: Record<Language, ArrivalKitTexts> = {
  sv: {
    heading: 'Så hittar du hit',
    directions: 'Vägbeskrivning',
    access: 'Så kommer du in',
    openingHours: 'Öppettider',
    instructions: 'Körinstruktioner',
    more: 'Öppettider och körinstruktioner',
  },
  nb: {
    heading: 'Slik finner du fram',
    directions: 'Veibeskrivelse',
    access: 'Slik kommer du inn',
    openingHours: 'Åpningstider',
    instructions: 'Kjøreanvisning',
    more: 'Åpningstider og kjøreanvisning',
  },
  fi: {
    heading: 'Näin löydät perille',
    directions: 'Reittiohjeet',
    access: 'Näin pääset sisään',
    openingHours: 'Aukioloajat',
    instructions: 'Ajo-ohjeet',
    more: 'Aukioloajat ja ajo-ohjeet',
  },
  en: {
    heading: 'Getting there',
    directions: 'Directions',
    access: 'How to get in',
    openingHours: 'Opening hours',
    instructions: 'Driving instructions',
    more: 'Opening hours and driving instructions',
  },
};

const PLACE = { lat: 59.3293, lng: 18.0686 };
const ADDRESS = 'Testgatan 1, 111 22 Stockholm';

const kit = (props: Partial<ArrivalKitProps> = {}) =>
  render(
    <ArrivalKit
      facilityName="Garage Nord"
      address={ADDRESS}
      position={PLACE}
      texts={TEXTS.en}
      variant="block"
      {...props}
    />,
  ).container.querySelector('section') as HTMLElement;

/** A phone (a coarse pointer) or not, as the kit asks the page. */
function pointer(coarse: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: coarse && query === '(pointer: coarse)' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the arrival kit', () => {
  test("the Directions link is core's directionsUrl: the maps web page on a desktop, geo: on a phone", () => {
    pointer(false);
    const link = within(kit()).getByRole('link', { name: /^Directions\s*: Garage Nord$/ });
    expect(link.getAttribute('href')).toBe(
      directionsUrl({ ...PLACE, address: ADDRESS }, { template: undefined, phone: false }),
    );
    expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\//);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');

    document.body.innerHTML = '';
    pointer(true);
    const phone = within(kit()).getByRole('link', { name: /^Directions/ });
    expect(phone.getAttribute('href')).toBe(
      directionsUrl({ ...PLACE, address: ADDRESS }, { template: undefined, phone: true }),
    );
    expect(phone.getAttribute('href')).toMatch(/^geo:/);
  });

  test("the page's template fills in; one that makes no http(s) or geo: URL gives no link", () => {
    pointer(false);
    const section = kit({ directionsTemplate: 'https://maps.example/route?to={lat},{lng}&q={address}' });
    expect(within(section).getByRole('link').getAttribute('href')).toBe(
      'https://maps.example/route?to=59.3293,18.0686&q=Testgatan%201%2C%20111%2022%20Stockholm',
    );
    document.body.innerHTML = '';
    const refused = kit({ directionsTemplate: 'javascript:alert({lat})' });
    expect(within(refused).queryByRole('link')).toBeNull();
    expect(within(refused).getByText(ADDRESS)).toBeTruthy();
  });

  test('no position, no link; nothing for facts or access it is not given', () => {
    const section = kit({ position: null, access: '' });
    expect(within(section).queryByRole('link')).toBeNull();
    expect(within(section).queryByRole('list')).toBeNull();
    expect(within(section).queryByRole('heading', { level: 4 })).toBeNull();
  });

  test.each(Object.keys(TEXTS) as Language[])('its texts in %s, each where it belongs', (language) => {
    pointer(false);
    const texts = TEXTS[language];
    kit({ texts, facts: ['2,1 m'], access: 'x', openingHours: '07–22', instructions: 'y' });
    const region = screen.getByRole('region', { name: texts.heading });
    const link = within(region).getByRole('link', {
      name: new RegExp(`^${texts.directions}\\s*: Garage Nord$`),
    });
    expect(link.getAttribute('href')).toMatch(/^https:/);
    expect(
      within(region)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual([texts.access, texts.openingHours, texts.instructions]);
  });

  test('a block is a region named by its heading: the address, the facts as tags, how to get in', () => {
    const section = kit({ facts: ['Max height 2.1 m', 'Indoors'], access: 'Show your key tag.' });
    expect(screen.getByRole('region', { name: 'Getting there' })).toBe(section);
    expect(section.className).toBe('np-arrival np-arrival--block');
    expect(within(section).getByText(ADDRESS)).toBeTruthy();
    expect(within(section).getByRole('link').className).toBe('np-arrival__directions');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Max height 2.1 m', 'Indoors']);
    expect(within(section).getByText('Show your key tag.').tagName).toBe('P');
  });

  test("a section of a facility's details: not a region, the details' heading, a button, the ways in listed", () => {
    const section = kit({
      variant: 'section',
      className: 'np-facility-info__section',
      headingClassName: 'np-facility-info__heading',
      access: ['By number plate', 'With a key tag'],
    });
    expect(section.className).toBe('np-arrival np-arrival--section np-facility-info__section');
    expect(screen.queryByRole('region')).toBeNull();
    expect(within(section).getByRole('heading', { name: 'Getting there', level: 3 }).className).toBe(
      'np-facility-info__heading',
    );
    expect(within(section).getByRole('link').className).toBe('np-button np-arrival__directions');
    const ways = section.querySelector('.np-arrival__access') as HTMLElement;
    expect(
      within(ways)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['By number plate', 'With a key tag']);
  });

  test('compact: the heading for screen readers only, the longer texts behind a disclosure', () => {
    const section = kit({ variant: 'compact', openingHours: 'Always open', instructions: 'Turn left' });
    expect(section.className).toBe('np-arrival np-arrival--block np-arrival--compact');
    expect(screen.getByRole('region', { name: 'Getting there' })).toBe(section);
    expect(within(section).getByRole('heading', { name: 'Getting there' }).className).toBe(
      'np-visually-hidden',
    );
    const more = section.querySelector('details') as HTMLDetailsElement;
    expect(more.querySelector('summary')?.textContent).toBe('Opening hours and driving instructions');
    expect(within(more).getByText('Always open')).toBeTruthy();
    expect(within(more).getByText('Turn left')).toBeTruthy();
  });

  test('a block shows the longer texts under their headings, with no disclosure', () => {
    const section = kit({ openingHours: 'Always open', instructions: '' });
    expect(section.querySelector('details')).toBeNull();
    expect(within(section).getByRole('heading', { name: 'Opening hours', level: 4 })).toBeTruthy();
    expect(within(section).queryByRole('heading', { name: 'Driving instructions' })).toBeNull();
  });
});
