import { expect, waitFor, within } from 'storybook/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A labelled control; Mantine adds " *" to the label of a required one. */
export function field(container: HTMLElement, label: string): HTMLElement {
  return within(container).getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`));
}

/** The phone number input (its code loads on demand: a disabled placeholder stands in until then). */
export async function phoneInput(container: HTMLElement, label: string): Promise<HTMLInputElement> {
  return waitFor(
    () => {
      const input = within(container).getByRole('textbox', { name: new RegExp(`^${escape(label)}`) });
      expect(input).toBeEnabled();
      return input as HTMLInputElement;
    },
    { timeout: 8000 },
  );
}
