/** The attribute that lays a card out while its height is read (list.css). */
export const MEASURING_ATTRIBUTE = 'data-measuring';

/** The cards list.css leaves out of layout while far from the view. */
const SKIPPABLE_CARDS = '.np-facility:nth-child(n + 4) > .np-facility__card';

/** The custom property list.css takes a card's guessed height from (the content box's). */
export const GUESS_PROPERTY = '--np-card-guess';

const FRAME = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;

/** The cards of `list` whose real height no card has been given yet, in list order. */
export function cardsToMeasure(list: HTMLElement): HTMLElement[] {
  return Array.from(list.querySelectorAll<HTMLElement>(SKIPPABLE_CARDS)).filter(
    (card) => card.style.containIntrinsicBlockSize === '',
  );
}

/**
 * Gives a card that `content-visibility: auto` may leave out of layout its real height as the
 * height it holds while left out (`contain-intrinsic-block-size`, the content box's; "auto"
 * still lets the browser's remembered height win once the card has been shown). The card is
 * laid out for this one read, in this task: no frame paints it, so the browser keeps no
 * position of its contents that a later scroll would count as a shift (Chromium 156 did when
 * the cards were shown for a frame instead).
 */
export function measureCardHeight(card: HTMLElement): number | undefined {
  card.setAttribute(MEASURING_ATTRIBUTE, '');
  try {
    const style = getComputedStyle(card);
    const frame = FRAME.reduce((sum, side) => sum + (Number.parseFloat(style[side]) || 0), 0);
    const height = card.getBoundingClientRect().height - frame;
    if (!(height > 0)) return undefined;
    card.style.containIntrinsicBlockSize = `auto ${Math.round(height)}px`;
    return height;
  } finally {
    card.removeAttribute(MEASURING_ATTRIBUTE);
  }
}

/** Per list, the heights measured so far, summed. */
const measured = new WeakMap<HTMLElement, { sum: number; count: number }>();

/**
 * Makes the mean of the cards measured in `list` the guess for the cards not measured yet (a
 * show-more's new ones, while they wait for their turn): a jump to them then moves what is
 * below by how far a card is from the mean, not from a fixed 420 px (the cards are 256–335 px
 * beside the map and 325–452 px on a phone).
 */
export function guessFromMeasured(list: HTMLElement, height: number): void {
  const tally = measured.get(list) ?? { sum: 0, count: 0 };
  tally.sum += height;
  tally.count += 1;
  measured.set(list, tally);
  list.style.setProperty(GUESS_PROPERTY, `${Math.round(tally.sum / tally.count)}px`);
}
