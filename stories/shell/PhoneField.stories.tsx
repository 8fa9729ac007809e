import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PhoneProblem } from '@/lib/phone';
import { PhoneFieldDemo } from '../support/PhoneFieldDemo';
import { t } from '../support/i18n';
import { componentMeta } from '../support/meta';
import { restFocus } from '../support/atRest';

const meta = {
  title: 'Shared components/Phone field',
  // No text args: the field's label and the button are the forms' texts in the story's language.
  ...componentMeta(PhoneFieldDemo, {}),
  argTypes: {
    label: { control: 'text', description: 'The field’s label; unset: signup’s “Phone” in the story’s language.' },
    initialValue: {
      control: 'text',
      description: 'The number the field starts with, in international format (`+34600111222`); unset: empty, Spain’s code only.',
    },
    submitLabel: {
      control: 'text',
      description: 'The button that checks the number, as a form’s submit does; unset: “Continue” in the story’s language.',
    },
  },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** The field's label and the submit button in the story's language (what PhoneFieldDemo shows without args). */
const fieldLabel = () => t('signup:personal.phone');
const submitLabel = () => t('common:actions.continue');

/** The live phone input (its code loads on demand; a disabled placeholder stands in until then). */
async function phoneInput(canvasElement: HTMLElement, label = fieldLabel()) {
  const canvas = within(canvasElement);
  return waitFor(
    () => {
      const input = canvas.getByRole('textbox', { name: new RegExp(label) });
      expect(input).toBeEnabled();
      return input;
    },
    { timeout: 5000 },
  );
}

/** Spain by default, international format, the calling code fixed in the field. */
export const SpainByDefault: Story = {
  play: async ({ canvasElement }) => {
    const input = await phoneInput(canvasElement);
    await expect(input).toHaveValue('+34');
    const country = within(canvasElement).getByRole('combobox', { name: t('common:phone.country') });
    await expect(country).toHaveValue('ES');
    await userEvent.clear(input);
    // The calling code cannot be erased.
    await expect(input).toHaveValue('+34');
    await userEvent.type(input, '600111222');
    await expect(input).toHaveValue('+34 600 11 12 22');
    await userEvent.click(within(canvasElement).getByRole('button', { name: submitLabel() }));
    await expect(within(canvasElement).queryByText(t('common:phone.errors.INVALID'))).toBeNull();
    restFocus();
  },
};

const invalid =
  (digits: string, problem: PhoneProblem): Story['play'] =>
  async ({ canvasElement }) => {
    const input = await phoneInput(canvasElement);
    await userEvent.type(input, digits);
    await userEvent.click(within(canvasElement).getByRole('button', { name: submitLabel() }));
    const message = await within(canvasElement).findByText(t(`common:phone.errors.${problem}` as const));
    await expect(message).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input.getAttribute('aria-describedby') ?? '').toContain(message.id);
    restFocus();
  };

/** One digit, submitted: the field says the number is too short. */
export const TooShort: Story = { play: invalid('6', 'TOO_SHORT') };
/** Twenty digits, submitted: the field says the number is too long. */
export const TooLong: Story = { play: invalid('60011122233344455566', 'TOO_LONG') };
/** A number no Spanish line can have, submitted: the field says it is not valid. */
export const InvalidForCountry: Story = { play: invalid('100111222', 'INVALID') };
/** Nothing typed, submitted: the field says a phone number is required. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await phoneInput(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: submitLabel() }));
    await expect(await within(canvasElement).findByText(t('common:phone.errors.required'))).toBeVisible();
    restFocus();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const input = await phoneInput(canvasElement);
    await expect(within(canvasElement).getByRole('combobox', { name: t('common:phone.country') })).toBeInTheDocument();
    await expect(t('signup:personal.phone')).toBe('Teléfono');
    await userEvent.type(input, '6');
    await userEvent.click(within(canvasElement).getByRole('button', { name: submitLabel() }));
    await expect(await within(canvasElement).findByText(t('common:phone.errors.TOO_SHORT'))).toBeVisible();
    restFocus();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ae' },
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const input = await phoneInput(canvasElement);
    // Numbers are written left to right on Arabic pages too.
    await expect(getComputedStyle(input).direction).toBe('ltr');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('combobox', { name: t('common:phone.country') })).toBeInTheDocument();
    // The label is Arabic, not the English default of a text arg.
    await expect(input).toHaveAccessibleName(expect.stringContaining(t('signup:personal.phone')));
    await expect(t('signup:personal.phone')).not.toBe('Phone');
  },
};
