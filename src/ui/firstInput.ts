/** What counts as the visitor's first input: a key press or a tap (pointer or touch). */
const FIRST_INPUT_EVENTS = ['keydown', 'pointerdown', 'touchstart'] as const;

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
