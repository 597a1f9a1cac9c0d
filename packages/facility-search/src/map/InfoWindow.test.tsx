import { fixtureFacility } from '@nordpark/fixtures/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { InEnglish } from '../testing/TestProviders';
import { InfoWindow, type InfoWindowProps } from './InfoWindow';

function renderInfo(over: Partial<InfoWindowProps> = {}) {
  const onClose = vi.fn();
  const props: InfoWindowProps = {
    facility: fixtureFacility(0),
    bookingflowPage: '/se/booking/',
    country: 'se',
    language: 'en',
    takeFocus: false,
    onClose,
    ...over,
  };
  render(
    <InEnglish>
      <InfoWindow {...props} />
    </InEnglish>,
  );
  return { onClose, facility: props.facility };
}

describe('InfoWindow', () => {
  test('MAP-14 shows name, address, availability, the from-price and the two links', () => {
    const facility = fixtureFacility(0, {
      Name: 'Garage Nord',
      Url: '/se/parkering/stockholm/garage-nord',
      Availability: 3,
      Address: {
        ...fixtureFacility(0).Address,
        Street: 'Sveavägen',
        Number: '12',
        PostCode: '111 57',
        City: 'Stockholm',
      },
      Products: [{ ...fixtureFacility(0).Products?.[0], MonthlyPrice: 1450 } as never],
    });
    renderInfo({ facility });
    const dialog = screen.getByRole('dialog', { name: 'Garage Nord' });
    expect(dialog.textContent).toContain('Sveavägen 12, 111 57 Stockholm');
    // The list badge's words (availability capitalised alike everywhere).
    expect(dialog.textContent).toContain('Few spaces left');
    expect(dialog.textContent).toMatch(/From SEK\s?1,450 per month/);
    expect(screen.getByRole('link', { name: 'About the facility' }).getAttribute('href')).toBe(
      `${window.location.origin}/se/parkering/stockholm/garage-nord`,
    );
    expect(screen.getByRole('link', { name: 'Book parking' }).getAttribute('href')).toBe(
      `/se/booking/?fId=${facility.Uid}&t=1`,
    );
  });

  test('MAP-14 server text is text and an unsafe Url gives no facility link', () => {
    for (const Url of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,<b>x</b>']) {
      document.body.replaceChildren();
      renderInfo({ facility: fixtureFacility(1, { Name: '<img src=x onerror=alert(1)>', Url }) });
      expect(screen.queryByRole('link', { name: 'About the facility' })).toBeNull();
      expect(document.querySelector('.np-map-info img')).toBeNull();
      expect(screen.getByRole('heading').textContent).toBe('<img src=x onerror=alert(1)>');
    }
  });

  test('MAP-14 opened from the keyboard, the window takes focus; otherwise focus stays', () => {
    renderInfo({ takeFocus: true });
    expect(document.activeElement).toBe(screen.getByRole('heading'));
    document.body.replaceChildren();
    const before = document.activeElement;
    renderInfo({ takeFocus: false });
    expect(document.activeElement).toBe(before);
  });

  test('MAP-14 Escape and the close button close it; Escape is used up so full screen stays', () => {
    const { onClose } = renderInfo();
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    fireEvent.keyDown(screen.getByRole('heading'), { key: 'Escape' });
    document.removeEventListener('keydown', outer);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  test('no price box when nothing is priced', () => {
    renderInfo({ facility: fixtureFacility(2, { Products: [] }) });
    expect(document.querySelector('.np-map-info__price')).toBeNull();
  });
});

describe('InfoWindow: the stay and the vehicle', () => {
  test('it shows what it is given of the stay and the fit, and Book goes where the stay says', () => {
    renderInfo({
      details: <p>Your stay (11–14 Dec): from SEK 400 — Flexparkering</p>,
      bookHref: '/se/booking/?fId=f1&t=1&product=P-flex&date=2026-12-11&until=2026-12-14',
    });
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Your stay (11–14 Dec): from SEK 400 — Flexparkering');
    expect(screen.getByRole('link', { name: 'Book parking' }).getAttribute('href')).toBe(
      '/se/booking/?fId=f1&t=1&product=P-flex&date=2026-12-11&until=2026-12-14',
    );
  });
});

describe('InfoWindow: the arrival kit', () => {
  test('the address has a Directions link to the facility’s coordinates', () => {
    const base = fixtureFacility(2);
    const [lng, lat] = [18.0512, 59.3169];
    const facility = {
      ...base,
      Address: { ...base.Address, Marker: { Coordinates: [lng, lat] as [number, number] } },
    };
    renderInfo({ facility });
    // happy-dom spaces the visually hidden part off: the name is “Directions : <facility>” here.
    const link = screen.getByRole('link', { name: new RegExp(`^Directions\\s?: ${facility.Name}$`) });
    const href = decodeURIComponent(link.getAttribute('href') ?? '');
    expect(href).toContain(String(lat));
    expect(href).toContain(String(lng));
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  test('how to get in: the camera reading the plate, or the season ticket’s devices', () => {
    const base = fixtureFacility(3);
    const product = base.Products?.[0];
    if (!product) throw new Error('the fixture facility has no product');
    renderInfo({
      facility: {
        ...base,
        Products: [
          {
            ...product,
            ProcessType: 'SeasonTicket',
            AccessDevices: [{ ...product.AccessDevices[0], Text: 'Tag' } as never],
          },
        ],
      },
    });
    expect(screen.getByRole('dialog').textContent).toContain('With a season ticket: tag.');
  });
});

describe('InfoWindow: what a driver decides from the map', () => {
  const withHeight = (height: number) => {
    const base = fixtureFacility(4);
    return {
      ...base,
      Info: { ...base.Info, MaxVehicleHeight: height },
      FacilityInfo: { ...base.FacilityInfo, MaxVehicleHeight: height },
    } as typeof base;
  };

  test('the entry height, as the list writes it; no limit said as much', () => {
    renderInfo({ facility: withHeight(210) });
    expect(screen.getByRole('dialog').textContent).toMatch(/Max height 2\.1\s?m/);
    document.body.replaceChildren();
    renderInfo({ facility: withHeight(0) });
    expect(screen.getByRole('dialog').textContent).toContain('No height limit');
  });

  test('the driving instructions are there, collapsed until asked for, as text', () => {
    const facility = fixtureFacility(5, {
      DrivingInstructions: 'Turn right at <b>Sveavägen</b>.\nThe entrance is on the left.',
    });
    renderInfo({ facility });
    const summary = screen.getByText('Driving instructions');
    const disclosure = summary.closest('details');
    expect(disclosure?.open).toBe(false);
    expect(disclosure?.textContent).toContain('Turn right at Sveavägen.');
    expect(disclosure?.querySelector('b')).toBeNull();
    fireEvent.click(summary);
    expect(disclosure?.open).toBe(true);
  });

  test('no disclosure when the facility has no driving instructions', () => {
    renderInfo({ facility: fixtureFacility(5, { DrivingInstructions: '' }) });
    expect(screen.queryByText('Driving instructions')).toBeNull();
  });
});
