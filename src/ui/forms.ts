/**
 * After a failed submit, moves focus to the first field marked invalid inside the form, and
 * brings it to the middle of the viewport: a field far above or below (a long form) would
 * otherwise take the focus out of sight, or stay under the sticky header.
 */
export function focusFirstInvalid(form: HTMLFormElement | null | undefined): void {
  if (!form) return;
  requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center', behavior: 'instant' });
  });
}

/**
 * The validation-failure handler of `form.onSubmit(onValid, focusInvalidField)` (@mantine/form):
 * focus moves to the first invalid field of the submitted form.
 */
export function focusInvalidField(_errors: unknown, _values: unknown, event: { currentTarget: EventTarget | null } | undefined): void {
  focusFirstInvalid(event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : undefined);
}
