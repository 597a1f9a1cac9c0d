import { useEffect, useRef, useState } from 'react';

/** How long the form must rest before the preview mounts the island again. */
const REST_MS = 300;
const MIN_HEIGHT = 160;
const MAX_HEIGHT = 820;

/**
 * The real island, mounted by the real loader, in a page of its own that holds exactly the
 * snippet (a `srcdoc` frame: same origin, the host's policy). Each change of the document
 * re-mounts it once the form has rested; the frame follows its content's height.
 */
export function Preview({
  document: html,
  title,
  stateLabel,
}: {
  document: string;
  title: string;
  stateLabel: (state: string) => string;
}) {
  const [shown, setShown] = useState(html);
  const [state, setState] = useState('');
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setShown(html), REST_MS);
    return () => clearTimeout(timer);
  }, [html]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each document gets a new frame (its key), which the effect must watch anew.
  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    let observer: ResizeObserver | undefined;
    const onLoad = () => {
      const doc = iframe.contentDocument;
      if (!doc) return;
      const island = doc.querySelector('[data-nordpark]');
      const read = () => setState(island?.getAttribute('data-nordpark-state') ?? '');
      read();
      doc.addEventListener('nordpark:statechange', read);
      observer = new ResizeObserver(() => {
        const height = Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, doc.documentElement.scrollHeight));
        iframe.style.height = `${height}px`;
      });
      observer.observe(doc.body);
    };
    iframe.addEventListener('load', onLoad);
    return () => {
      iframe.removeEventListener('load', onLoad);
      observer?.disconnect();
    };
  }, [shown]);

  return (
    <div className="np-builder-preview">
      <iframe ref={frame} key={shown} className="np-builder-preview__frame" title={title} srcDoc={shown} />
      <p className="np-builder-preview__state">{state && stateLabel(state)}</p>
    </div>
  );
}
