// The Intl warm-up worker: the drop-in build makes it a classic script of its own
// (chunks/intl-warmup-<hash>.js, scripts/bundle/intlWarmup.mjs) and the loader starts it once
// per page with islands, posting the page's language (loader/intlWarmup.ts). It answers that
// one message and ends.
import { warmIntl } from './warmIntl';

interface WorkerScope {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: unknown): void;
  close(): void;
}

const scope = globalThis as unknown as WorkerScope;

scope.onmessage = (event) => {
  warmIntl(event.data);
  scope.postMessage('warm');
  scope.close();
};
