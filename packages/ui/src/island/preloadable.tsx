import { type ComponentType, lazy } from 'react';

export interface Preloadable<P extends object> {
  /** Starts the download once (on a visitor's intent, or when the view before it shows). */
  preload(): Promise<ComponentType<P>>;
  /** Renders the loaded component; before it is loaded, suspends like `React.lazy`. */
  Component: ComponentType<P>;
}

/**
 * A component whose code loads on demand, like `React.lazy`, which can be fetched ahead and
 * then renders at once. `React.lazy` suspends on its first render even when the module is
 * already in, and React holds a revealed boundary back for up to 300 ms: an info window or a
 * booking step whose code was fetched ahead still seemed slow to come. The lazy
 * type is only ever committed as its fallback: `loaded` is set before it resolves, so a mount
 * that began lazy takes the module's own type without losing anything it showed.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloaded(props: P) {
    const Shown = loaded ?? (Lazy as unknown as ComponentType<P>);
    return <Shown {...props} />;
  }
  return { preload, Component: Preloaded };
}
