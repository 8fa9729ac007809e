import type { Meta, StoryObj } from '@storybook/react-vite';
import { isolate } from '@/lib/bidi';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginView, type LoginNotice } from '@/features/auth/LoginView';
import { keyMessage, textMessage, type ErrorKey, type Message } from '@/lib/message';
import { LOGIN_SERVER_MESSAGES } from '@/lib/serverMessages';
import { DEMO_PASSWORD, MockUser } from '../../mock-api/fixtures/users';
import { t } from '../support/i18n';
import { choice, namedChoices } from '../support/named';
import { field } from '../support/fields';
import { fillAndSubmit, submitRefused } from '../support/forms';
import { inLocale, pageLocale } from '../support/variants';
import { restFocus } from '../support/atRest';

/** The errors a designer can show above the form, each the product's translated message. */
const LOGIN_ERRORS = {
  'User not found': 'errors:login.userNotFound',
  'Incorrect password': 'errors:login.incorrectPassword',
  'Account not confirmed': 'errors:login.accountNotActive',
  'Invalid response': 'errors:login.invalidResponse',
  'Something went wrong': 'errors:login.generic',
  'Network error': 'errors:network',
} as const satisfies Record<string, ErrorKey>;
type LoginErrorName = keyof typeof LOGIN_ERRORS;
const ERRORS = {
  None: null,
  ...(Object.fromEntries(Object.entries(LOGIN_ERRORS).map(([name, key]) => [name, keyMessage(key)])) as Record<LoginErrorName, Message>),
};
/** The notices a designer can show above the form, after the step that leads here. */
const NOTICES = {
  None: null,
  'Just signed up': { kind: 'registered', email: 'lucia.new@example.com' },
  'E-mail confirmed': { kind: 'confirmed' },
  'Password reset': { kind: 'passwordReset' },
} satisfies Record<string, LoginNotice | null>;

const meta = {
  title: 'Visitor journey/Login/Log in',
  component: LoginView,
  args: {
    onSubmit: fn(),
    submitting: false,
    error: choice(ERRORS, 'None'),
    notice: choice(NOTICES, 'None'),
    signupHref: '/signup',
    forgotHref: '/forgot-password',
  },
  argTypes: {
    error: namedChoices(ERRORS, 'Why the last log-in failed, shown above the form; none while there is nothing to say.'),
    notice: namedChoices(NOTICES, 'A notice above the form after a step that leads here (signed up, e-mail confirmed, password reset).'),
  },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = (el: HTMLElement) => field(el, t('auth:login.email'));
const password = (el: HTMLElement) => field(el, t('auth:login.password'));
const submitButton = (el: HTMLElement) => within(el).getByRole('button', { name: t('auth:login.submit') });

/** The empty form: both fields, remember me ticked, the forgot-password and signup links. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth:login.title') })).toBeVisible();
    await expect(email(canvasElement)).toHaveValue('');
    await expect(email(canvasElement)).toBeRequired();
    await expect(password(canvasElement)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('checkbox', { name: t('auth:login.remember') })).toBeChecked();
    await expect(canvas.getByRole('link', { name: t('auth:login.forgot') })).toHaveAttribute('href', args.forgotHref);
    await expect(canvas.getByRole('link', { name: t('auth:login.signupLink') })).toHaveAttribute('href', args.signupHref);
    await expect(submitButton(canvasElement)).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
export const IdleSpanish = inLocale(Idle, 'es');
export const IdleArabic = inLocale(Idle, 'ae');

/** Empty or malformed fields: a message under each, the first focused, nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const submit = () => submitButton(canvasElement);
    const focused = () => email(canvasElement);
    await submitRefused(canvasElement, { submit, messages: [t('auth:login.emailRequired'), t('auth:login.passwordRequired')], focused });
    await userEvent.type(email(canvasElement), 'lucia@');
    await submitRefused(canvasElement, { submit, messages: [t('auth:login.emailInvalid')], notSent: args.onSubmit });
    await expect(email(canvasElement)).toHaveValue('lucia@');
    restFocus();
  },
};
export const ValidationErrorsSpanish = inLocale(ValidationErrors, 'es');
export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ae');

/** A filled form sends e-mail, password and the remember-me choice. */
export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const filled = [
      [() => email(canvasElement), `  ${MockUser.email} `],
      [() => password(canvasElement), DEMO_PASSWORD],
    ] as const;
    await fillAndSubmit(filled, () => submitButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: MockUser.email, password: DEMO_PASSWORD, remember: true });
    await userEvent.click(canvas.getByRole('checkbox', { name: t('auth:login.remember') }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ email: MockUser.email, password: DEMO_PASSWORD, remember: false });
    restFocus();
  },
};
export const SubmitsSpanish = inLocale(Submits, 'es');
export const SubmitsArabic = inLocale(Submits, 'ae');

/** While the login is on its way: the button is busy (it keeps the focus). */
export const Submitting: Story = {
  args: { submitting: true, initialValues: { email: MockUser.email } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: t('auth:login.submitting') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(email(canvasElement)).toHaveValue(MockUser.email);
  },
};
export const SubmittingSpanish = inLocale(Submitting, 'es');
export const SubmittingArabic = inLocale(Submitting, 'ae');

