import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createPaths } from './paths';

const paths = createPaths({
  bookingController: '/api/booking/',
  bookingflowPage: '/se/boka/',
  myParkingProduct: 'parking',
});

describe('path templates', () => {
  test('CFG-02 {bookingController}{action}', () => {
    expect(paths.controller('getvehicles')).toBe('/api/booking/getvehicles');
    expect(
      createPaths({
        bookingController: '/api/booking',
        bookingflowPage: '/',
        myParkingProduct: '',
      }).controller('x'),
    ).toBe('/api/booking/x');
  });

  test('CFG-03 {bookingflowPage}{action}', () => {
    expect(paths.flowPage('registerpayment')).toBe('/se/boka/registerpayment');
  });

  test('/my{product}{page}/{action}/{values}', () => {
    expect(paths.myParking('settingspage', 'deletevehicle')).toBe('/myparkingsettingspage/deletevehicle');
    expect(paths.myParking('', 'TerminateOrderLine', ['SO 1', 2])).toBe(
      '/myparking/TerminateOrderLine/SO%201/2',
    );
  });

  test('property: any product and path value round-trips through its encoding and never adds a segment', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (product, value) => {
        const path = createPaths({
          bookingController: '/',
          bookingflowPage: '/',
          myParkingProduct: product,
        }).myParking('page', 'action', [value]);
        const segments = path.split('/');
        expect(segments).toHaveLength(4);
        expect(decodeURIComponent(segments[1] ?? '')).toBe(`my${product}page`);
        expect(decodeURIComponent(segments[3] ?? '')).toBe(value);
      }),
    );
  });
});
