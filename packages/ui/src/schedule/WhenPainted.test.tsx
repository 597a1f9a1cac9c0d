// WhenPainted calls back in a task after the frame that showed its mount, never in the
// task that mounted it.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { expect, test, vi } from 'vitest';
import { WhenPainted } from './WhenPainted';

test('calls back after the next frame, not in the task that mounted it, and not after an unmount', async () => {
  const container = document.createElement('div');
  const root = createRoot(container);
  const onPainted = vi.fn();
  flushSync(() => root.render(<WhenPainted onPainted={onPainted} />));
  expect(onPainted).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(onPainted).toHaveBeenCalledOnce());

  const gone = vi.fn();
  flushSync(() => root.render(<WhenPainted key="second" onPainted={gone} />));
  flushSync(() => root.render(null));
  // A witness mounted after the unmount is called back after the same next frame: once it has
  // been, the one unmounted would have been too, had it not been cancelled.
  const witness = vi.fn();
  flushSync(() => root.render(<WhenPainted key="witness" onPainted={witness} />));
  await vi.waitFor(() => expect(witness).toHaveBeenCalledOnce());
  expect(gone).not.toHaveBeenCalled();
  root.unmount();
});
