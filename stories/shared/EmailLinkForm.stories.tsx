import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmailLinkForm, type EmailLinkTexts } from '@/features/auth/EmailLinkForm';
import { keyMessage, textMessage } from '@/lib/message';
import { MockUser } from '../../mock-api/fixtures/users';
import { field } from '../support/fields';
import { submitRefused } from '../support/forms';
import { t } from '../support/i18n';
import { inLocale, onMobile } from '../support/variants';
import { restFocus } from '../support/atRest';
import { choice } from '../support/named';

/** The button and notice texts of each use, as translation keys (translated when the story renders). */
const TEXTS = {
  'Password reset link': {
    submit: 'auth:forgot.submit',
    submitting: 'auth:forgot.submitting',
    sendAgain: 'auth:forgot.sendAgain',
    sentTitle: 'auth:forgot.sentTitle',
  },
  'New verification link': { submit: 'auth:verify.resendSubmit', submitting: 'auth:verify.resendSubmitting' },
} as const satisfies Record<string, EmailLinkTexts>;

/** A `texts` arg given by its option's name: Storybook maps it to the texts before rendering. */

const translate = (key: string) => t(key as 'auth:forgot.submit');
const translated = (texts: EmailLinkTexts): EmailLinkTexts => ({
  submit: translate(texts.submit),
  submitting: translate(texts.submitting),
  sendAgain: texts.sendAgain && translate(texts.sendAgain),
  sentTitle: texts.sentTitle && translate(texts.sentTitle),
});

/** What the server answers once a link was sent (the same for any address). */
const SENT = 'If an account exists for this e-mail, we have sent it a link to choose a new password. The link is valid for 1 hour.';
const SERVER_ERROR = 'Too many requests. Try again in a few minutes.';

/** The errors a designer can show: none, a translated one, the server's own text. */
const ERRORS = { None: null, 'Network error': keyMessage('errors:network'), 'Server message': textMessage(SERVER_ERROR) };
/** An `error` arg given by its option's name. */

/**
 * "Send me a link": one e-mail field and a button, used for the password reset link (the page's
 * main action: a full-width filled button) and for a new verification link (a secondary, light
 * one). An empty or malformed address is refused under the field, which takes the focus; while the
 * link is on its way the button is busy; the server's answer shows in a green notice (the button
 * then offers to send it again), an error in a red one. The address typed is never lost.
 */
