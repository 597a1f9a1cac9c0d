import { whenIdle } from '@nordpark/ui/schedule';
import { type RefObject, useEffect } from 'react';
import { cardsToMeasure, guessFromMeasured, measureCardHeight } from './cardHeights';

/**
 * How long a card's measure waits for idle time at most. A visitor who reads the new cards of
 * a "show more" and then jumps to the next one takes longer than ten cards take this way, and
 * a slow phone's main thread rarely idles while the map loads: with a wait of a second, the
 * first page's cards were still unmeasured long after the load (docs/performance.md,
 * "Content-visibility and the guessed card heights").
 */
const IDLE_WAIT_MS = 100;

/** Where the browser has no idle callbacks (Safari): one card per timer of this length. */
const NO_IDLE_WAIT_MS = 50;

/**
 * Cards far from the view are not laid out (list.css: a tab switch or a show-more
 * re-laid all of them) and hold a guessed height until they come near it. A jump there (a
 * "show more" brought into view by script, the browser restoring a scroll position) then laid
 * out the cards in view at their real height, and what is below them moved in front of the
 * visitor, a layout shift. So once the list has settled, the browser's idle time
 * reads each new card's real height, and the card holds that instead of the guess; the mean of
 * those read is the guess for the cards still waiting. One card
 * per idle period, more only while the period has room for twice what the last one took: all
 * at once was one long task, and even three in one idle period overran it.
 */
export function useCardHeights(list: RefObject<HTMLElement | null>, settled: boolean, items: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: items is the trigger: a show-more's new cards are measured too.
  useEffect(() => {
    const element = list.current;
    if (!settled || !element) return;
    const queue = cardsToMeasure(element);
    let cancel = () => {};
    const step = (idle?: IdleDeadline) => {
      let took = 0;
      do {
        const card = queue.shift();
        if (!card) return;
        const start = performance.now();
        // A card React has removed meanwhile (a new search) has nothing to hold.
        const height = card.isConnected ? measureCardHeight(card) : undefined;
        if (height !== undefined) guessFromMeasured(element, height);
        took = performance.now() - start;
      } while (idle && idle.timeRemaining() > 2 * took);
      cancel = whenIdle(step, IDLE_WAIT_MS, NO_IDLE_WAIT_MS);
    };
    cancel = whenIdle(step, IDLE_WAIT_MS, NO_IDLE_WAIT_MS);
    return () => cancel();
  }, [list, settled, items]);
}
