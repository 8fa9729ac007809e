import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ResetPasswordView } from '@/features/auth/ResetPasswordView';
import { keyMessage, textMessage, type Message } from '@/lib/message';
import { MIN_PASSWORD_LENGTH } from '@/lib/validation';
import { t } from '../support/i18n';
import { choice, namedChoices } from '../support/named';
import { field } from '../support/fields';
import { fill, fillAndSubmit, submitRefused } from '../support/forms';
import { inLocale } from '../support/variants';
import { restFocus } from '../support/atRest';

/** The errors a designer can show above the form: the server's own words, or a translated one. */
const ERRORS = {
  None: null,
  'Link expired': textMessage('This password reset link has expired. Ask for a new one.'),
  'Network error': keyMessage('errors:network'),
} satisfies Record<string, Message | null>;

const meta = {
  title: 'Visitor journey/Login/Reset password',
  component: ResetPasswordView,
  args: {
    hasToken: true,
    onSubmit: fn(),
    forgotHref: '/forgot-password',
    loginHref: '/login',
    submitting: false,
    error: choice(ERRORS, 'None'),
  },
  argTypes: { error: namedChoices(ERRORS, 'Why saving failed, shown above the form; none while there is nothing to say.') },
} satisfies Meta<typeof ResetPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

const password = (el: HTMLElement) => field(el, t('auth:reset.password'));
const confirm = (el: HTMLElement) => field(el, t('auth:reset.confirmPassword'));
const submit = (el: HTMLElement) => within(el).getByRole('button', { name: t('auth:reset.submit') });

/** Two password fields; a matching pair of 8+ characters is sent. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth:reset.title') })).toBeVisible();
    const filled = [
      [() => password(canvasElement), 'brand-new-pass'],
      [() => confirm(canvasElement), 'brand-new-pass'],
    ] as const;
    await fillAndSubmit(filled, () => submit(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith('brand-new-pass');
    restFocus();
  },
};
export const IdleSpanish = inLocale(Idle, 'es');
export const IdleArabic = inLocale(Idle, 'ae');

/** Empty, too short, then mismatched: a clear message each time, nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const button = () => submit(canvasElement);
    const focused = () => password(canvasElement);
    await submitRefused(canvasElement, {
      submit: button,
      messages: [t('auth:reset.passwordRequired'), t('auth:reset.confirmRequired')],
      focused,
    });
    await fill([
      [() => password(canvasElement), 'short'],
      [() => confirm(canvasElement), 'shorter'],
    ]);
    await submitRefused(canvasElement, {
      submit: button,
      messages: [t('auth:reset.passwordTooShort', { min: MIN_PASSWORD_LENGTH }), t('auth:reset.passwordMismatch')],
      notSent: args.onSubmit,
    });
    await expect(password(canvasElement)).toHaveValue('short');
    restFocus();
  },
};
export const ValidationErrorsSpanish = inLocale(ValidationErrors, 'es');
export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ae');

/** Saving the new password: the button is busy and disabled until the server answers. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('auth:reset.submitting') })).toHaveAttribute('aria-disabled', 'true');
  },
};
export const SubmittingSpanish = inLocale(Submitting, 'es');
export const SubmittingArabic = inLocale(Submitting, 'ae');

/** An expired or used link: the server's message and a way to ask for a new one. */
export const ExpiredLink: Story = {
  args: { error: choice(ERRORS, 'Link expired') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This password reset link has expired. Ask for a new one.');
    await expect(canvas.getByRole('link', { name: t('auth:reset.requestNew') })).toHaveAttribute('href', args.forgotHref);
  },
};
export const ExpiredLinkSpanish = inLocale(ExpiredLink, 'es');
export const ExpiredLinkArabic = inLocale(ExpiredLink, 'ae');

/** The server could not be reached: the network error shows, the form keeps what was typed. */
export const NetworkError: Story = {
  args: { error: choice(ERRORS, 'Network error') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors:network'));
    await expect(submit(canvasElement)).toBeEnabled();
  },
};
export const NetworkErrorSpanish = inLocale(NetworkError, 'es');
export const NetworkErrorArabic = inLocale(NetworkError, 'ae');

/** A link without its token: no form, a way to ask for a new link. */
export const NoToken: Story = {
  args: { hasToken: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth:reset.noTokenTitle') })).toBeVisible();
    await expect(canvas.getByText(t('auth:reset.noToken'))).toBeVisible();
    await expect(canvas.queryByLabelText(new RegExp(t('auth:reset.password')))).toBeNull();
    await expect(canvas.getByRole('link', { name: t('auth:reset.requestNew') })).toHaveAttribute('href', args.forgotHref);
    await expect(canvas.getByRole('link', { name: t('auth:reset.backToLogin') })).toHaveAttribute('href', args.loginHref);
  },
};
export const NoTokenSpanish = inLocale(NoToken, 'es');
export const NoTokenArabic = inLocale(NoToken, 'ae');
