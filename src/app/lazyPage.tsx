import { lazy, type ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

export interface LazyPage {
  (): React.JSX.Element;
  /** Loads the page's code; once loaded, the page renders without suspending (hydration). */
  preload: () => Promise<void>;
}

/** React.lazy that can be preloaded, so a pre-rendered page hydrates without a fallback. */
export function lazyPage(load: Loader): LazyPage {
  let Loaded: ComponentType | null = null;
  const Lazy = lazy(() =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    }),
  );
  const Page = (() => (Loaded ? <Loaded /> : <Lazy />)) as LazyPage;
  Page.preload = () =>
    load().then((module) => {
      Loaded = module.default;
    });
  return Page;
}

export interface LazyComponent<P extends object> {
  (props: P): React.JSX.Element;
  /** Loads the component's code; once loaded, it renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * React.lazy for a component with props that can be preloaded: the portal's guard and frame,
 * loaded beside a portal page's code, render in the same first commit as the page (the portal
 * frame pre-rendered in the HTML is then replaced by the same markup, not by a loader).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let Loaded: ComponentType<P> | null = null;
  const Lazy = lazy(() =>
    load().then((component) => {
      Loaded = component;
      return { default: component };
    }),
  );
  const Component = ((props: P) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />)) as LazyComponent<P>;
  Component.preload = () =>
    load().then((component) => {
      Loaded = component;
    });
  return Component;
}
