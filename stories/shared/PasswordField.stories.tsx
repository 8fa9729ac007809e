import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MIN_PASSWORD_LENGTH } from '@/lib/validation';
import { PasswordField } from '@/ui/PasswordField';
import { field } from '../support/fields';
import { t } from '../support/i18n';
import { inLocale } from '../support/variants';
import { restFocus } from '../support/atRest';

/** A text of the story, read in the story's language when it renders (a control's option). */
function Say({ text }: { text: () => string }): ReactNode {
  return text();
}

/**
 * The password input of every form (login, signup, reset, account): a text field that hides what
 * is typed, with an eye button at its end to show it (named "Show what you typed" in the page's
 * language, pressed while shown). A hint may sit under the label and an error under the field in
 * red; the error is announced with the field and marks it invalid, so the form can focus it.
 */
const meta = {
  title: 'Shared components/Password field',
  component: PasswordField,
  args: {
    label: 'Password',
    description: 'None',
    error: 'None',
    required: true,
    disabled: false,
    autoComplete: 'new-password',
    onChange: fn(),
  },
  argTypes: {
    label: {
      options: ['Password', 'New password', 'Current password'],
      mapping: {
        Password: <Say text={() => t('signup:personal.password')} />,
        'New password': <Say text={() => t('auth:reset.password')} />,
        'Current password': <Say text={() => t('dashboard:account.password.current')} />,
      },
      control: 'select',
      description: 'The label above the field (its accessible name).',
    },
    description: {
      options: ['None', 'At least 8 characters'],
      mapping: {
        None: undefined,
        'At least 8 characters': <Say text={() => t('signup:personal.passwordHint', { min: MIN_PASSWORD_LENGTH })} />,
      },
      control: 'select',
      description: 'A hint under the label.',
    },
    error: {
      options: ['None', 'Too short', 'Required'],
      mapping: {
        None: undefined,
        'Too short': <Say text={() => t('signup:personal.errors.passwordTooShort', { min: MIN_PASSWORD_LENGTH })} />,
        Required: <Say text={() => t('signup:personal.errors.passwordRequired')} />,
      },
      control: 'select',
      description: 'The message under the field, in red.',
    },
    required: {
      control: 'boolean',
      description: 'The label is marked required (an asterisk), and the field says so to assistive technology.',
    },
    disabled: { control: 'boolean', description: 'Greyed out, neither typed in nor revealed (while its form is sent).' },
    // Not seen on the canvas (the browser's autofill reads it): no control.
    autoComplete: {
      control: false,
      description:
        'What the browser offers to fill in: a new password to generate and save (signup, reset) or the saved one (login, a change that asks for the current one).',
    },
    onChange: { control: false, description: 'Each keystroke, with the input’s change event.' },
  },
  decorators: [
    (Story) => (
      <Box p="md" maw={420}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (el: HTMLElement) => field(el, t('signup:personal.password')) as HTMLInputElement;
const reveal = (el: HTMLElement) => within(el).getByRole('button', { name: t('common:actions.reveal') });

/** Empty: what is typed is hidden; the eye button is not in the Tab order (a click or a tap shows the text). */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const password = input(canvasElement);
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toBeRequired();
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await expect(reveal(canvasElement)).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(password).toHaveFocus();
    await userEvent.keyboard('s3cret-pass');
    await expect(password).toHaveValue('s3cret-pass');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.tab();
    await expect(reveal(canvasElement)).not.toHaveFocus();
  },
};
export const EmptySpanish = inLocale(Empty, 'es');
export const EmptyArabic = inLocale(Empty, 'ae');

/** The eye button shows what was typed, and hides it again. */
export const Revealed: Story = {
  play: async ({ canvasElement }) => {
    const password = input(canvasElement);
    await userEvent.type(password, 's3cret-pass');
    await userEvent.click(reveal(canvasElement));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(reveal(canvasElement)).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveValue('s3cret-pass');
    await userEvent.click(reveal(canvasElement));
    await expect(password).toHaveAttribute('type', 'password');
    await expect(reveal(canvasElement)).toHaveAttribute('aria-pressed', 'false');
    restFocus();
  },
};
export const RevealedSpanish = inLocale(Revealed, 'es');
export const RevealedArabic = inLocale(Revealed, 'ae');

/** A hint under the label, read with the field. */
export const WithHint: Story = {
  args: { description: 'At least 8 characters' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('signup:personal.passwordHint', { min: MIN_PASSWORD_LENGTH }))).toBeVisible();
    await expect(input(canvasElement)).toHaveAccessibleDescription(t('signup:personal.passwordHint', { min: MIN_PASSWORD_LENGTH }));
  },
};
export const WithHintSpanish = inLocale(WithHint, 'es');
export const WithHintArabic = inLocale(WithHint, 'ae');

/** A refused password: the message under the field, read with it; the field is marked invalid. */
export const WithError: Story = {
  args: { description: 'At least 8 characters', error: 'Too short' },
  play: async ({ canvasElement }) => {
    const password = input(canvasElement);
    await expect(within(canvasElement).getByText(t('signup:personal.errors.passwordTooShort', { min: MIN_PASSWORD_LENGTH }))).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(
      new RegExp(t('signup:personal.errors.passwordTooShort', { min: MIN_PASSWORD_LENGTH }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(password).toHaveAccessibleDescription(
      new RegExp(t('signup:personal.passwordHint', { min: MIN_PASSWORD_LENGTH }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
  },
};
export const WithErrorSpanish = inLocale(WithError, 'es');
export const WithErrorArabic = inLocale(WithError, 'ae');

/** Disabled while its form is sent: nothing can be typed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const password = input(canvasElement);
    await expect(password).toBeDisabled();
    await userEvent.type(password, 'abc');
    await expect(password).toHaveValue('');
  },
};
export const DisabledSpanish = inLocale(Disabled, 'es');
export const DisabledArabic = inLocale(Disabled, 'ae');
