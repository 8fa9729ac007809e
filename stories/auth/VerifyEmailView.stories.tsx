import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VerifyEmailView, type VerifyState } from '@/features/auth/VerifyEmailView';
import { keyMessage } from '@/lib/message';
import { t } from '../support/i18n';
import { choice, namedChoices } from '../support/named';
import { field } from '../support/fields';
import { inLocale } from '../support/variants';
import { restFocus } from '../support/atRest';

/** The server's words for a link used before (shown as they come). */
const USED = 'This verification link has already been used. If your account is confirmed, just log in.';

/** Where the confirmation can stand, as a designer picks it. */
const STATES = {
  'Waiting for Confirm': { status: 'ready' },
  Verifying: { status: 'verifying' },
  Confirmed: { status: 'verified' },
  'Link already used': { status: 'error', error: keyMessage('errors:verify.verificationError', { message: USED }), retry: false },
  'Server not reached': { status: 'error', error: keyMessage('errors:network'), retry: true },
  'No token in the link': { status: 'noToken' },
} satisfies Record<string, VerifyState>;

const meta = {
  title: 'Visitor journey/Login/Confirm e-mail',
  component: VerifyEmailView,
  argTypes: {
    state: namedChoices(
      STATES,
      'Where the confirmation stands: waiting for the press on Confirm, verifying, confirmed, failed, or no token in the link.',
    ),
  },
  args: {
    state: choice(STATES, 'Waiting for Confirm'),
    onConfirm: fn(),
    loginHref: '/login',
    homeHref: '/',
    resend: { onSubmit: fn() },
  },
} satisfies Meta<typeof VerifyEmailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The link from the e-mail opened: nothing is confirmed until "Confirm" is pressed (a mail
 * scanner that opens the link confirms nothing).
 */
export const WaitingForConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth:verify.confirmTitle') })).toBeVisible();
    await expect(canvas.getByText(t('auth:verify.confirmBody'))).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('auth:verify.confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: t('auth:verify.backHome') })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: t('auth:verify.resendSubmit') })).toBeNull();
    restFocus();
  },
};
export const WaitingForConfirmSpanish = inLocale(WaitingForConfirm, 'es');
export const WaitingForConfirmArabic = inLocale(WaitingForConfirm, 'ae');

/** "Confirm" pressed: the button is busy and says the account is being verified. */
export const Verifying: Story = {
  args: { state: choice(STATES, 'Verifying') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('auth:verify.verifying') })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('button', { name: t('auth:verify.confirm') })).toBeNull();
  },
};
export const VerifyingSpanish = inLocale(Verifying, 'es');
export const VerifyingArabic = inLocale(Verifying, 'ae');

/** Verified: the success title and a button to log in (with the confirmed notice). */
export const Verified: Story = {
  args: { state: choice(STATES, 'Confirmed'), loginHref: '/login?confirmed=true' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth:verify.verifiedTitle') })).toBeVisible();
    await expect(canvas.getByText(t('auth:verify.verifiedBody'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('auth:verify.login') })).toHaveAttribute('href', '/login?confirmed=true');
    await expect(canvas.getByRole('link', { name: t('auth:verify.backHome') })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: t('auth:verify.resendSubmit') })).toBeNull();
  },
};
export const VerifiedSpanish = inLocale(Verified, 'es');
export const VerifiedArabic = inLocale(Verified, 'ae');

/** The server refused the link: "verificationError: " and its message, a form for a new link. */
export const LinkRefused: Story = {
  args: { state: choice(STATES, 'Link already used') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth:verify.errorTitle') })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('errors:verify.verificationError', { message: USED }));
    await expect(canvas.queryByRole('button', { name: t('auth:verify.retry') })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('auth:verify.login') })).toHaveAttribute('href', '/login');
    await userEvent.type(field(canvasElement, t('auth:verify.email')), 'lucia.new@example.com');
    await userEvent.click(canvas.getByRole('button', { name: t('auth:verify.resendSubmit') }));
    await expect(args.resend.onSubmit).toHaveBeenCalledWith('lucia.new@example.com');
    restFocus();
  },
};
export const LinkRefusedSpanish = inLocale(LinkRefused, 'es');
export const LinkRefusedArabic = inLocale(LinkRefused, 'ae');

/** The server could not be reached: the link may still be good, so it can be tried again. */
export const NetworkError: Story = {
  args: { state: choice(STATES, 'Server not reached') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('errors:network'));
    await userEvent.click(canvas.getByRole('button', { name: t('auth:verify.retry') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    restFocus();
  },
};
export const NetworkErrorSpanish = inLocale(NetworkError, 'es');
export const NetworkErrorArabic = inLocale(NetworkError, 'ae');

/** Opened without a link token: the page says so and offers to send a new link. */
export const NoToken: Story = {
  args: { state: choice(STATES, 'No token in the link') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth:verify.noTokenTitle') })).toBeVisible();
    await expect(canvas.getByText(t('auth:verify.noTokenBody'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('auth:verify.backHome') })).toBeVisible();
  },
};
export const NoTokenSpanish = inLocale(NoToken, 'es');
export const NoTokenArabic = inLocale(NoToken, 'ae');

/** The new-link form: the server's answer, and an empty address refused with the focus on the field. */
export const NewLinkSent: Story = {
  args: {
    state: choice(STATES, 'No token in the link'),
    resend: {
      onSubmit: fn(),
      sentMessage: 'If this e-mail belongs to an account waiting for confirmation, we have sent a new link to it.',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/we have sent a new link/);
    await userEvent.click(canvas.getByRole('button', { name: t('auth:verify.resendSubmit') }));
    await expect(await canvas.findByText(t('auth:verify.emailRequired'))).toBeVisible();
    await expect(args.resend.onSubmit).not.toHaveBeenCalled();
    // The form moves the focus to the field in the next frame: rest only once it has landed.
    await waitFor(() => expect(field(canvasElement, t('auth:verify.email'))).toHaveFocus());
    restFocus();
  },
};
export const NewLinkSentSpanish = inLocale(NewLinkSent, 'es');
export const NewLinkSentArabic = inLocale(NewLinkSent, 'ae');

/** A new link asked for: its button is busy and disabled while it is sent. */
export const NewLinkSending: Story = {
  args: { state: choice(STATES, 'No token in the link'), resend: { onSubmit: fn(), submitting: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('auth:verify.resendSubmitting') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
export const NewLinkSendingSpanish = inLocale(NewLinkSending, 'es');
export const NewLinkSendingArabic = inLocale(NewLinkSending, 'ae');
