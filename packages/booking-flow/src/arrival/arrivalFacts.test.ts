import { testFacility } from '@nordpark/fixtures/testing';
import { describe, expect, test } from 'vitest';
import { bookingTranslator } from '../testing/messages';
import { CONFIG, PRE_BOOKING, SEASON } from '../testing/testStore';
import { arrivalFacts } from './arrivalFacts';

const t = bookingTranslator(CONFIG);
// Kungsgatan 60C at 59.3326 N, 18.0649 E; an indoor, heated garage 2.10 m high with 12 EV spaces.
const GARAGE = testFacility({
  Name: 'Garage Norr',
  Indoor: true,
  Address: {
    Street: 'Kungsgatan',
    Number: '60C',
    PostCode: '111 47',
    City: 'Stockholm',
    Distance: 0,
    Marker: { Coordinates: [18.0649, 59.3326] },
  },
  FacilityInfo: { NumberOfEvChargingSpaces: 12, MaxVehicleHeight: 210, Indoors: true, Heated: true },
  DrivingInstructions: '<p>Kör in från Kungsgatan.</p><p>Infarten är till höger.</p>',
  LongTermOpeningHours: 'Dygnet runt',
});
const facts = (
  facility = GARAGE,
  choice: Parameters<typeof arrivalFacts>[1] = {},
  config: { directionsUrl?: string } = {},
  phone = false,
) => arrivalFacts(facility, choice, t, { language: 'sv', directionsUrl: '', ...config }, phone);

describe('arrivalFacts', () => {
  test('the address, height in metres, indoor and heated, EV spaces and the server texts as text', () => {
    expect(facts()).toMatchObject({
      address: 'Kungsgatan 60C, 111 47 Stockholm',
      height: 'Maxhöjd 2,1 m',
      setting: 'Inomhus, uppvärmt',
      ev: '12 platser med laddning',
      openingHours: 'Dygnet runt',
    });
    expect(facts().instructions).toContain('Kör in från Kungsgatan.');
    expect(facts().instructions).toContain('Infarten är till höger.');
    expect(facts().instructions).not.toContain('<');
  });

  test("an outdoor place without a limit has none; an indoor one's unknown height is not said", () => {
    const outdoor = testFacility({});
    expect(facts(outdoor)).toMatchObject({ height: 'Ingen höjdgräns', setting: 'Utomhus', ev: '' });
    const unknown = { ...GARAGE, FacilityInfo: { ...GARAGE.FacilityInfo, MaxVehicleHeight: 0 } };
    expect(facts(unknown as typeof GARAGE).height).toBe('');
  });

  test('Directions: a maps web page by default, a geo: URI on phones', () => {
    expect(facts().directions).toBe('https://www.google.com/maps/dir/?api=1&destination=59.3326,18.0649');
    expect(facts(GARAGE, {}, {}, true).directions).toMatch(/^geo:59\.3326,18\.0649\?/);
  });

  test("the page's directionsUrl template, filled in and encoded", () => {
    const url = facts(
      GARAGE,
      {},
      { directionsUrl: 'https://maps.example/route?to={lat},{lng}&q={address}' },
    ).directions;
    expect(url).toBe(
      'https://maps.example/route?to=59.3326,18.0649&q=Kungsgatan%2060C%2C%20111%2047%20Stockholm',
    );
  });

  test('a template that makes anything but an http(s) or geo: link gives no link', () => {
    for (const directionsUrl of [
      'javascript:alert({lat})',
      'data:text/html,{address}',
      'ftp://maps.example/{lat}',
    ])
      expect(facts(GARAGE, {}, { directionsUrl }).directions, directionsUrl).toBeNull();
    const nowhere = { ...GARAGE, Address: { ...GARAGE.Address, Marker: { Coordinates: [] } } };
    expect(facts(nowhere as unknown as typeof GARAGE).directions).toBeNull();
  });

  test('how to get in with the chosen product: the plate, or its devices', () => {
    expect(facts(GARAGE).access).toBe('');
    expect(facts(GARAGE, { product: PRE_BOOKING }).access).toBe(
      'Kameran vid infarten läser registreringsnumret du bokar med.',
    );
    expect(facts(GARAGE, { product: PRE_BOOKING, plate: 'ABC 123' }).access).toBe(
      'Kameran vid infarten läser registreringsnumret ABC 123.',
    );
    // The season ticket comes with a tag (Passerbricka) and, if chosen, a remote (Fjärrkontroll).
    expect(facts(GARAGE, { product: SEASON }).access).toBe(
      'Du kommer in med passerbricka och fjärrkontroll.',
    );
    expect(facts(GARAGE, { product: SEASON, devices: [{ Text: 'Passerbricka' }] }).access).toBe(
      'Du kommer in med passerbricka.',
    );
  });
});
