import type { ComponentProps, MouseEvent } from 'react';

/**
 * Mantine `Button`'s `renderRoot` for a button that is busy, not disabled, while its action runs:
 * a disabled button drops the keyboard focus to the page's body (the next Tab starts again from the
 * top). Busy, it keeps the focus, says `aria-disabled`, and a press does nothing (a submit button's
 * form is not sent twice). Mantine's `loading` still shows the spinner (`data-loading`).
 */
export function busyRoot(busy: boolean, disabled = false) {
  return function BusyRoot(root: ComponentProps<'button'>) {
    return (
      <button
        {...root}
        disabled={disabled}
        aria-disabled={busy || undefined}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          if (busy) event.preventDefault();
          else root.onClick?.(event);
        }}
      />
    );
  };
}

/**
 * The props that make a Mantine `Button` busy, not disabled, while its action runs: the spinner
 * (hidden from assistive technology) and {@link busyRoot}. `disabled`: not pressable even when idle.
 */
export function busyButtonProps(busy: boolean, disabled = false) {
  return { loading: busy, loaderProps: { 'aria-hidden': true }, renderRoot: busyRoot(busy, disabled) } as const;
}
