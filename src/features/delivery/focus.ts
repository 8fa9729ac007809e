import { useEffect, useEffectEvent, useRef } from 'react';
import type { SaveState } from '@/lib/loadState';

/**
 * Where the focus goes after an action on the delivery screens. A button that spins while its
 * action runs is disabled meanwhile, and Chromium drops the focus of a disabled button to the
 * page's body for good; a form or card that closes or disappears does the same. So each action
 * says where its result is, and the focus is put there when the action ends.
 */

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/**
 * Scrolls an element into the middle of the viewport, with the field it belongs to (its label and
 * error): the browser's own scroll on focus only brings it to the edge, under the sticky header.
 */
export function reveal(element: HTMLElement) {
  const field = element.closest<HTMLElement>('.mantine-InputWrapper-root');
  const target = field && field.getBoundingClientRect().height < window.innerHeight * 0.6 ? field : element;
  target.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
}

/** Focuses an element (one that is not focusable by nature, a card or a heading, from code only) and reveals it. */
export function focusElement(element: HTMLElement | null | undefined): boolean {
  if (!element) return false;
  if (!element.matches(FOCUSABLE)) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  reveal(element);
  return document.activeElement === element;
}

/** Focuses the element with this id, or else the first of `fallbacks` that is there. */
export function focusById(id: string, ...fallbacks: string[]): void {
  for (const candidate of [id, ...fallbacks]) if (focusElement(document.getElementById(candidate))) return;
}

/** Focuses the submit button of the form labelled by `labelId` (enabled again once its save has ended). */
export function focusSubmit(labelId: string): void {
  focusElement(document.querySelector<HTMLElement>(`form[aria-labelledby="${labelId}"] button[type="submit"]`));
}

/** Whether nothing in particular has the focus (the body), as after a disabled or removed control. */
export const focusLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * After a failed check or save, focuses the form's first field marked invalid and shows it with
 * its label below the sticky header; a form with none keeps the focus where it is.
 */
export function focusFirstInvalidField(form: HTMLFormElement | null | undefined): void {
  if (!form) return;
  requestAnimationFrame(() => {
    focusElement(form.querySelector<HTMLElement>('[aria-invalid="true"]'));
  });
}

/**
 * Runs `settled` once when an action leaves `saving` (succeeded or failed), after the render that
 * shows its result: the place to put the focus back.
 */
export function useSettled(status: SaveState['status'], settled: (status: SaveState['status']) => void): void {
  const previous = useRef(status);
  const onSettled = useEffectEvent(settled);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was === 'saving' && status !== 'saving') onSettled(status);
  }, [status]);
}
