/**
 * Back and Forward while a page has unsaved changes (the studio's setup): `<BrowserRouter>` has no
 * `useBlocker` (it needs a data router), so this does what react-router's blocker does. A
 * `popstate` listener that runs before the router's (browserApp adds it before the first render
 * and hands each event on as a `vozly:popstate` event, so the first load of every page carries a
 * line, not this module, which comes with the studio's setup) stops the event while a guard is
 * set and asks: leaving hands the event on to the router; staying steps the history
 * back to where it was (that step's own `popstate` is swallowed too), so the router never moves.
 */

/** The router's index of the current history entry (react-router keeps it in `history.state.idx`). */
export const historyIndex = (): number | null => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

export interface HistoryGuard {
  /** Asks whether to leave (true: leave). */
  confirm: () => boolean;
  /** The entry the guarded page is on. */
  at: () => number | null;
}

let guard: HistoryGuard | null = null;
let listening = false;
let restoring = false;
let passing = false;

/** The event browserApp's `popstate` listener dispatches, the `popstate` event in its detail. */
export const POP_STATE_EVENT = 'vozly:popstate';

function onPopState({ detail: event }: CustomEvent<PopStateEvent>) {
  if (passing) return;
  if (restoring) {
    restoring = false;
    event.stopImmediatePropagation();
    return;
  }
  if (!guard) return;
  const from = guard.at();
  const to = historyIndex();
  // Not a move between the router's entries (a `#section` link's entry): nothing to ask.
  if (from === null || to === null || from === to) return;
  event.stopImmediatePropagation();
  if (guard.confirm()) {
    // Leaving: the router gets the move (the same event again, past this listener).
    guard = null;
    passing = true;
    try {
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
    } finally {
      passing = false;
    }
  } else {
    restoring = true;
    window.history.go(from - to);
  }
}

/** Guards Back and Forward until the returned function is called. */
export function guardHistory(next: HistoryGuard): () => void {
  guard = next;
  if (!listening) {
    listening = true;
    window.addEventListener(POP_STATE_EVENT, onPopState as EventListener);
  }
  return () => {
    if (guard === next) guard = null;
  };
}
