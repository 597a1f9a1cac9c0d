// A stand-in for `Worker` in happy-dom tests of the Intl warm-up (loader/intlWarmup.ts): it
// records each worker started, its script and what was posted to it, and answers or fails
// when a test says so. Install with `vi.stubGlobal('Worker', FakeWorker)`.
export class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  posted: unknown[] = [];
  constructor(readonly url: string) {
    FakeWorker.started.push(this);
  }
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  answer(): void {
    this.onmessage?.({ data: 'warm' });
  }
  fail(): void {
    this.onerror?.(new Event('error'));
  }
}
