/**
 * The landing page's pre-rendered HTML carries only the CSS its own markup uses; the whole
 * stylesheet and the fonts arrive with the visitor's first scroll, key press or tap (see
 * scripts/build.ts). Whatever shows more than that markup without such an input (a notice, a
 * section that hydrates) asks for them first. Elsewhere (development, Storybook, pages whose
 * stylesheet is already there) nothing listens and this does nothing.
 */
export const STYLES_EVENT = 'vozly:styles';

export function requestFullStyles(): void {
  if (typeof document !== 'undefined') document.dispatchEvent(new Event(STYLES_EVENT));
}
