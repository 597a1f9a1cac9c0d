import { expect, test } from 'vitest';
import { MARKER_SIZE, markerIconSpec, SELECTED_MARKER_SIZE } from './markerIcon';

test('MAP-10 a marker is 30×33, its tip on the facility', () => {
  expect(MARKER_SIZE).toEqual({ width: 30, height: 33 });
  expect(markerIconSpec({ Indoor: false }, false)).toEqual({
    variant: 'outdoor',
    selected: false,
    size: { width: 30, height: 33 },
    anchor: { x: 15, y: 33 },
  });
});

test('MAP-11 MAP-12 a selected marker is 40×49', () => {
  expect(SELECTED_MARKER_SIZE).toEqual({ width: 40, height: 49 });
  expect(markerIconSpec({ Indoor: false }, true)).toMatchObject({
    selected: true,
    size: { width: 40, height: 49 },
    anchor: { x: 20, y: 49 },
  });
});

test('MAP-13 an indoor facility has the roof variant, selected or not', () => {
  expect(markerIconSpec({ Indoor: true }, true).variant).toBe('indoor');
  expect(markerIconSpec({ Indoor: true }, false).variant).toBe('indoor');
  expect(markerIconSpec({}, true).variant).toBe('outdoor');
});
