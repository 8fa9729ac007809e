import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { HydrationGate } from '@/ui/HydrationGate';

/**
 * Below-the-fold sections of the landing page load after the page is interactive.
 *
 * The pre-rendered HTML holds every section. While the page hydrates, a deferred section
 * suspends inside its own Suspense boundary, so React keeps its server HTML on screen
 * (dehydrated) and hydrates only the top of the page. Once the page has hydrated and the
 * browser is idle, the sections' code loads and React hydrates them where they are. Their
 * controls sit in a nested HydrationGate until then: a visitor who clicks or types early
 * waits for live controls instead of losing the input. No suspension ever happens outside
 * these boundaries, so hydration cannot stall on them.
 */

let signalReady: (() => void) | null = null;
const pageReady: Promise<void> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        signalReady = resolve;
      });

let idle: Promise<void> | null = null;

/** Called by the landing page once it has hydrated (or mounted): the deferred sections may load. */
export function markPageReady(): void {
  signalReady?.();
}

/** After the page is ready and the browser has a quiet moment (at most 1.5 s later). */
function whenReadyAndIdle(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  idle ??= pageReady.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 1500 });
        else setTimeout(resolve, 50);
      }),
  );
  return idle;
}

/** A section component whose code loads once the page is ready and idle (on the server: at once). */
export function deferred<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): Module[Name] {
  const Lazy = lazy(() =>
    whenReadyAndIdle()
      .then(load)
      .then((module) => ({ default: module[name] as ComponentType<object> })),
  );
  return Lazy as unknown as Module[Name];
}

export interface DeferredProps {
  children: ReactNode;
  /** Height kept while the section's code loads on a client-side navigation. */
  minHeight: number;
}

/** The boundary around a deferred section: its own Suspense, error boundary and hydration gate. */
export function Deferred({ children, minHeight }: DeferredProps) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<div style={{ minHeight }} aria-busy="true" />}>
        <HydrationGate>{children}</HydrationGate>
      </Suspense>
    </ErrorBoundary>
  );
}
