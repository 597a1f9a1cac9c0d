import { type Document, Window } from 'happy-dom';

// One window for every parse: documents from its DOMParser never run scripts or load files,
// so tests see exactly the HTML the server sent.
let window: Window | undefined;

/** Parses a whole HTML page the way a browser's parser would, without executing anything. */
export function parseHtml(markup: string): Document {
  window ??= new Window({
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
    },
  });
  return new window.DOMParser().parseFromString(markup, 'text/html');
}
