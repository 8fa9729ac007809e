import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ForgotPasswordView } from '@/features/auth/ForgotPasswordView';
import { keyMessage, textMessage, type Message } from '@/lib/message';
import { MockUser } from '../../mock-api/fixtures/users';
import { t } from '../support/i18n';
import { choice, namedChoices } from '../support/named';
import { field } from '../support/fields';
import { inLocale } from '../support/variants';
import { restFocus } from '../support/atRest';

/** The errors a designer can show above the form: a translated one, or the server's own words. */
const ERRORS = {
  None: null,
  'Network error': keyMessage('errors:network'),
  'Too many requests': textMessage('Too many requests for this e-mail. Try again in 14 minutes.'),
} satisfies Record<string, Message | null>;

const meta = {
  title: 'Visitor journey/Login/Forgot password',
  component: ForgotPasswordView,
  args: { onSubmit: fn(), loginHref: '/login', submitting: false, error: choice(ERRORS, 'None') },
  argTypes: { error: namedChoices(ERRORS, 'Why sending failed, shown above the form; none while there is nothing to say.') },
} satisfies Meta<typeof ForgotPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = (el: HTMLElement) => field(el, t('auth:forgot.email'));
const SENT = 'If an account exists for this e-mail, we have sent it a link to choose a new password. The link is valid for 1 hour.';

/** The e-mail field, the send button and a way back to login. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth:forgot.title') })).toBeVisible();
    await expect(email(canvasElement)).toBeRequired();
    await expect(canvas.getByRole('link', { name: t('auth:forgot.backToLogin') })).toHaveAttribute('href', args.loginHref);
    await userEvent.type(email(canvasElement), MockUser.email);
    await userEvent.click(canvas.getByRole('button', { name: t('auth:forgot.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(MockUser.email);
    restFocus();
  },
};
export const IdleSpanish = inLocale(Idle, 'es');
export const IdleArabic = inLocale(Idle, 'ae');

/** Sent with no e-mail: the field says it is required, and nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('auth:forgot.submit') }));
    await expect(await canvas.findByText(t('auth:forgot.emailRequired'))).toBeVisible();
    await waitFor(() => expect(email(canvasElement)).toHaveFocus());
    await userEvent.type(email(canvasElement), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: t('auth:forgot.submit') }));
    await expect(await canvas.findByText(t('auth:forgot.emailInvalid'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    restFocus();
  },
};
export const ValidationErrorsSpanish = inLocale(ValidationErrors, 'es');
export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ae');

/** Sending the reset link: the button is busy and disabled until the server answers. */
export const Submitting: Story = {
  args: { submitting: true, initialEmail: MockUser.email },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('auth:forgot.submitting') })).toHaveAttribute('aria-disabled', 'true');
  },
};
export const SubmittingSpanish = inLocale(Submitting, 'es');
export const SubmittingArabic = inLocale(Submitting, 'ae');

/** Sent: the server's answer (the same for any address), and the form to send it again. */
export const Sent: Story = {
  args: { sentMessage: SENT, initialEmail: MockUser.email },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(t('auth:forgot.sentTitle'));
    await expect(status).toHaveTextContent(SENT);
    await userEvent.click(canvas.getByRole('button', { name: t('auth:forgot.sendAgain') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(MockUser.email);
    restFocus();
  },
};
export const SentSpanish = inLocale(Sent, 'es');
export const SentArabic = inLocale(Sent, 'ae');

/** The server could not be reached: the message, the e-mail kept, the button to retry. */
export const NetworkError: Story = {
  args: { error: choice(ERRORS, 'Network error'), initialEmail: MockUser.email },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('errors:network'));
    await expect(email(canvasElement)).toHaveValue(MockUser.email);
    await expect(canvas.getByRole('button', { name: t('auth:forgot.submit') })).toBeEnabled();
  },
};
export const NetworkErrorSpanish = inLocale(NetworkError, 'es');
export const NetworkErrorArabic = inLocale(NetworkError, 'ae');

/** Too many requests for one address: the server's message as it is. */
export const Throttled: Story = {
  args: { error: choice(ERRORS, 'Too many requests'), initialEmail: MockUser.email },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Too many requests for this e-mail. Try again in 14 minutes.');
  },
};
export const ThrottledSpanish = inLocale(Throttled, 'es');
export const ThrottledArabic = inLocale(Throttled, 'ae');
