import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type FocusTarget,
  moveKey,
  moveTarget,
  nearestInDirection,
  nearestOrFarthest,
  rememberFocus,
  rememberSelection,
  tabStop,
} from './markerNavigation';

const place = { lat: 59.33, lng: 18.06 };
const position = fc.record({
  lat: fc.double({ min: 59, max: 60, noNaN: true }),
  lng: fc.double({ min: 17, max: 19, noNaN: true }),
});
const coordinate = fc.double({ min: -2000, max: 2000, noNaN: true });
const point = fc.record({ x: coordinate, y: coordinate });
const target = fc.record({ uid: fc.option(fc.string({ minLength: 1, maxLength: 4 })), position });

describe('the focus memory', () => {
  test('focus on a marker remembers its facility; on a cluster, where it stood', () => {
    const at = { lat: 59.4, lng: 18.1 };
    expect(rememberFocus({ uid: 'a', position: at })).toEqual({ uid: 'a', at });
    expect(rememberFocus({ uid: null, position: at })).toEqual({ uid: null, at });
  });

  test('a selection replaces the facility and keeps the point; no selection changes nothing', () => {
    const memory = { uid: null, at: place };
    expect(rememberSelection(memory, 'b')).toEqual({ uid: 'b', at: place });
    expect(rememberSelection(memory, null)).toBe(memory);
  });
});

describe('tabStop', () => {
  const near: FocusTarget = { uid: 'near', position: { lat: 59.331, lng: 18.06 } };
  const far: FocusTarget = { uid: null, position: { lat: 59.5, lng: 18.06 } };
  const none = () => undefined;

  test('is the holder of the remembered facility, even a cluster far away', () => {
    expect(tabStop([near, far], { uid: 'inCluster', at: undefined }, place, () => far)).toBe(far);
  });

  test('without a holder, is the target nearest where focus was, else nearest the place', () => {
    expect(tabStop([near, far], { uid: 'gone', at: { lat: 59.49, lng: 18.06 } }, place, none)).toBe(far);
    expect(tabStop([near, far], { uid: null, at: undefined }, place, none)).toBe(near);
    expect(tabStop([], { uid: null, at: undefined }, place, none)).toBeUndefined();
  });

  test('is always one of the targets when there are any, and none when there are none', () => {
    fc.assert(
      fc.property(
        fc.array(target, { maxLength: 20 }),
        fc.option(position, { nil: undefined }),
        (list, at) => {
          const stop = tabStop(list, { uid: null, at }, place, none);
          if (list.length === 0) expect(stop).toBeUndefined();
          else expect(list).toContain(stop);
        },
      ),
    );
  });
});

test('moveKey knows the arrows, Home and End, and no other key', () => {
  expect(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].map(moveKey)).toEqual([
    'left',
    'right',
    'up',
    'down',
    'home',
    'end',
  ]);
  fc.assert(
    fc.property(fc.string(), (key) => {
      fc.pre(!/^(Arrow(Left|Right|Up|Down)|Home|End)$/.test(key));
      expect(moveKey(key)).toBeNull();
    }),
  );
});

describe('moveTarget', () => {
  const targets = fc
    .array(fc.record({ screen: point, ground: position }), { minLength: 1, maxLength: 20 })
    .chain((list) => fc.tuple(fc.constant(list), fc.nat({ max: list.length - 1 })));

  test('an arrow goes where nearestInDirection says, from the target focus is on', () => {
    fc.assert(
      fc.property(targets, fc.constantFrom('left', 'right', 'up', 'down' as const), ([list, from], move) => {
        const screen = list.map((entry) => entry.screen);
        const expected = nearestInDirection(
          screen[from] ?? { x: 0, y: 0 },
          screen.map((p, id) => ({ id, ...p })),
          move,
        );
        const ground = list.map((entry) => entry.ground);
        expect(moveTarget(move, from, screen, ground, place)).toBe(expected);
        expect(moveTarget(move, from, screen, ground, place)).not.toBe(from);
      }),
    );
  });

  test('Home and End go to the nearest and farthest from the place, wherever focus is', () => {
    fc.assert(
      fc.property(targets, ([list, from]) => {
        const screen = list.map((entry) => entry.screen);
        const ground = list.map((entry) => entry.ground);
        const byGround = ground.map((p, id) => ({ id, position: p }));
        expect(moveTarget('home', from, screen, ground, place)).toBe(
          nearestOrFarthest(place, byGround, 'nearest'),
        );
        expect(moveTarget('end', from, screen, ground, place)).toBe(
          nearestOrFarthest(place, byGround, 'farthest'),
        );
      }),
    );
  });

  test('an arrow from a target that is not there goes nowhere', () => {
    expect(moveTarget('left', 3, [{ x: 0, y: 0 }], [place], place)).toBeNull();
  });
});