/** After signup: the confirmation e-mail notice, with the e-mail filled in. */
export const RegisteredNotice: Story = {
  args: { notice: choice(NOTICES, 'Just signed up'), initialValues: { email: 'lucia.new@example.com' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t('auth:login.registeredNotice', { email: isolate('lucia.new@example.com', pageLocale()) }),
    );
    await expect(email(canvasElement)).toHaveValue('lucia.new@example.com');
  },
};
export const RegisteredNoticeSpanish = inLocale(RegisteredNotice, 'es');
export const RegisteredNoticeArabic = inLocale(RegisteredNotice, 'ae');

/** After the e-mail was confirmed: a notice above the form says the visitor can now log in. */
export const ConfirmedNotice: Story = {
  args: { notice: choice(NOTICES, 'E-mail confirmed') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('auth:login.confirmedNotice'));
  },
};
export const ConfirmedNoticeSpanish = inLocale(ConfirmedNotice, 'es');
export const ConfirmedNoticeArabic = inLocale(ConfirmedNotice, 'ae');

/** After a password reset: a notice above the form says to log in with the new password. */
export const PasswordResetNotice: Story = {
  args: { notice: choice(NOTICES, 'Password reset') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('auth:login.passwordResetNotice'));
  },
};
export const PasswordResetNoticeSpanish = inLocale(PasswordResetNotice, 'es');
export const PasswordResetNoticeArabic = inLocale(PasswordResetNotice, 'ae');

const errorStory = (name: LoginErrorName): Story => ({
  args: { error: choice(ERRORS, name), initialValues: { email: MockUser.email } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t(LOGIN_ERRORS[name]));
    // What was typed stays.
    await expect(email(canvasElement)).toHaveValue(MockUser.email);
  },
});

/** "La cuenta no está activa…": translated, with a button for a new confirmation link. */
export const AccountNotActive: Story = {
  args: { error: choice(ERRORS, 'Account not confirmed'), initialValues: { email: MockUser.email }, onResendVerification: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('errors:login.accountNotActive'));
    await expect(canvas.getByRole('alert')).not.toHaveTextContent(LOGIN_SERVER_MESSAGES.accountNotActive);
    await userEvent.click(canvas.getByRole('button', { name: t('auth:login.resend') }));
    await expect(args.onResendVerification).toHaveBeenCalledWith(MockUser.email);
    restFocus();
  },
};
export const AccountNotActiveSpanish = inLocale(AccountNotActive, 'es');
export const AccountNotActiveArabic = inLocale(AccountNotActive, 'ae');

/** The new confirmation link was sent: the server's message, in green. */
export const VerificationLinkSent: Story = {
  args: {
    error: choice(ERRORS, 'Account not confirmed'),
    onResendVerification: fn(),
    resend: { status: 'sent', message: 'If this e-mail belongs to an account waiting for confirmation, we have sent a new link to it.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/we have sent a new link/);
    await expect(canvas.queryByRole('button', { name: t('auth:login.resend') })).toBeNull();
  },
};
export const VerificationLinkSentSpanish = inLocale(VerificationLinkSent, 'es');
export const VerificationLinkSentArabic = inLocale(VerificationLinkSent, 'ae');

/** No account has this e-mail: the error shows above the form. */
export const UserNotFound = errorStory('User not found');
export const UserNotFoundSpanish = inLocale(UserNotFound, 'es');
export const UserNotFoundArabic = inLocale(UserNotFound, 'ae');

/** The password does not match the account: the error shows above the form. */
export const IncorrectPassword = errorStory('Incorrect password');
export const IncorrectPasswordSpanish = inLocale(IncorrectPassword, 'es');
export const IncorrectPasswordArabic = inLocale(IncorrectPassword, 'ae');

/** The server answered with something the portal cannot read: the error shows above the form. */
export const InvalidResponse = errorStory('Invalid response');
export const InvalidResponseSpanish = inLocale(InvalidResponse, 'es');
export const InvalidResponseArabic = inLocale(InvalidResponse, 'ae');

/** The log-in failed for another reason: the generic error shows above the form. */
export const GenericError = errorStory('Something went wrong');
export const GenericErrorSpanish = inLocale(GenericError, 'es');
export const GenericErrorArabic = inLocale(GenericError, 'ae');

/** The server could not be reached: the network error shows above the form. */
export const NetworkError = errorStory('Network error');
export const NetworkErrorSpanish = inLocale(NetworkError, 'es');
export const NetworkErrorArabic = inLocale(NetworkError, 'ae');

/** Any other server message is shown as it is (here the throttle's, in the page's language). */
export const ServerMessage: Story = {
  args: { error: textMessage('Too many failed login attempts. Try again in 15 minutes.'), initialValues: { email: MockUser.email } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Too many failed login attempts. Try again in 15 minutes.');
  },
};
export const ServerMessageSpanish: Story = {
  ...inLocale(ServerMessage, 'es'),
  args: { error: textMessage('Demasiados intentos fallidos. Vuelve a intentarlo dentro de 15 minutos.') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Demasiados intentos fallidos');
  },
};
export const ServerMessageArabic: Story = {
  ...inLocale(ServerMessage, 'ae', { play: true }),
  args: { error: textMessage('محاولات تسجيل دخول فاشلة كثيرة. حاول مرة أخرى بعد 15 دقيقة.') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('محاولات تسجيل دخول فاشلة كثيرة');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
