/** After a failed submit, moves focus to the first field marked invalid inside the form. */
export function focusFirstInvalid(form: HTMLFormElement | null | undefined): void {
  if (!form) return;
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

/**
 * The validation-failure handler of `form.onSubmit(onValid, focusInvalidField)` (@mantine/form):
 * focus moves to the first invalid field of the submitted form.
 */
export function focusInvalidField(_errors: unknown, _values: unknown, event: { currentTarget: EventTarget | null } | undefined): void {
  focusFirstInvalid(event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : undefined);
}
