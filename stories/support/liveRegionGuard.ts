/**
 * A status message is said from a live region that was in the page before the message (WCAG
 * 4.1.3): screen readers announce a change inside a region they already know, and often say
 * nothing about a `role="status"` (or `log`, or `aria-live`) element inserted with its text
 * already in it. The preview starts a {@link watchLiveRegions} before every story; after the
 * play's first interaction, any such region added to the page with its message fails the story.
 * Keep the region rendered (empty) and change its text, as `SaveStatus` (src/ui/PageStates.tsx) does.
 *
 * `role="alert"` is left out: an alert is announced when it appears (that is its use, for errors).
 * So is a region that arrives with a whole new page or dialog (its heading comes with it): that is
 * the new page's content, read as the user reaches it, not a message about their action.
 */

const REGION = '[role="status"], [role="log"], [aria-live="polite"], [aria-live="assertive"]';
const NEW_VIEW = 'h1, main, [role="dialog"], [role="alertdialog"]';

const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

export interface LiveRegionWatch {
  /** Stops watching and returns the regions that arrived with their message. */
  finish(): string[];
}

export function watchLiveRegions(): LiveRegionWatch {
  const problems: string[] = [];
  let interacted = false;
  const interaction = () => {
    interacted = true;
  };
  const look = (records: MutationRecord[]) => {
    if (!interacted) return;
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(NEW_VIEW) || node.querySelector(NEW_VIEW)) continue;
        const regions = [...(node.matches(REGION) ? [node] : []), ...node.querySelectorAll(REGION)];
        for (const region of regions) {
          if (region.getAttribute('role') === 'alert' || region.getAttribute('aria-live') === 'off') continue;
          const message = text(region);
          if (message)
            problems.push(`a ${region.getAttribute('role') ?? 'live'} region was inserted with its message "${message.slice(0, 80)}"`);
        }
      }
    }
  };
  const observer = new MutationObserver(look);
  const events = ['pointerdown', 'keydown', 'click', 'input'] as const;
  for (const type of events) document.addEventListener(type, interaction, true);
  observer.observe(document.body, { subtree: true, childList: true });
  return {
    finish() {
      look(observer.takeRecords());
      observer.disconnect();
      for (const type of events) document.removeEventListener(type, interaction, true);
      return problems;
    },
  };
}
