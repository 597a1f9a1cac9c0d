// Shared by the runtime's tests: small fake islands and a page to put them on.
import type { IslandName } from '@nordpark/core';
import { defineIsland, type IslandDefinition, IslandPending, type IslandProps } from '@nordpark/ui/island';
import { use, useEffect, useId, useSyncExternalStore } from 'react';
import * as v from 'valibot';

export const greetingSchema = v.object({
  greeting: v.optional(v.string()),
  flexDays: v.optional(v.number()),
  day: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'))),
});

export type Greeting = v.InferOutput<typeof greetingSchema>;

/** Counts renders and unmounts so tests can see a root being created, reused or freed. */
export interface Lifecycle {
  renders: number;
  unmounts: number;
  last: { config: unknown; props: unknown; element: HTMLElement } | undefined;
}

export function lifecycle(): Lifecycle {
  return { renders: 0, unmounts: 0, last: undefined };
}

interface GreetingProps extends IslandProps<Greeting> {
  seen: Lifecycle;
}

/** Renders its greeting, the country and its useId value, and counts itself. */
function GreetingView({ config, props, element, seen }: GreetingProps) {
  seen.renders += 1;
  seen.last = { config, props, element };
  const id = useId();
  useEffect(
    () => () => {
      seen.unmounts += 1;
    },
    [seen],
  );
  return (
    <p className="greeting" data-id={id}>
      {props.greeting ?? 'hello'} {config.country}
    </p>
  );
}

function Throwing(): never {
  throw new Error('boom');
}

export function greetingIsland(name: IslandName, seen: Lifecycle = lifecycle()): IslandDefinition<Greeting> {
  return defineIsland({
    name,
    propsSchema: greetingSchema,
    Component: (island) => <GreetingView {...island} seen={seen} />,
  });
}

export function throwingIsland(name: IslandName): IslandDefinition<Greeting> {
  return defineIsland({ name, propsSchema: greetingSchema, Component: Throwing });
}

/** An island whose view waits for its texts, as the real ones do (React's `use`). */
export function suspendingIsland(name: IslandName, texts: Promise<string>): IslandDefinition<Greeting> {
  function Texts() {
    return <p>{use(texts)}</p>;
  }
  return defineIsland({ name, propsSchema: greetingSchema, Component: Texts });
}

/** A flag components read with useSyncExternalStore; `finish()` sets it. */
function finishSwitch() {
  let done = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    useDone: () => useSyncExternalStore(subscribe, () => done),
    finish() {
      done = true;
      for (const listener of listeners) listener();
    },
  };
}

/** An island that waits for its first data with IslandPending, as the booking flow does;
 * `finish()` ends the wait. */
export function pendingIsland(name: IslandName): IslandDefinition<Greeting> & { finish(): void } {
  const { useDone, finish } = finishSwitch();
  function FirstStep() {
    return useDone() ? <p>first step</p> : <IslandPending>spinner</IslandPending>;
  }
  return Object.assign(defineIsland({ name, propsSchema: greetingSchema, Component: FirstStep }), { finish });
}

/** An island whose header renders at once while an inner part holds the first view with
 * IslandPending, as the search bar's date field does while its texts arrive. */
export function partlyPendingIsland(name: IslandName): IslandDefinition<Greeting> & { finish(): void } {
  const { useDone, finish } = finishSwitch();
  function Dates() {
    return useDone() ? <p>dates</p> : <IslandPending>placeholder</IslandPending>;
  }
  function WithHeader() {
    return (
      <>
        <h2>header</h2>
        <Dates />
      </>
    );
  }
  return Object.assign(defineIsland({ name, propsSchema: greetingSchema, Component: WithHeader }), {
    finish,
  });
}

export function moduleOf<P>(definition: IslandDefinition<P>) {
  return () => Promise.resolve({ default: definition });
}

export { type Deferred, deferred } from '@nordpark/ui/testing';

/** Puts the page config (an object, raw text, or none) and body HTML on the page. */
export function setUpPage(body: string, config: object | string | null = { country: 'se' }): void {
  document.head.replaceChildren();
  document.body.innerHTML = body;
  if (config === null) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'nordpark-config';
  script.textContent = typeof config === 'string' ? config : JSON.stringify(config);
  document.head.append(script);
}

/** happy-dom fetches no stylesheet: with `true` it reports each one loaded, else failed (as
 * by default; an island fails without its stylesheet). */
export function stylesheetsLoad(loaded: boolean): void {
  const { happyDOM } = window as unknown as {
    happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } };
  };
  happyDOM.settings.handleDisabledFileLoadingAsSuccess = loaded;
}

export function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id} on the page`);
  return element;
}

export const state = (id: string) => byId(id).getAttribute('data-nordpark-state');
