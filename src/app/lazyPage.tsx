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
