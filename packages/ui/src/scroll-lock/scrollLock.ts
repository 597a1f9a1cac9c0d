/** The class on the page root while a modal is open (spec §2, SRCH-49). */
export const SCROLL_LOCK_CLASS = 'np-scroll-lock';

const holders = new WeakMap<Document, number>();

/**
 * Puts the scroll-lock class on the document's root element and returns the function that
 * takes it off again. Counted per document, so a second modal over the first keeps the page
 * locked until both have closed; calling the returned function twice releases only once.
 */
export function lockScroll(doc: Document): () => void {
  const count = (holders.get(doc) ?? 0) + 1;
  holders.set(doc, count);
  doc.documentElement.classList.add(SCROLL_LOCK_CLASS);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (holders.get(doc) ?? 1) - 1;
    holders.set(doc, left);
    if (left === 0) doc.documentElement.classList.remove(SCROLL_LOCK_CLASS);
  };
}
