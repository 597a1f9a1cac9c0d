import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, test } from 'vitest';
import { preloadable } from './preloadable';

// A component loaded on demand that can be fetched ahead: once in, it renders in the first
// render, with no fallback (React.lazy would suspend even then).

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function deferred() {
  let resolve: (component: typeof Counter) => void = () => undefined;
  const promise = new Promise<typeof Counter>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>loading</p>}>{node}</Suspense>;

describe('preloadable', () => {
  test('fetched ahead, it renders at once; the download starts only once', async () => {
    let loads = 0;
    const code = preloadable(() => {
      loads++;
      return Promise.resolve(Counter);
    });
    await Promise.all([code.preload(), code.preload()]);
    render(inSuspense(<code.Component label="Count" />));
    // No act flush needed: the first render already shows it.
    expect(screen.getByRole('button').textContent).toBe('Count 0');
    expect(screen.queryByText('loading')).toBeNull();
    expect(loads).toBe(1);
  });

  test('not fetched yet, it suspends and then shows', async () => {
    const load = deferred();
    const code = preloadable(() => load.promise);
    render(inSuspense(<code.Component label="Count" />));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => load.resolve(Counter));
    expect((await screen.findByRole('button')).textContent).toBe('Count 0');
  });

  test('a mount that began before the load keeps what it shows, state and all, when its parent renders again', async () => {
    const load = deferred();
    const code = preloadable(() => load.promise);
    const view = render(inSuspense(<code.Component label="Count" />));
    await act(async () => load.resolve(Counter));
    const button = await screen.findByRole('button');
    await act(async () => button.click());
    expect(button.textContent).toBe('Count 1');
    view.rerender(inSuspense(<code.Component label="Total" />));
    expect(screen.getByRole('button')).toBe(button);
    expect(button.textContent).toBe('Total 1');
  });
});
