import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ArrivalKit, type ArrivalKitProps } from './ArrivalKit';

const TEXTS = {
  heading: 'Arrival',
  directions: 'Directions',
  access: 'Getting in',
  openingHours: 'Opening hours',
  instructions: 'Driving instructions',
  more: 'More about arriving',
};

const kit = (props: Partial<ArrivalKitProps>) =>
  render(
    <ArrivalKit
      facilityName="Garage Nord"
      address="Testgatan 1, Stockholm"
      directions="https://maps.example/?q=59,18"
      texts={TEXTS}
      variant="block"
      {...props}
    />,
  ).container.querySelector('section') as HTMLElement;

describe('the arrival kit', () => {
  test('a block is a region named by its heading, with the address and a Directions link', () => {
    kit({ facts: ['Max height 2.1 m', 'Indoors'], access: 'Show your key tag.' });
    const region = screen.getByRole('region', { name: 'Arrival' });
    expect(region.className).toBe('np-arrival np-arrival--block');
    expect(within(region).getByText('Testgatan 1, Stockholm')).toBeTruthy();
    const link = within(region).getByRole('link', { name: /^Directions\s*: Garage Nord$/ });
    expect(link.className).toBe('np-arrival__directions');
    expect(link.getAttribute('href')).toBe('https://maps.example/?q=59,18');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Max height 2.1 m', 'Indoors']);
    expect(within(region).getByRole('heading', { name: 'Getting in', level: 4 })).toBeTruthy();
    expect(within(region).getByText('Show your key tag.').tagName).toBe('P');
  });

  test('no link without directions, and nothing for facts or access it is not given', () => {
    const section = kit({ directions: null, access: '' });
    expect(within(section).queryByRole('link')).toBeNull();
    expect(within(section).queryByRole('list')).toBeNull();
    expect(within(section).queryByRole('heading', { name: 'Getting in' })).toBeNull();
  });

  test("a section of the details: not a region, the panel's heading, a button link, the ways in listed", () => {
    const section = kit({
      variant: 'section',
      className: 'np-facility-info__section',
      headingClassName: 'np-facility-info__heading',
      access: ['By number plate', 'With a key tag'],
    });
    expect(section.className).toBe('np-arrival np-arrival--section np-facility-info__section');
    expect(section.hasAttribute('aria-labelledby')).toBe(false);
    expect(within(section).getByRole('heading', { name: 'Arrival', level: 3 }).className).toBe(
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
    expect(screen.getByRole('region', { name: 'Arrival' })).toBe(section);
    expect(within(section).getByRole('heading', { name: 'Arrival' }).className).toBe('np-visually-hidden');
    const more = section.querySelector('details') as HTMLDetailsElement;
    expect(more.querySelector('summary')?.textContent).toBe('More about arriving');
    expect(within(more).getByText('Always open')).toBeTruthy();
    expect(within(more).getByText('Turn left')).toBeTruthy();
  });

  test('a block shows the longer texts under their headings, no disclosure', () => {
    const section = kit({ openingHours: 'Always open', instructions: '' });
    expect(section.querySelector('details')).toBeNull();
    expect(within(section).getByRole('heading', { name: 'Opening hours', level: 4 })).toBeTruthy();
    expect(within(section).queryByRole('heading', { name: 'Driving instructions' })).toBeNull();
  });
});
