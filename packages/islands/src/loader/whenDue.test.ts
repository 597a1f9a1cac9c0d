import { patiently } from '@nordpark/ui/testing';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { byId, setUpPage } from '../testing/islands';
import { IDLE_TIMEOUT_MS, INTERACTION_EVENTS, VISIBLE_MARGIN, type Waiting, whenDue } from './whenDue';

/** A waiting record as the loader makes one (mount.ts): `stop` clears `wake`, `wake` stops. */
function waiting(): Waiting & { woken: Mock } {
  const woken = vi.fn();
  const record: Waiting & { woken: Mock } = { woken };
  record.stop = () => {
    record.wake = undefined;
  };
  record.wake = () => {
    record.stop?.();
    woken();
  };
  return record;
}

/** An IntersectionObserver the test drives: `show(entering)` calls back as the browser would. */
function fakeIntersectionObserver() {
  const made: {
    options: IntersectionObserverInit | undefined;
    observed: Element[];
    disconnected: boolean;
  }[] = [];
  let callback: IntersectionObserverCallback = () => undefined;
  class FakeObserver {
    readonly entry = {
      options: undefined as IntersectionObserverInit | undefined,
      observed: [] as Element[],
      disconnected: false,
    };
    constructor(onChange: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      callback = onChange;
      this.entry.options = options;
      made.push(this.entry);
    }
    observe(element: Element) {
      this.entry.observed.push(element);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const show = (isIntersecting: boolean) =>
    callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  return { FakeObserver, made, show };
}

beforeEach(() => {
  setUpPage(
    '<div id="i" data-nordpark="booking-flow"><button id="fallback">Boka</button></div><input id="outside">',
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('whenDue', () => {
  it('wakes the island at once for a value it does not wait for (the loader never hands it one)', () => {
    const record = waiting();
    whenDue(byId('i'), 'lazy', record);
    expect(record.woken).toHaveBeenCalledOnce();
  });

  it('does nothing for an island woken or unmounted while the chunk loaded', () => {
    const record = waiting();
    record.stop?.();
    whenDue(byId('i'), 'interaction', record);
    byId('fallback').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(record.woken).not.toHaveBeenCalled();
  });

  describe('visible', () => {
    it(`wakes once the element comes within ${VISIBLE_MARGIN} of the viewport, not before`, () => {
      const io = fakeIntersectionObserver();
      vi.stubGlobal('IntersectionObserver', io.FakeObserver);
      const record = waiting();
      whenDue(byId('i'), 'visible', record);
      expect(io.made).toHaveLength(1);
      expect(io.made[0]?.options?.rootMargin).toBe('200px');
      expect(io.made[0]?.observed).toEqual([byId('i')]);
      io.show(false);
      expect(record.woken).not.toHaveBeenCalled();
      io.show(true);
      expect(record.woken).toHaveBeenCalledOnce();
      expect(io.made[0]?.disconnected).toBe(true);
    });

    it('stops watching when the island is stopped (unmounted or mounted by hand)', () => {
      const io = fakeIntersectionObserver();
      vi.stubGlobal('IntersectionObserver', io.FakeObserver);
      const record = waiting();
      whenDue(byId('i'), 'visible', record);
      record.stop?.();
      expect(io.made[0]?.disconnected).toBe(true);
      io.show(true);
      expect(record.woken).not.toHaveBeenCalled();
    });

    it('wakes in the next task where the browser has no IntersectionObserver', async () => {
      vi.stubGlobal('IntersectionObserver', undefined);
      const record = waiting();
      whenDue(byId('i'), 'visible', record);
      expect(record.woken).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(record.woken).toHaveBeenCalledOnce(), patiently);
    });
  });

  describe('idle', () => {
    it(`waits for the page's load, then for idle time at most ${IDLE_TIMEOUT_MS} ms`, () => {
      const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
      const idle = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
      vi.stubGlobal('requestIdleCallback', idle);
      vi.stubGlobal('cancelIdleCallback', vi.fn());
      const record = waiting();
      whenDue(byId('i'), 'idle', record);
      expect(idle).not.toHaveBeenCalled();
      readyState.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      expect(idle).toHaveBeenCalledOnce();
      expect(idle.mock.calls[0]?.[1]).toEqual({ timeout: 2000 });
      expect(record.woken).not.toHaveBeenCalled();
      idle.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
      expect(record.woken).toHaveBeenCalledOnce();
    });

    it('asks for idle time at once on a page already loaded, and cancels it when stopped', () => {
      vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
      const idle = vi.fn(() => 7);
      const cancel = vi.fn();
      vi.stubGlobal('requestIdleCallback', idle);
      vi.stubGlobal('cancelIdleCallback', cancel);
      const record = waiting();
      whenDue(byId('i'), 'idle', record);
      expect(idle).toHaveBeenCalledOnce();
      record.stop?.();
      expect(cancel).toHaveBeenCalledWith(7);
    });

    it('stopped before the load, it never asks for idle time', () => {
      vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
      const idle = vi.fn(() => 7);
      vi.stubGlobal('requestIdleCallback', idle);
      const record = waiting();
      whenDue(byId('i'), 'idle', record);
      record.stop?.();
      window.dispatchEvent(new Event('load'));
      expect(idle).not.toHaveBeenCalled();
    });

    it('wakes in a task after the load where the browser has no requestIdleCallback', () => {
      vi.useFakeTimers();
      vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
      vi.stubGlobal('requestIdleCallback', undefined);
      const record = waiting();
      whenDue(byId('i'), 'idle', record);
      expect(record.woken).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(record.woken).toHaveBeenCalledOnce();
    });
  });

  describe('interaction', () => {
    for (const type of INTERACTION_EVENTS) {
      it(`wakes on the first ${type} inside the element, once`, () => {
        const record = waiting();
        whenDue(byId('i'), 'interaction', record);
        byId('outside').dispatchEvent(new Event(type, { bubbles: true }));
        expect(record.woken).not.toHaveBeenCalled();
        byId('fallback').dispatchEvent(new Event(type, { bubbles: true }));
        byId('fallback').dispatchEvent(new Event(type, { bubbles: true }));
        expect(record.woken).toHaveBeenCalledOnce();
      });
    }

    it('hears the event even when the fallback stops it from bubbling', () => {
      byId('fallback').addEventListener('pointerdown', (event) => event.stopPropagation());
      const record = waiting();
      whenDue(byId('i'), 'interaction', record);
      byId('fallback').dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(record.woken).toHaveBeenCalledOnce();
    });

    it('wakes at once when focus is already inside (tabbed in before the loader ran)', async () => {
      byId('fallback').focus();
      const record = waiting();
      whenDue(byId('i'), 'interaction', record);
      await vi.waitFor(() => expect(record.woken).toHaveBeenCalledOnce(), patiently);
    });

    it('stopped, it no longer listens', () => {
      const record = waiting();
      whenDue(byId('i'), 'interaction', record);
      record.stop?.();
      byId('fallback').dispatchEvent(new Event('keydown', { bubbles: true }));
      expect(record.woken).not.toHaveBeenCalled();
    });
  });
});