const meta = {
  title: 'Shared components/E-mail link form',
  component: EmailLinkForm,
  args: {
    field: 'forgot',
    texts: choice(TEXTS, 'Password reset link'),
    onSubmit: fn(),
    submitting: false,
    error: choice(ERRORS, 'None'),
    sentMessage: null,
    initialEmail: '',
    primary: true,
  },
  argTypes: {
    // Both uses word the field alike (in every language): a choice here would change nothing.
    field: { control: false, description: 'Where the field’s label and messages come from (auth.forgot or auth.verify).' },
    texts: {
      options: Object.keys(TEXTS),
      mapping: TEXTS,
      control: 'select',
      description: 'The button and notice texts of a use (translation keys, translated in the story’s language).',
    },
    error: {
      options: Object.keys(ERRORS),
      mapping: ERRORS,
      control: 'select',
    },
    sentMessage: { control: 'text' },
    onSubmit: { control: false },
  },
  render: ({ texts, ...args }) => <EmailLinkForm {...args} texts={translated(texts)} />,
  decorators: [
    (Story) => (
      <Container size="xs" py="xl">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof EmailLinkForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = (el: HTMLElement) => field(el, t('auth:forgot.email'));
const submitButton = (el: HTMLElement, name = t('auth:forgot.submit')) => within(el).getByRole('button', { name });

/** Idle: the empty, required e-mail field and the full-width button; no notice. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = email(canvasElement);
    await expect(input).toHaveValue('');
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('placeholder', t('auth:forgot.emailPlaceholder'));
    const button = submitButton(canvasElement);
    await expect(button).toBeEnabled();
    await expect(Math.round(button.getBoundingClientRect().width)).toBe(Math.round(input.getBoundingClientRect().width));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
export const IdleSpanish = inLocale(Idle, 'es');
export const IdleArabic = inLocale(Idle, 'ae', { play: true });

/** Invalid: an empty address, then a malformed one, each refused under the field (focused); nothing sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const submit = () => submitButton(canvasElement);
    const focused = () => email(canvasElement);
    await submitRefused(canvasElement, { submit, messages: [t('auth:forgot.emailRequired')], focused, notSent: args.onSubmit });
    await userEvent.type(email(canvasElement), 'lucia@');
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByText(t('auth:forgot.emailInvalid'))).toBeVisible();
    await expect(email(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(email(canvasElement)).toHaveValue('lucia@');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    restFocus();
  },
};
export const InvalidSpanish = inLocale(Invalid, 'es');
export const InvalidArabic = inLocale(Invalid, 'ae');

/** A valid address, typed and sent with Enter: the form hands it on without its spaces. */
export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(email(canvasElement), `  ${MockUser.email} {Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledWith(MockUser.email);
    await expect(within(canvasElement).queryByText(t('auth:forgot.emailInvalid'))).toBeNull();
    restFocus();
  },
};
export const SubmitsSpanish = inLocale(Submits, 'es');
export const SubmitsArabic = inLocale(Submits, 'ae');

/** Sending: the button says so, is busy and shows its spinner; the address stays. */
export const Sending: Story = {
  args: { submitting: true, initialEmail: MockUser.email },
  play: async ({ canvasElement, args }) => {
    const button = submitButton(canvasElement, t('auth:forgot.submitting'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('data-loading', 'true');
    await expect(email(canvasElement)).toHaveValue(MockUser.email);
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Busy, not disabled: the press leaves the focus on the button, not on the page's body.
    await expect(button).toHaveFocus();
    restFocus();
  },
};
export const SendingSpanish = inLocale(Sending, 'es');
export const SendingArabic = inLocale(Sending, 'ae');

/** Sent: the server's answer in a green notice with its title; the button offers to send it again. */
export const Sent: Story = {
  args: { sentMessage: SENT, initialEmail: MockUser.email },
  play: async ({ canvasElement, args }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent(t('auth:forgot.sentTitle'));
    await expect(notice).toHaveTextContent(SENT);
    await expect(email(canvasElement)).toHaveValue(MockUser.email);
    await userEvent.click(submitButton(canvasElement, t('auth:forgot.sendAgain')));
    await expect(args.onSubmit).toHaveBeenCalledWith(MockUser.email);
    restFocus();
  },
};
export const SentSpanish = inLocale(Sent, 'es');
export const SentArabic = inLocale(Sent, 'ae');

/** The call failed: the message in a red notice above the field, the address kept, the button ready again. */
export const ServerError: Story = {
  args: { error: choice(ERRORS, 'Network error'), initialEmail: MockUser.email },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors:network'));
    await expect(email(canvasElement)).toHaveValue(MockUser.email);
    await expect(submitButton(canvasElement)).toBeEnabled();
  },
};
export const ServerErrorSpanish = inLocale(ServerError, 'es');
export const ServerErrorArabic = inLocale(ServerError, 'ae');

/** A new verification link, as a secondary action: a light button, closer to the field; once sent, the same button stays. */
export const SecondaryVerificationLink: Story = {
  args: {
    field: 'verify',
    texts: choice(TEXTS, 'New verification link'),
    primary: false,
    sentMessage: 'If this e-mail belongs to an account waiting for confirmation, we have sent a new link to it.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = field(canvasElement, t('auth:verify.email'));
    await expect(canvas.getByRole('status')).toHaveTextContent(/we have sent a new link/);
    const button = canvas.getByRole('button', { name: t('auth:verify.resendSubmit') });
    await expect(button).toHaveAttribute('data-variant', 'light');
    await userEvent.click(button);
    await expect(await canvas.findByText(t('auth:verify.emailRequired'))).toBeVisible();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    restFocus();
  },
};
export const SecondaryVerificationLinkSpanish = inLocale(SecondaryVerificationLink, 'es');
export const SecondaryVerificationLinkArabic = inLocale(SecondaryVerificationLink, 'ae');
export const SecondaryVerificationLinkMobile = onMobile(SecondaryVerificationLink, 'en');
