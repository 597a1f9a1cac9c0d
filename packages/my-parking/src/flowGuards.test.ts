import { describe, expect, it } from 'vitest';
import { CONFIRM_DELAY_MS } from './flow';
import { createFlowGuards } from './flowGuards';

describe('the confirm flow guards', () => {
  it('take each trigger request once: a re-render with the same request starts nothing', () => {
    const guards = createFlowGuards();
    expect(guards.takeRequest(1)).toBe(true);
    expect(guards.takeRequest(1)).toBe(false);
    expect(guards.takeRequest(2)).toBe(true);
  });

  it('arm the confirm button only after the confirm delay', () => {
    let now = 1_000;
    const guards = createFlowGuards(() => now);
    guards.arm();
    now += CONFIRM_DELAY_MS - 1;
    expect(guards.armed()).toBe(false);
    now += 1;
    expect(guards.armed()).toBe(true);
  });

  it('run the confirmed action once however many clicks arrive while it runs', async () => {
    const guards = createFlowGuards();
    let runs = 0;
    const action = async () => {
      runs += 1;
      await Promise.resolve();
    };
    await Promise.all([
      guards.run('confirm', action),
      guards.run('confirm', action),
      guards.run('confirm', action),
    ]);
    expect(runs).toBe(1);
  });
});
