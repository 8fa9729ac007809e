import { createContext, createElement, lazy, Suspense, use, useEffect, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { onFirstInput, requestFullStyles } from './firstInput';
import { DisabledUntilHydrated } from './hydration';
import { KeepServerMarkup } from './KeepServerMarkup';

/**
 * Below-the-fold sections of the landing page load after the top of the page.
 *
 * The pre-rendered HTML holds every section. While the page hydrates, a section's code
 * (`lazyLandingPart`) suspends inside the section's own Suspense boundary (`LandingSection`),
 * so React keeps its server HTML on screen (dehydrated) and hydrates only the top of the page.
 * Once the page has hydrated, each section's code loads (and React hydrates it where it is) at
 * the first of: the section comes within a quarter of a screen of the viewport; the visitor's
 * first key press or tap anywhere; its turn at a quiet moment of the browser (so that a control
 * never waits for a scroll: one section per quiet moment, in the page's order). What the
 * visitor looks at comes first. Its controls stay disabled until then (DisabledUntilHydrated):
 * a visitor (or a test robot) who clicks or types early waits for live controls instead of
 * losing the input. No suspension ever happens outside these boundaries, so hydration cannot
 * stall on them.
 *
 * The state below is the module's own (one landing page per document): whether the page has
 * hydrated, the first input, and the last section's turn. It is created on first use (importing
 * this module does nothing, so bundles that never show a landing section drop it), and it only
 * ever moves forward: once the page is ready it stays ready, which is also right for a second
 * visit to the page within the app.
 */
const state: { pageReady?: Promise<void>; signalReady?: () => void; firstInput?: Promise<void>; lastTurn?: Promise<unknown> } = {};

/** Resolves once the landing page has hydrated (or mounted); at once on the server. */
function pageReady(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  state.pageReady ??= new Promise<void>((resolve) => {
    state.signalReady = resolve;
  });
  return state.pageReady;
}

/** The page has hydrated (or mounted): the sections may load. */
function markPageReady(): void {
  void pageReady();
  state.signalReady?.();
}

/** The visitor's first key press or tap: from then on every section loads. */
function whenFirstInput(): Promise<void> {
  state.firstInput ??= new Promise<void>((resolve) => {
    onFirstInput(resolve);
  });
  return state.firstInput;
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

/**
 * Loads a section's code once the page is ready and the section is wanted: it nears the
 * viewport, the visitor acts, or its turn at a quiet moment of the browser comes. The turns go
 * in the page's order, one section each, and a turn begins only after the section before has
 * loaded: the sections nobody asked for yet hydrate in as many short stretches of work, not in
 * one long one.
 */
function loadWhenWanted<T>(anchor: string, load: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return load();
  const idleTurn = (state.lastTurn ?? pageReady()).then(nextIdle);
  // A section on screen may show more than its pre-rendered markup: the whole stylesheet first.
  const near = () => whenNear(anchor).then(requestFullStyles);
  const loaded = pageReady()
    .then(() => Promise.race([near(), whenFirstInput(), idleTurn]))
    .then(load);
  state.lastTurn = loaded.catch(() => undefined);
  return loaded;
}

/** The id of the LandingSection around a part (its anchor). */
const SectionAnchor = createContext<string | null>(null);

/**
 * The component `name` of the module `load` brings, as a part of a `<LandingSection>`: its code
 * loads once the page is ready and the section around it is wanted (see above); on the server,
 * at once. Call it once, at the top level of the page's module.
 */
export function lazyLandingPart<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): Module[Name] {
  // One lazy component per section it is used in: the same code may be wanted in two places.
  const byAnchor = new Map<string, ComponentType<object>>();
  const lazyFor = (anchor: string) => {
    let part = byAnchor.get(anchor);
    if (!part) {
      part = lazy(() => loadWhenWanted(anchor, load).then((module) => ({ default: module[name] as ComponentType<object> })));
      byAnchor.set(anchor, part);
    }
    return part;
  };
  function LandingPart(props: object) {
    const anchor = use(SectionAnchor);
    if (anchor === null) throw new Error(`${String(name)} is a landing section part: render it inside <LandingSection>`);
    return createElement(lazyFor(anchor), props);
  }
  LandingPart.displayName = `LandingPart(${String(name)})`;
  return LandingPart as unknown as Module[Name];
}

export interface LandingSectionProps {
  /** The section's id: its anchor in the page. */
  id: string;
  /** id of the section's title. */
  labelledBy: string;
  /**
   * Its estimated height in pixels: kept while the browser skips rendering it off screen
   * (content-visibility) and while its code loads on a client-side navigation.
   */
  height: number;
  /**
   * `controls` (default): it has controls, disabled until it hydrates. `text`: nothing to interact
   * with (text, images, links): on the pre-rendered page its markup is kept as it is and its
   * code never loads (KeepServerMarkup).
   */
  content?: 'controls' | 'text';
  /** The section's parts (made with `lazyLandingPart`, plain elements around them are fine). */
  children: ReactNode;
}

/**
 * A below-the-fold section of the landing page: the `<section>` with its anchor and its label
 * (both there before its code arrives), skipped by the browser's rendering until it nears the
 * viewport (content-visibility: the pre-rendered page paints its first screen sooner), and the
 * boundary its parts load in: their own Suspense, error boundary and hydration gate.
 */
export function LandingSection({ id, labelledBy, height, content = 'controls', children }: LandingSectionProps) {
  // The section is the page's own markup: it mounts when the page has hydrated.
  useEffect(markPageReady, []);
  const boundary = (
    <ErrorBoundary>
      <Suspense fallback={<div style={{ minHeight: height }} aria-busy="true" />}>
        {content === 'controls' ? <DisabledUntilHydrated>{children}</DisabledUntilHydrated> : children}
      </Suspense>
    </ErrorBoundary>
  );
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      style={{ scrollMarginTop: 72, contentVisibility: 'auto', containIntrinsicSize: `auto ${height}px` }}
    >
      <SectionAnchor value={id}>{content === 'text' ? <KeepServerMarkup name={id}>{boundary}</KeepServerMarkup> : boundary}</SectionAnchor>
    </section>
  );
}
