import { type Facility, haversineDistance, type Product, sortFacilitiesByDistance } from '@nordpark/core';
import { facilities, findFacility } from '@nordpark/fixtures';
import { NEARBY_DEFAULTS } from '../calls/search';
import { numberParam, param } from './routeTypes';

/** The facility a call names by `fId` (or `facilityId`, as some booking forms call it). */
export function facilityOf(data: Readonly<Record<string, unknown>>): Facility | undefined {
  return findFacility(param(data, 'fId') || param(data, 'facilityId'));
}

/**
 * What getnearbyfacilities would answer: the fixture facilities within maxDistance km of the
 * point, nearest first, at most `size`, each with Address.Distance in metres from the point.
 */
export function nearbyFacilities(data: Readonly<Record<string, unknown>>): Facility[] {
  const lat = numberParam(data, 'latitude');
  const lng = numberParam(data, 'longitude');
  if (lat === undefined || lng === undefined) return [];
  const maxMetres = (numberParam(data, 'maxDistance') ?? NEARBY_DEFAULTS.maxDistance) * 1000;
  const size = numberParam(data, 'size') ?? NEARBY_DEFAULTS.size;
  const near: Facility[] = [];
  for (const facility of facilities) {
    const [facilityLng, facilityLat] = facility.Address.Marker.Coordinates;
    const distance = haversineDistance({ lat, lng }, { lat: facilityLat, lng: facilityLng });
    if (distance <= maxMetres) {
      near.push({ ...facility, Address: { ...facility.Address, Distance: Math.round(distance) } });
    }
  }
  return sortFacilitiesByDistance(near).slice(0, Math.max(0, size));
}

/** API-12: a facility's products as Places pairs, one per zone. */
export function productsByZone(products: readonly Product[]): [string, Product[]][] {
  const zones = new Map<string, Product[]>();
  for (const product of products) {
    const list = zones.get(product.Zone);
    if (list) list.push(product);
    else zones.set(product.Zone, [product]);
  }
  return [...zones];
}

/** The product a payment-options call is about: by id, else the facility's first season ticket. */
export function productForPayment(data: Readonly<Record<string, unknown>>): Product | undefined {
  const allProducts = () => facilities.flatMap((facility) => facility.Products ?? []);
  const productId = param(data, 'productId') || param(data, 'ProductId');
  const byId = productId ? allProducts().find((product) => product.Id === productId) : undefined;
  if (byId) return byId;
  const candidates = facilityOf(data)?.Products ?? allProducts();
  return candidates.find((product) => product.ProcessType === 'SeasonTicket') ?? candidates[0];
}
