/**
 * Drops facilities whose Uid was already seen (DOM-11). Overlapping nearby-searches (after the
 * map moves) return the same facility twice; the first copy wins so a list that is being
 * appended to keeps its order and its already-rendered items.
 */
export function dedupeFacilitiesByUid<T extends { Uid: string }>(facilities: readonly T[]): T[] {
  const seen = new Set<string>();
  return facilities.filter((facility) => {
    if (seen.has(facility.Uid)) return false;
    seen.add(facility.Uid);
    return true;
  });
}
