import { useEffect } from 'react';

/**
 * Keeps the keyboard's place through a busy button. A button is disabled while its action runs (a
 * form's submit, a download, a page turn), and the browser then moves the focus to the page's
 * body at its next frame: after a failed login, a keyboard user would start again from the top,
 * and whether the focus was lost depended on whether the answer came before that frame. When the
 * button is enabled again and nothing has taken the focus meanwhile, it gets the focus back.
 */
export function KeepFocus() {
  useEffect(() => {
    let watching: MutationObserver | null = null;
    const stop = () => {
      watching?.disconnect();
      watching = null;
    };
    const onFocusOut = (event: FocusEvent) => {
      const button = event.target;
      if (!(button instanceof HTMLButtonElement) || !button.disabled || event.relatedTarget) return;
      stop();
      watching = new MutationObserver(() => {
        if (button.disabled) return;
        stop();
        if (button.isConnected && (document.activeElement === null || document.activeElement === document.body)) button.focus();
      });
      watching.observe(button, { attributes: true, attributeFilter: ['disabled'] });
    };
    // The focus went somewhere (the user moved on, or the page placed it): nothing to give back.
    document.addEventListener('focusin', stop);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      stop();
      document.removeEventListener('focusin', stop);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return null;
}
