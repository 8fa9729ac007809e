/**
 * The focus never falls to the page's body after an interaction (WCAG 2.4.3): a control that
 * vanishes, gets disabled or hidden under the focus (a deleted item, a closed form, a confirmation
 * replaced by its result) leaves a keyboard user at the top of the page, the next Tab on the skip
 * link. The preview starts a {@link watchFocus} before every story and fails the story when the
 * play's interactions dropped the focus this way and nothing took it within {@link SETTLE_MS}
 * (a form that opens takes it, Cancel hands it back to its opener, a delete moves it to the next
 * item or the list's heading, a route change to the new page's heading).
 *
 * A deliberate blur (`restFocus()` at the end of a play, stories/support/atRest.ts) is not a
 * fall. A story whose end state legitimately has no focus after a vanished control declares why:
 * `parameters: { ...atRest({ focusFalls: 'the notice closes itself; nothing replaces it' }) }`.
 */

/** How long the page has to move the focus on after its control vanished (a transition, a lazy route). */
export const SETTLE_MS = 1000;

let onPurpose = false;

/** Runs `blur` as a deliberate move of the focus (not a fall): `restFocus()` uses it. */
export function blurOnPurpose(blur: () => void) {
  onPurpose = true;
  try {
    blur();
  } finally {
    onPurpose = false;
  }
}

const atBody = () =>
  !document.activeElement || document.activeElement === document.body || document.activeElement === document.documentElement;

const label = (element: Element) => {
  const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
  const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return `${role} "${name.length > 60 ? `${name.slice(0, 60)}…` : name}"`;
};

/** Why `element` can no longer hold the focus, or null while it still can (the user clicked elsewhere). */
function lostBecause(element: Element): string | null {
  if (!element.isConnected) return 'was removed';
  // A busy button stays enabled (src/ui/busyRoot.tsx, `busyButtonProps`): one disabled while busy
  // drops the focus as surely as one disabled for good.
  if ((element as HTMLButtonElement).disabled) return 'was disabled';
  if (element.closest('[inert]')) return 'became inert';
  if (typeof element.checkVisibility === 'function' && !element.checkVisibility({ visibilityProperty: true })) return 'was hidden';
  return null;
}

export interface FocusWatch {
  /** Waits for the falls still settling, stops watching and returns what fell. */
  finish(): Promise<string[]>;
}

/** Watches the document from now on: every time the focus falls to the body after an interaction. */
export function watchFocus(): FocusWatch {
  const problems: string[] = [];
  const pending = new Set<Promise<void>>();
  let interacted = false;
  let focused: Element | null = null;
  let watching: Element | null = null;
  let generation = 0;

  const fell = (element: Element) => {
    if (!interacted || watching === element) return;
    watching = element;
    const started = generation;
    const check = (async () => {
      const until = performance.now() + SETTLE_MS;
      while (performance.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        // The focus went somewhere (the page moved it, or the play went on): no fall.
        if (generation !== started || !atBody()) return;
      }
      const why = lostBecause(element);
      if (why && atBody() && generation === started) problems.push(`the focus fell to <body> after ${label(element)} ${why}`);
    })().finally(() => {
      if (watching === element) watching = null;
      pending.delete(check);
    });
    pending.add(check);
  };

  const interaction = () => {
    interacted = true;
  };
  const focusIn = (event: FocusEvent) => {
    generation += 1;
    focused = event.target as Element;
  };
  const focusOut = (event: FocusEvent) => {
    if (event.relatedTarget) return;
    if (onPurpose) {
      focused = null;
      return;
    }
    const target = event.target as Element;
    // The blur of a removal runs before the node leaves: look once the change is done. A blur that
    // leaves its control usable (a click on the page's text) is the user's choice: forget it.
    queueMicrotask(() => {
      if (!atBody()) return;
      if (lostBecause(target)) fell(target);
      else if (focused === target) focused = null;
    });
  };
  // Chromium does not always blur a focused element that is removed or disabled: see it happen.
  const observer = new MutationObserver(() => {
    if (focused && atBody() && lostBecause(focused)) fell(focused);
  });
  const events = ['pointerdown', 'mousedown', 'keydown', 'click', 'input'] as const;
  for (const type of events) document.addEventListener(type, interaction, true);
  document.addEventListener('focusin', focusIn, true);
  document.addEventListener('focusout', focusOut, true);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'hidden', 'inert', 'style', 'class'],
  });

  return {
    async finish() {
      while (pending.size > 0) await Promise.all([...pending]);
      observer.disconnect();
      for (const type of events) document.removeEventListener(type, interaction, true);
      document.removeEventListener('focusin', focusIn, true);
      document.removeEventListener('focusout', focusOut, true);
      return problems;
    },
  };
}
