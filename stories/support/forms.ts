import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * Play steps every form story takes: filling a form as a user does and sending it, and sending one
 * that is refused (a message under each invalid field, the first invalid field focused).
 */

/** Where a value is typed: a field, or a promise of one (the phone input loads on demand). */
type Locate = () => HTMLElement | Promise<HTMLElement>;

/** Types each value into its field, in order. */
export async function fill(entries: ReadonlyArray<readonly [Locate, string]>): Promise<void> {
  for (const [locate, value] of entries) await userEvent.type(await locate(), value);
}

/**
 * Puts a text in a field as a user pasting it: one input event where typing re-renders the form
 * at every key. For a field the story only needs filled; a story about what happens as the user
 * types (a mask, a live counter) types.
 */
export async function pasteInto(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Fills the form, then presses its submit button. */
export async function fillAndSubmit(entries: ReadonlyArray<readonly [Locate, string]>, submit: () => HTMLElement): Promise<void> {
  await fill(entries);
  await userEvent.click(submit());
}

export interface Refusal {
  /** The form's submit button. */
  submit: () => HTMLElement;
  /** The messages the form shows, each under its field. */
  messages: readonly string[];
  /** The field that gets the focus: the first invalid one. */
  focused?: () => HTMLElement;
  /** The callback the form would have sent its values to: not called. */
  notSent?: unknown;
}

/** Presses submit and expects the form to refuse: each message shown, the first invalid field focused, nothing sent. */
export async function submitRefused(canvasElement: HTMLElement, { submit, messages, focused, notSent }: Refusal): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.click(submit());
  for (const message of messages) await expect(await canvas.findByText(message)).toBeVisible();
  if (focused) await waitFor(() => expect(focused()).toHaveFocus());
  if (notSent) await expect(notSent).not.toHaveBeenCalled();
}
