/** After a failed submit, moves focus to the first field marked invalid inside the form. */
export function focusFirstInvalid(form: HTMLFormElement | null | undefined): void {
  if (!form) return;
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
