import { describe, expect, test } from 'vitest';
import { dropped, testClock } from '../testing/testClock';
import { failed } from '../testing/testStore';
import { failureKind } from './deadlines';

describe('failureKind', () => {
  test('an abandoned call and a call that timed out are "timeout"', () => {
    const clock = testClock();
    expect(failureKind('timeout', clock)).toBe('timeout');
    expect(failureKind({ ...dropped(), reason: 'timeout' }, clock)).toBe('timeout');
  });

  test('a dropped connection is "offline" only while the browser says it is offline', () => {
    const clock = testClock();
    expect(failureKind(dropped(), clock)).toBe('failed');
    clock.online = false;
    expect(failureKind(dropped(), clock)).toBe('offline');
    // The server answered: not a connection problem, whatever the browser says.
    expect(failureKind(failed(500), clock)).toBe('failed');
  });
});
