import { FIRST_INPUT_EVENTS, STYLES_EVENT } from './events';

/**
 * Calls `callback` once, at the visitor's first key press or tap anywhere on the page (seen in
 * the capture phase, before any handler can stop it). Returns a function that cancels it.
 */
export function onFirstInput(callback: () => void): () => void {
  const cancel = () => {
    for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, handle, true);
  };
  const handle = () => {
    cancel();
    callback();
  };
  for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, handle, { capture: true, passive: true });
  return cancel;
}

/**
 * The landing page's pre-rendered HTML carries only the CSS its own markup uses; the whole
 * stylesheet and the fonts arrive with the visitor's first scroll, key press or tap (the loader,
 * src/startup/loader.ts). Whatever shows more than that markup without such an input (a notice,
 * a section that hydrates) asks for them first. Elsewhere (development, Storybook, pages whose
 * stylesheet is already there) nothing listens and this does nothing.
 */
export function requestFullStyles(): void {
  if (typeof document !== 'undefined') document.dispatchEvent(new Event(STYLES_EVENT));
}
