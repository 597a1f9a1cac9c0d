import { haversineDistance } from '../geo/haversineDistance';
import type { LatLng } from '../geo/latLng';

/** A key's direction on screen. */
export type ScreenDirection = 'left' | 'right' | 'up' | 'down';

/** Something a visitor can move to on the map, at its point on screen (y grows downwards). */
export interface ScreenTarget<Id> {
  id: Id;
  x: number;
  y: number;
}

/** How much a step sideways counts against a step straight on: a target in line wins. */
const SIDEWAYS_WEIGHT = 2;

/**
 * The target an arrow key moves to from `from`: of those ahead in that direction (strictly,
 * so the one you are on and those level with it are never chosen), the one nearest straight
 * on, a sideways step counting double. Null when nothing is ahead: the key does nothing.
 * Ties go to the earlier target, so the choice is stable.
 */
export function nearestInDirection<Id>(
  from: { x: number; y: number },
  targets: readonly ScreenTarget<Id>[],
  direction: ScreenDirection,
): Id | null {
  let best: Id | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const target of targets) {
    const across = direction === 'left' || direction === 'right';
    const straight = across ? target.x - from.x : target.y - from.y;
    const ahead = direction === 'left' || direction === 'up' ? -straight : straight;
    if (!(ahead > 0)) continue;
    const score = ahead + SIDEWAYS_WEIGHT * Math.abs(across ? target.y - from.y : target.x - from.x);
    if (score < bestScore) {
      bestScore = score;
      best = target.id;
    }
  }
  return best;
}

/** The direction of an arrow key, or null for any other key. */
export function arrowDirection(key: string): ScreenDirection | null {
  return (/^Arrow(Left|Right|Up|Down)$/.exec(key)?.[1]?.toLowerCase() as ScreenDirection) ?? null;
}

/**
 * Home and End on the map: the target nearest to (Home) or farthest from (End) the searched
 * place, by distance on the ground. Ties go to the earlier target; null when there is none.
 */
export function nearestOrFarthest<Id>(
  place: LatLng,
  targets: readonly { id: Id; position: LatLng }[],
  which: 'nearest' | 'farthest',
): Id | null {
  let best: Id | null = null;
  let bestDistance = which === 'nearest' ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  for (const target of targets) {
    const distance = haversineDistance(place, target.position, 'km');
    if (which === 'nearest' ? distance < bestDistance : distance > bestDistance) {
      bestDistance = distance;
      best = target.id;
    }
  }
  return best;
}
