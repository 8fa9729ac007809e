/**
 * A story shows what its name says, at rest: after its play function, nothing is focused and
 * nothing is open unless the story declares it (`parameters.atRest`). The preview's `afterEach`
 * runs {@link checkAtRest} after every story's play, so the story test run fails a play that
 * leaves a control focused (a focus ring on the canvas) or a menu, drawer, popover or listbox
 * open that the story's name does not announce. A play either puts the story back at its end
 * ({@link restFocus}, close what it opened) or belongs to a story named for its end state
 * ("Opened by the burger", "Saved") that declares it:
 *
 * ```ts
 * parameters: { ...atRest({ focus: () => t('header:openMenu'), open: () => [t('header:menuTitle')] }) }
 * ```
 */

import { blurOnPurpose } from './focusGuard';

/** An accessible name: the exact text (spaces collapsed) or a pattern. */
export type AtRestName = string | RegExp;

/** A story's declared end state. Names are computed at check time, so `() => t(key)` follows the story's locale. */
export interface AtRest {
  /** The accessible name of the element the play leaves focused (the story is about focus). */
  focus?: AtRestName | (() => AtRestName);
  /**
   * The accessible names of what the play leaves open: controls with `aria-expanded="true"`,
   * dialogs (drawers, modals, popovers), menus and listboxes. Each open thing must be named here.
   */
  open?: AtRestName[] | (() => AtRestName[]);
  /**
   * Why the play may leave the focus fallen to the body after a control vanished (the focus guard,
   * stories/support/focusGuard.ts, fails it otherwise). Rarely right: a screen's action moves the
   * focus to its result.
   */
  focusFalls?: string;
}

/** The story parameter that declares an end state: `parameters: { ...atRest({ ... }) }`. */
export const atRest = (declaration: AtRest) => ({ atRest: declaration });

/** Puts the focus back on the page: the end of a play that clicked or typed in a control. */
export function restFocus() {
  blurOnPurpose(() => (document.activeElement as HTMLElement | null)?.blur());
}

const normalize = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

const byIds = (ids: string) =>
  normalize(
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** An element's accessible name, as far as the check needs it: labelled by, label, labels, alt, title, text. */
export function nameOf(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    const name = byIds(labelledBy);
    if (name) return name;
  }
  const label = element.getAttribute('aria-label');
  if (label) return normalize(label);
  const labels = (element as HTMLInputElement).labels;
  if (labels && labels.length > 0) return normalize([...labels].map((l) => l.textContent).join(' '));
  const alt = element.getAttribute('alt') ?? element.getAttribute('title');
  if (alt) return normalize(alt);
  return normalize(element.textContent);
}

const matches = (name: string, expected: AtRestName) => (typeof expected === 'string' ? name === normalize(expected) : expected.test(name));

const visible = (element: Element) =>
  typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : true;

/** What is open: expanded controls, dialogs (Mantine's drawers, modals and popovers have the role), menus and listboxes. */
const OPEN_SELECTOR = [
  '[aria-expanded="true"]',
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[role="menu"]',
  '[role="listbox"]',
  'dialog[open]',
].join(', ');

const describe = (element: Element) => {
  const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
  const expanded = element.getAttribute('aria-expanded') === 'true' ? ', expanded' : '';
  const name = nameOf(element);
  return `${role}${expanded} "${name.length > 80 ? `${name.slice(0, 80)}…` : name}"`;
};

/** What disagrees with the declaration at this moment, or nothing. */
export function atRestProblems(root: Element, declaration: AtRest = {}): string[] {
  const problems: string[] = [];
  const focusName = typeof declaration.focus === 'function' ? declaration.focus() : declaration.focus;
  const active = document.activeElement;
  const resting = !active || active === document.body || active === document.documentElement || active === root;
  if (focusName === undefined) {
    if (!resting)
      problems.push(
        `${describe(active)} keeps the focus (a focus ring at rest): end the play with restFocus(), or declare parameters.atRest.focus in a story named for it.`,
      );
  } else if (resting) {
    problems.push(`the story declares the focus on "${String(focusName)}", but nothing is focused.`);
  } else if (!matches(nameOf(active), focusName)) {
    problems.push(`the focus is on ${describe(active)}, not on "${String(focusName)}" as the story declares.`);
  }
  const allowed = (typeof declaration.open === 'function' ? declaration.open() : declaration.open) ?? [];
  const open = [...document.querySelectorAll(OPEN_SELECTOR)].filter((element) => visible(element));
  for (const element of open) {
    const name = nameOf(element);
    if (!allowed.some((expected) => matches(name, expected)))
      problems.push(
        `${describe(element)} is left open: close it at the end of the play, or declare it in parameters.atRest.open in a story named for it.`,
      );
  }
  return problems;
}

/**
 * Fails the story when its end state and its declaration disagree. Waits up to `timeout` ms for
 * a closing transition (a drawer sliding out, the focus returning) before it fails; a story at
 * rest costs one look.
 */
export async function checkAtRest(root: Element, declaration: AtRest | undefined, timeout = 1000): Promise<void> {
  const until = performance.now() + timeout;
  let problems = atRestProblems(root, declaration);
  while (problems.length > 0 && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    problems = atRestProblems(root, declaration);
  }
  if (problems.length > 0) throw new Error(`The story does not rest as its name says:\n- ${problems.join('\n- ')}`);
}
