import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { onFirstInput } from '@/ui/firstInput';
import { requestFullStyles } from '@/ui/fullStyles';
import { HydrationGate } from '@/ui/HydrationGate';

/**
 * Below-the-fold sections of the landing page load after the top of the page.
 *
 * The pre-rendered HTML holds every section. While the page hydrates, a deferred section
 * suspends inside its own Suspense boundary, so React keeps its server HTML on screen
 * (dehydrated) and hydrates only the top of the page. Once the page has hydrated, each
 * section's code loads (and React hydrates it where it is) at the first of: the section comes
 * within a quarter of a screen of the viewport; the visitor's first key press or tap anywhere;
 * its turn at a quiet moment of the browser (so that a control never waits for a scroll: one
 * section per quiet moment, in the page's order). What the visitor looks at comes first. Their
 * controls sit in a nested HydrationGate until then: a visitor (or a test robot) who clicks or
 * types early waits for live controls instead of losing the input. No suspension ever happens
 * outside these boundaries, so hydration cannot stall on them.
 */

let signalReady: (() => void) | null = null;
const pageReady: Promise<void> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        signalReady = resolve;
      });

/** Called by the landing page once it has hydrated (or mounted): the deferred sections may load. */
export function markPageReady(): void {
  signalReady?.();
}

let firstInput: Promise<void> | null = null;

/** The visitor's first key press or tap: from then on every section loads. */
function whenFirstInput(): Promise<void> {
  firstInput ??= new Promise<void>((resolve) => {
    onFirstInput(resolve);
  });
  return firstInput;
}

/** The section `anchor` (an element id) is within a quarter of a screen below the viewport (or in it). */
function whenNear(anchor: string): Promise<void> {
  const element = document.getElementById(anchor);
  if (!element || !('IntersectionObserver' in window)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '0px 0px 25% 0px' },
    );
    observer.observe(element);
  });
}

/** The browser's next quiet moment (at most two seconds away). */
function nextIdle(): Promise<void> {
  return new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 50);
  });
}

let lastTurn: Promise<unknown> | null = null;

/**
 * Loads a section's code once the page is ready and the section is wanted: it nears the
 * viewport, the visitor acts, or its turn at a quiet moment of the browser comes. The turns go
 * in the page's order, one section each, and a turn begins only after the section before has
 * loaded: the sections nobody asked for yet hydrate in as many short stretches of work, not in
 * one long one.
 */
function loadWhenWanted<T>(anchor: string, load: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return load();
  const idleTurn = (lastTurn ?? pageReady).then(nextIdle);
  // A section on screen may show more than its pre-rendered markup: the whole stylesheet first.
  const near = () => whenNear(anchor).then(requestFullStyles);
  const loaded = pageReady.then(() => Promise.race([near(), whenFirstInput(), idleTurn])).then(load);
  lastTurn = loaded.catch(() => undefined);
  return loaded;
}

/**
 * A section component whose code loads once the page is ready and the section `anchor` (the id
 * of the element around it) is wanted, see above. On the server: at once.
 */
export function deferred<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name, anchor: string): Module[Name] {
  const Lazy = lazy(() => loadWhenWanted(anchor, load).then((module) => ({ default: module[name] as ComponentType<object> })));
  return Lazy as unknown as Module[Name];
}

export interface DeferredProps {
  children: ReactNode;
  /** Height kept while the section's code loads on a client-side navigation. */
  minHeight: number;
  /** Keep its controls disabled until it hydrates (default). A section with none needs no gate. */
  gate?: boolean;
}

/** The boundary around a deferred section: its own Suspense, error boundary and hydration gate. */
export function Deferred({ children, minHeight, gate = true }: DeferredProps) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<div style={{ minHeight }} aria-busy="true" />}>{gate ? <HydrationGate>{children}</HydrationGate> : children}</Suspense>
    </ErrorBoundary>
  );
}
