import { describe, expect, test, vi } from 'vitest';
import { testClock } from '../testing/testClock';
import { createNetworkTracker, type NetworkState } from './networkTracker';

function tracker() {
  const states: NetworkState[] = [];
  const network = createNetworkTracker(testClock(), (state) => states.push(state));
  return { network, states, last: () => states.at(-1) };
}

describe('the network tracker', () => {
  test('a load is "loading" while on its way and no longer once it ends', () => {
    const { network, last } = tracker();
    const load = network.begin('load');
    expect(last()).toEqual({ loading: true, slow: null });
    load.end();
    expect(last()).toEqual({ loading: false, slow: null });
  });

  test('a submission is not a load: never "loading", "send" when slow', () => {
    const { network, last } = tracker();
    const send = network.begin('send');
    expect(last()).toEqual({ loading: false, slow: null });
    send.slow();
    expect(last()).toEqual({ loading: false, slow: 'send' });
    send.end();
    expect(last()).toEqual({ loading: false, slow: null });
  });

  test('a slow load wins over a slow submission, and the other stays slow when one ends', () => {
    const { network, last } = tracker();
    const send = network.begin('send');
    const load = network.begin('load');
    send.slow();
    expect(last()?.slow).toBe('send');
    load.slow();
    expect(last()).toEqual({ loading: true, slow: 'load' });
    load.end();
    expect(last()).toEqual({ loading: false, slow: 'send' });
    send.end();
    expect(last()).toEqual({ loading: false, slow: null });
  });

  test('"slow" after a call ended changes nothing', () => {
    const { network, states } = tracker();
    const load = network.begin('load');
    load.end();
    const count = states.length;
    load.slow();
    expect(states.length).toBe(count);
  });

  test('the load to retry when back online is taken once; a later one replaces an earlier one', async () => {
    const { network } = tracker();
    expect(network.takeOfflineRetry()).toBeNull();
    const first = vi.fn(async () => {});
    const second = vi.fn(async () => {});
    network.retryWhenOnline(first);
    network.retryWhenOnline(second);
    expect(network.takeOfflineRetry()).toBe(second);
    expect(network.takeOfflineRetry()).toBeNull();
  });
});
