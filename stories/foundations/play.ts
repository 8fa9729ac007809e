import { expect } from 'storybook/test';
import { sameColor } from './contrast';
import { BODY } from './tokens';

/** The one element of the canvas matching a selector (the play fails if it is missing or repeated). */
export function one(root: HTMLElement, selector: string): HTMLElement {
  const found = root.querySelectorAll<HTMLElement>(selector);
  if (found.length !== 1) throw new Error(`Expected one ${selector}, found ${found.length}`);
  return found[0] as HTMLElement;
}

/** The colour behind an element: its own background, else its nearest painted ancestor's, else the page's. */
export function backgroundBehind(element: HTMLElement): string {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const color = getComputedStyle(node).backgroundColor;
    if (color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color)) return color;
  }
  return BODY;
}

/** Asserts that a CSS colour the browser computed is the expected theme colour. */
export async function expectColor(actual: string, expected: string, what: string) {
  await expect(sameColor(actual, expected), `${what}: ${actual} should be ${expected}`).toBe(true);
}
