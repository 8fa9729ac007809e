/**
 * A copy of a story in the docs pages' "Side by side" block (stories/support/Compare.tsx) is a
 * whole Storybook preview in a frame of the docs page. Its channel would post what it does
 * (story rendered, args updated, globals set) to its parent, the docs page, whose own preview
 * would take them for the manager's and, for one, update the docs story's args. In such a frame
 * (its URL has `compare`), the window is its own parent (`parent` is a replaceable property),
 * so its channel talks to no one. Imported first by .storybook/preview.tsx.
 */
export const COMPARE_PARAM = 'compare';

if (typeof window !== 'undefined' && new URLSearchParams(window.location.search).has(COMPARE_PARAM)) {
  Object.defineProperty(window, 'parent', { value: window, configurable: true });
}
