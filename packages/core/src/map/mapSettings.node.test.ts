import { expect, test } from 'vitest';
import {
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS_PX,
  FAR_MOVE_KM,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  RELOAD_BELOW_ZOOM,
} from './mapSettings';

test('MAP-01 the minimum zoom is 8', () => {
  expect(MAP_MIN_ZOOM).toBe(8);
});

test('MAP-02 the maximum zoom is 18', () => {
  expect(MAP_MAX_ZOOM).toBe(18);
});

test('MAP-08 markers are clustered up to zoom 14', () => {
  expect(CLUSTER_MAX_ZOOM).toBe(14);
});

test('MAP-09 the cluster radius is 60', () => {
  expect(CLUSTER_RADIUS_PX).toBe(60);
});

test('MAP-16 MAP-18 the reload thresholds are 1000 km and zoom 14', () => {
  expect(FAR_MOVE_KM).toBe(1000);
  expect(RELOAD_BELOW_ZOOM).toBe(14);
});
