import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { splitLocale } from '@/lib/locale';

/** How long a new page may take to show its heading (lazy page, data) before we give up. */
const WAIT_MS = 8000;

/** Focuses an element the script placed the focus on (a heading gets `tabIndex=-1`), without scrolling. */
export function focusElement(element: HTMLElement) {
  if (!element.hasAttribute('tabindex') && !element.matches('a[href], button, input, select, textarea')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

/** Whether the focus is nowhere in particular (on the body, or on an element that left the page). */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/** The element that last took the focus (the page's first load has none). */
let lastFocused: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => (lastFocused = event.target as Element), true);
  // Focus let go on purpose (a blur, a click on the page's background) leaves the element in the
  // page: nothing was dropped, and when that element leaves later, no loader should take the focus.
  document.addEventListener(
    'focusout',
    (event) => {
      if (event.relatedTarget) return;
      const left = event.target as Element;
      queueMicrotask(() => {
        if (lastFocused === left && left.isConnected && focusIsLost()) lastFocused = null;
      });
    },
    true,
  );
}

/** Whether the focus fell to the body because the element holding it left the page (not a first load's body). */
export const focusWasDropped = () => focusIsLost() && lastFocused !== null && !lastFocused.isConnected;

/**
 * THE focus rule after a route change (one rule for every screen, present and future): when the
 * path changes (not on the first load, not for a search or hash change, which stay on the page),
 * the focus goes to the new page's heading (its `<h1>` inside `<main>`, given `tabIndex=-1`) as
 * soon as it is shown, unless the user has put it somewhere in the new page meanwhile. A change
 * of language only (same page) keeps the focus where it is, or takes the heading if it was lost.
 * Rendered once, by LocaleRoutes.
 */
export function FocusOnNavigate() {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    if (before === null || before === pathname) return;
    const sameScreen = splitLocale(before).rest === splitLocale(pathname).rest;
    const from = document.activeElement;
    const started = performance.now();
    let frame = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
      if (!heading) {
        if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(look);
        return;
      }
      const active = document.activeElement;
      const untouched = focusIsLost() || active === from || (active !== null && !heading.closest('main')?.contains(active));
      if (sameScreen ? focusIsLost() : untouched) focusElement(heading);
      // A closing menu or dialog may drop the focus a moment later: the heading takes it back.
      settle = setTimeout(() => {
        if (focusIsLost() && heading.isConnected) focusElement(heading);
      }, 500);
    };
    // The new page may be there already (rendered in the commit that changed the path): its
    // heading takes the focus in the same task, with no frame where the focus sits on the body.
    look();
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settle);
    };
  }, [pathname]);
  return null;
}
