/**
 * After a failed submit, moves focus to the first field marked invalid inside the form, and
 * brings it to the middle of the viewport: a field far above or below (a long form) would
 * otherwise take the focus out of sight, or stay under the sticky header.
 */
export function focusFirstInvalid(form: HTMLFormElement | null | undefined): void {
  if (!form) return;
  const started = performance.now();
  const focus = () => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    // A field whose code still loads shows a disabled placeholder (the phone field): the focus
    // waits for the real field, a frame at a time, for as long as a slow first load may take.
    if (field.matches(':disabled') && performance.now() - started < PLACEHOLDER_WAIT_MS) {
      requestAnimationFrame(focus);
      return;
    }
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center', behavior: 'instant' });
  };
  requestAnimationFrame(focus);
}

/** How long the focus waits for a field's placeholder to become the field. */
const PLACEHOLDER_WAIT_MS = 5000;

/**
 * The validation-failure handler of `form.onSubmit(onValid, focusInvalidField)` (@mantine/form):
 * focus moves to the first invalid field of the submitted form.
 */
export function focusInvalidField(_errors: unknown, _values: unknown, event: { currentTarget: EventTarget | null } | undefined): void {
  focusFirstInvalid(event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : undefined);
}
