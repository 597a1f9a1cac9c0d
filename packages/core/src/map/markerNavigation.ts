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

/** A marker or cluster the keyboard can move to: a marker has its facility's uid, a cluster null. */
export interface FocusTarget {
  uid: string | null;
  position: LatLng;
}

/** Where focus last was among the map's targets: its facility, else where its cluster stood. */
export interface FocusMemory {
  uid: string | null;
  at: LatLng | undefined;
}

/** The memory once focus lands on a target: the facility it is, or the point of the cluster. */
export function rememberFocus(target: FocusTarget): FocusMemory {
  return { uid: target.uid, at: target.position };
}

/** The memory once the visitor selects a facility (in the list or the map): Tab comes back to it. */
export function rememberSelection(memory: FocusMemory, selectedUid: string | null): FocusMemory {
  return selectedUid ? { ...memory, uid: selectedUid } : memory;
}

/**
 * The map's one tab stop among the targets drawn now: the one that holds the remembered
 * facility (its marker, or the cluster it went into), else the one nearest where focus was,
 * else the one nearest the searched place. Undefined when nothing is drawn.
 */
export function tabStop<T extends FocusTarget>(
  targets: readonly T[],
  memory: FocusMemory,
  place: LatLng,
  holderOf: (uid: string) => T | undefined,
): T | undefined {
  const holder = memory.uid ? holderOf(memory.uid) : undefined;
  if (holder) return holder;
  const index = nearestOrFarthest(
    memory.at ?? place,
    targets.map((target, id) => ({ id, position: target.position })),
    'nearest',
  );
  return index === null ? undefined : targets[index];
}

/** The keys that move focus on the map. */
export type MoveKey = ScreenDirection | 'home' | 'end';

/** The move a key makes on the map, or null for a key that moves nothing. */
export function moveKey(key: string): MoveKey | null {
  return arrowDirection(key) ?? (key === 'Home' ? 'home' : key === 'End' ? 'end' : null);
}

/**
 * The index of the target a move goes to from the one at `from`: an arrow to the nearest on
 * screen in its direction, Home and End to the nearest to and farthest from the searched place
 * on the ground. Null when there is none that way. `onScreen` and `onGround` are the same
 * targets, in the same order.
 */
export function moveTarget(
  move: MoveKey,
  from: number,
  onScreen: readonly { x: number; y: number }[],
  onGround: readonly LatLng[],
  place: LatLng,
): number | null {
  if (move === 'home' || move === 'end') {
    const targets = onGround.map((position, id) => ({ id, position }));
    return nearestOrFarthest(place, targets, move === 'home' ? 'nearest' : 'farthest');
  }
  const start = onScreen[from];
  if (!start) return null;
  return nearestInDirection(
    start,
    onScreen.map((point, id) => ({ id, x: point.x, y: point.y })),
    move,
  );
}
