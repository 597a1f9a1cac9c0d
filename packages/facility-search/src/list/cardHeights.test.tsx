import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mountResultsPanel } from '../testing/mountResultsPanel';
import { facilitiesIn, storeInState } from '../testing/testStore';
import {
  cardsToMeasure,
  GUESS_PROPERTY,
  guessFromMeasured,
  MEASURING_ATTRIBUTE,
  measureCardHeight,
} from './cardHeights';

// Cards far from the view are not laid out and hold a guessed height; a jump to them
// moved what was below (a layout shift). Each card gets its real height, read in idle time, as the
// height it holds. happy-dom lays nothing out: the border box's height is given here as a
// browser would report it, and only while the card is marked to be laid out for the read.

const BORDER_BOX_HEIGHT = 320;

function listOf(count: number): HTMLOListElement {
  const list = document.createElement('ol');
  list.className = 'np-results__list';
  for (let index = 0; index < count; index++) {
    const item = document.createElement('li');
    item.className = 'np-facility';
    const card = document.createElement('article');
    card.className = 'np-facility__card';
    card.style.padding = '16px';
    card.style.border = '1px solid';
    item.append(card);
    list.append(item);
  }
  document.body.append(list);
  return list;
}

/**
 * Cards report their height only while laid out for the read, as `content-visibility` does;
 * with `layoutMs`, each read takes that long on a clock the test owns.
 */
function cardsReportHeight(layoutMs?: number): void {
  let now = 0;
  if (layoutMs !== undefined) vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const measuring = this.hasAttribute(MEASURING_ATTRIBUTE);
    if (measuring) now += layoutMs ?? 0;
    return DOMRect.fromRect({ width: 400, height: measuring ? BORDER_BOX_HEIGHT : 0 });
  });
}

const held = (card: Element) => (card as HTMLElement).style.getPropertyValue('contain-intrinsic-block-size');

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('measureCardHeight', () => {
  test("holds the card's content height, read while it is laid out, behind the browser's remembered one", () => {
    cardsReportHeight();
    const [card] = cardsToMeasure(listOf(5));
    if (!card) throw new Error('no card to measure');
    measureCardHeight(card);
    // 320 − 2 × 16 padding − 2 × 1 border.
    expect(held(card)).toBe('auto 286px');
    expect(card.hasAttribute(MEASURING_ATTRIBUTE)).toBe(false);
  });

  test('a card that reads no height (not laid out after all) keeps the guess of the stylesheet', () => {
    const [card] = cardsToMeasure(listOf(5));
    if (!card) throw new Error('no card to measure');
    measureCardHeight(card);
    expect(held(card)).toBe('');
    expect(card.hasAttribute(MEASURING_ATTRIBUTE)).toBe(false);
  });
});

describe('cardsToMeasure', () => {
  test('leaves out the first three cards, which are always laid out, and the cards measured already', () => {
    cardsReportHeight();
    const list = listOf(7);
    const cards = Array.from(list.querySelectorAll('article'));
    const [fourth] = cardsToMeasure(list);
    if (!fourth) throw new Error('no card to measure');
    measureCardHeight(fourth);
    expect(cardsToMeasure(list)).toEqual(cards.slice(4));
  });
});

describe('guessFromMeasured', () => {
  test("the cards not measured yet are guessed at the mean of the list's measured ones", () => {
    const list = listOf(0);
    const other = listOf(0);
    guessFromMeasured(list, 300);
    expect(list.style.getPropertyValue(GUESS_PROPERTY)).toBe('300px');
    guessFromMeasured(list, 401);
    expect(list.style.getPropertyValue(GUESS_PROPERTY)).toBe('351px');
    // Each list its own.
    guessFromMeasured(other, 280);
    expect(other.style.getPropertyValue(GUESS_PROPERTY)).toBe('280px');
    expect(list.style.getPropertyValue(GUESS_PROPERTY)).toBe('351px');
  });
});

describe('the results list', () => {
  let root: Root | undefined;
  afterEach(() => {
    root?.unmount();
    root = undefined;
  });

  /** Idle periods the test hands out by hand, each with the idle time it is given. */
  function idlePeriods() {
    const waiting: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => waiting.push(callback));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => {
      waiting[handle - 1] = () => {};
    });
    return {
      count: () => waiting.length,
      run(idleMs: number[]) {
        const callback = waiting.at(-1);
        const left = [...idleMs];
        callback?.({ didTimeout: false, timeRemaining: () => left.shift() ?? 0 });
      },
    };
  }

  function mountList(): () => Element[] {
    const mounted = mountResultsPanel(
      storeInState({ status: 'done', facilities: facilitiesIn('Stockholm', 10) }),
    );
    root = mounted.root;
    const { container } = mounted;
    return () => Array.from(container.querySelectorAll('article.np-facility__card'));
  }

  test('once settled, measures a card per idle period, and more while the period has time left', async () => {
    cardsReportHeight();
    const idle = idlePeriods();
    const cards = mountList();
    // The list fills in a transition; on a busy machine (Chromium tests beside) that takes a while.
    await vi.waitFor(
      () => {
        expect(cards()).toHaveLength(10);
        expect(idle.count()).toBeGreaterThan(0);
      },
      { timeout: 5000 },
    );
    const measured = () => cards().filter((card) => held(card) !== '').length;
    expect(measured()).toBe(0);
    // The first card always, a second while 20 ms are left, none more with none left.
    idle.run([20, 0]);
    expect(measured()).toBe(2);
    // No stylesheet here: the card has no padding or border to take off.
    expect(held(cards()[3] as Element)).toBe(`auto ${BORDER_BOX_HEIGHT}px`);
    // The rest in the next period, which has time for all of them.
    idle.run([40, 40, 40, 40, 40]);
    expect(measured()).toBe(7);
    expect(
      cards()
        .slice(0, 3)
        .every((card) => held(card) === ''),
    ).toBe(true);
    const list = cards()[0]?.closest('ol');
    expect(list?.style.getPropertyValue(GUESS_PROPERTY)).toBe(`${BORDER_BOX_HEIGHT}px`);
  });

  test('a next card waits for a later idle period unless twice what the last one took is left', async () => {
    cardsReportHeight(10);
    const idle = idlePeriods();
    const cards = mountList();
    await vi.waitFor(() => expect(idle.count()).toBeGreaterThan(0), { timeout: 5000 });
    const measured = () => cards().filter((card) => held(card) !== '').length;
    idle.run([15]);
    expect(measured()).toBe(1);
    idle.run([25, 0]);
    expect(measured()).toBe(3);
  });
});
