/**
 * Nearest first, by the server's Address.Distance (DOM-12). Returns a new array and never
 * reorders the input. Equal distances keep their incoming order (Array.prototype.sort is
 * stable), so the list does not shuffle between renders. A facility without a usable distance
 * goes last: it cannot be placed, and it should not push real results down.
 */
export function sortFacilitiesByDistance<T extends { Address: { Distance: number } }>(
  facilities: readonly T[],
): T[] {
  const key = (facility: T): number => {
    const distance: unknown = facility.Address?.Distance;
    return typeof distance === 'number' && !Number.isNaN(distance) ? distance : Number.POSITIVE_INFINITY;
  };
  return [...facilities].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    // Written out rather than ka - kb, which is NaN for Infinity - Infinity.
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
}
