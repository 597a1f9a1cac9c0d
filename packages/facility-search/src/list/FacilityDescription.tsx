import { serverTextToPlain, truncateText } from '@nordpark/core';
import { useId, useState } from 'react';
import { useTranslate } from '../messages/TranslateContext';
import { useViewportWidth } from './useViewportWidth';

/**
 * The facility's Preamble, as plain text: cut at 160 characters (80 on narrow screens) with a
 * read-more button that shows the whole of it (SRCH-41, DOM-23, DOM-24).
 */
export function FacilityDescription({ text: serverText }: { text: string }) {
  const t = useTranslate();
  const width = useViewportWidth();
  const [open, setOpen] = useState(false);
  const id = useId();
  // The server's preamble may hold markup: its words only, never literal tags.
  const text = serverTextToPlain(serverText);
  if (!text) return null;
  const short = truncateText(text, width);
  return (
    <div className="np-facility__description">
      <p id={id}>{open || !short.truncated ? text : short.text}</p>
      {short.truncated ? (
        <button
          type="button"
          className="np-link-button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'search.list.readLess' : 'search.list.readMore')}
        </button>
      ) : null}
    </div>
  );
}
