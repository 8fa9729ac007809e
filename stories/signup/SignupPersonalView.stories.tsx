import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignupPersonalView } from '@/features/signup/SignupPersonalView';
import { keyMessage, textMessage, type Message } from '@/lib/message';
import type { PersonalDetails } from '@/lib/types';
import { MIN_PASSWORD_LENGTH } from '@/lib/validation';
import { MockSignupPerson } from '../fixtures/accounts';
import { field, phoneInput } from '../support/fields';
import { pasteInto, submitRefused } from '../support/forms';
import { inLocale } from '../support/variants';
import { t } from '../support/i18n';
import { atSignupStep } from './support';
import { restFocus } from '../support/atRest';
import { choice, namedChoices } from '../support/named';

/** A text of the story, read in the story's language when it renders (a control's option). */
function Say({ text }: { text: () => string }): ReactNode {
  return text();
}

const saved = { ...MockSignupPerson };

/** What the form can start with: nothing, or the demo visitor's draft saved on the way back from step 2. */
const INITIAL_VALUES = { Empty: undefined, 'Saved draft (Lucía)': saved } satisfies Record<string, Partial<PersonalDetails> | undefined>;

/** The submit's failures: a translated error or the server's own words. */
const ERRORS = {
  None: null,
  'E-mail already registered': keyMessage('errors:signup.emailExists'),
  'Phone already registered': keyMessage('errors:signup.phoneExists'),
  'Network error': keyMessage('errors:network'),
} satisfies Record<string, Message | null>;

/** The button's label: signup's "Continue", or the buy flow's (its first step is this form). */
const SUBMIT_LABELS = {
  'Continue (signup)': undefined,
  'Create my account (buying a plan)': <Say text={() => t('purchase:buy.register')} />,
};

const meta = {
  title: 'Visitor journey/Signup/Step 1 · Personal details',
  component: SignupPersonalView,
  args: {
    initialValues: choice(INITIAL_VALUES, 'Empty'),
    onSubmit: fn(),
    submitting: false,
    error: choice(ERRORS, 'None'),
    errorField: 'None' as unknown as null,
    submitLabel: choice(SUBMIT_LABELS, 'Continue (signup)'),
    loginHref: '/login',
    headingOrder: 2,
  },
  argTypes: {
    initialValues: namedChoices(INITIAL_VALUES),
    error: namedChoices(ERRORS),
    errorField: {
      options: ['None', 'email', 'phone'],
      mapping: { None: null },
      control: { type: 'select', labels: { email: 'E-mail', phone: 'Phone' } },
    },
    submitLabel: namedChoices(SUBMIT_LABELS),
    // Both levels are sized as a step: the outline changes, not the canvas.
    headingOrder: { control: false },
    onSubmit: { control: false },
  },
  // The form reads its initial values once: another choice starts it again.
  render: (args) => <SignupPersonalView key={JSON.stringify(args.initialValues ?? null)} {...args} />,
  decorators: [atSignupStep(1)],
} satisfies Meta<typeof SignupPersonalView>;

export default meta;
type Story = StoryObj<typeof meta>;

const label = {
  name: () => t('signup:personal.name'),
  email: () => t('signup:personal.email'),
  password: () => t('signup:personal.password'),
  confirm: () => t('signup:personal.confirmPassword'),
  prompt: () => t('signup:personal.prompt'),
};
const submit = (el: HTMLElement) => within(el).getByRole('button', { name: t('signup:personal.submit') });
const phone = (el: HTMLElement) => phoneInput(el, t('signup:personal.phone'));
/**
 * Fills step 1 as a visitor does; `confirm` is what is put again as the password. The texts are
 * pasted, the phone typed (its mask); the prompt is typed where its counter is what the story
 * checks (`typePrompt`).
 */
const fillPerson = async (el: HTMLElement, person: { name: string; email: string; confirm: string }, { typePrompt = false } = {}) => {
  await pasteInto(field(el, label.name()), person.name);
  await userEvent.type(await phone(el), '611222333');
  await pasteInto(field(el, label.email()), person.email);
  await pasteInto(field(el, label.password()), MockSignupPerson.password);
  await pasteInto(field(el, label.confirm()), person.confirm);
  if (typePrompt) await userEvent.type(field(el, label.prompt()), MockSignupPerson.prompt);
  else await pasteInto(field(el, label.prompt()), MockSignupPerson.prompt);
};
const counter = (length: number) =>
  t('signup:personal.promptCount', { length: new Intl.NumberFormat(document.documentElement.lang).format(length) });

/** Empty: six required fields, a 4-row prompt with its counter, step 1 of 3 marked. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('signup:title') })).toBeVisible();
    await expect(canvas.getByText(t('signup:steps.progress', { current: '1', total: '3' }))).toBeVisible();
    const steps = canvas.getByRole('list', { name: t('signup:steps.label') });
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    for (const name of Object.values(label)) await expect(field(canvasElement, name())).toBeRequired();
    await expect(await phone(canvasElement)).toHaveValue('+34');
    const prompt = field(canvasElement, label.prompt());
    await expect(prompt).toHaveAttribute('rows', '4');
    await expect(prompt).not.toHaveAttribute('maxlength');
    await expect(canvas.getByText(counter(0))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('signup:personal.loginLink') })).toHaveAttribute('href', args.loginHref);
  },
};
export const EmptySpanish = inLocale(Empty, 'es');
export const EmptyArabic = inLocale(Empty, 'ae');

/** Everything empty: a message under every field, the first focused; nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    await phone(canvasElement);
    const messages = (['nameRequired', 'emailRequired', 'passwordRequired', 'confirmRequired', 'promptRequired'] as const).map((key) =>
      t(`signup:personal.errors.${key}`),
    );
    await submitRefused(canvasElement, {
      submit: () => submit(canvasElement),
      messages: [...messages, t('common:phone.errors.required')],
      focused: () => field(canvasElement, label.name()),
      notSent: args.onSubmit,
    });
    restFocus();
  },
};
export const ValidationErrorsSpanish = inLocale(ValidationErrors, 'es');
export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ae');

/** Mismatched passwords: "Passwords do not match."; a short one and a bad e-mail too. Nothing typed is lost. */
export const PasswordMismatch: Story = {
  play: async ({ canvasElement, args }) => {
    await fillPerson(canvasElement, { name: MockSignupPerson.name, email: 'lucia@clinic', confirm: 'Sonrisa2025!' });
    await submitRefused(canvasElement, {
      submit: () => submit(canvasElement),
      messages: [t('signup:personal.errors.passwordMismatch'), t('signup:personal.errors.emailInvalid')],
      focused: () => field(canvasElement, label.email()),
    });
    await expect(field(canvasElement, label.confirm())).toHaveValue('Sonrisa2025!');
    await expect(field(canvasElement, label.prompt())).toHaveValue(MockSignupPerson.prompt);
    await userEvent.clear(field(canvasElement, label.password()));
    await userEvent.type(field(canvasElement, label.password()), 'short');
    await submitRefused(canvasElement, {
      submit: () => submit(canvasElement),
      messages: [t('signup:personal.errors.passwordTooShort', { min: MIN_PASSWORD_LENGTH })],
      notSent: args.onSubmit,
    });
    restFocus();
  },
};
export const PasswordMismatchSpanish = inLocale(PasswordMismatch, 'es');
export const PasswordMismatchArabic = inLocale(PasswordMismatch, 'ae');

/** A complete form: the counter follows the prompt, and the values are sent trimmed. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillPerson(
      canvasElement,
      { name: ` ${MockSignupPerson.name} `, email: MockSignupPerson.email, confirm: MockSignupPerson.password },
      { typePrompt: true },
    );
    await expect(canvas.getByText(counter(MockSignupPerson.prompt.length))).toBeVisible();
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...MockSignupPerson }));
    restFocus();
  },
};
export const FilledSpanish = inLocale(Filled, 'es');
export const FilledArabic = inLocale(Filled, 'ae');

/** Coming back from step 2: the saved draft fills the form. */
export const Prefilled: Story = {
  args: { initialValues: choice(INITIAL_VALUES, 'Saved draft (Lucía)') },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, label.name())).toHaveValue(saved.name);
    await expect(field(canvasElement, label.email())).toHaveValue(saved.email);
    await expect(await phone(canvasElement)).toHaveValue('+34 611 22 23 33');
    await expect(within(canvasElement).getByText(counter(saved.prompt.length))).toBeVisible();
  },
};
export const PrefilledSpanish = inLocale(Prefilled, 'es');
export const PrefilledArabic = inLocale(Prefilled, 'ae');

/** Checking the e-mail and phone with the server. */
export const Submitting: Story = {
  args: { initialValues: choice(INITIAL_VALUES, 'Saved draft (Lucía)'), submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('signup:personal.submitting') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
export const SubmittingSpanish = inLocale(Submitting, 'es');
export const SubmittingArabic = inLocale(Submitting, 'ae');

/** 400_001: the e-mail is taken. The message shows under the e-mail, which gets the focus. */
export const EmailTaken: Story = {
  args: {
    initialValues: choice(INITIAL_VALUES, 'Saved draft (Lucía)'),
    error: choice(ERRORS, 'E-mail already registered'),
    errorField: 'email',
  },
  play: async ({ canvasElement }) => {
    const email = field(canvasElement, label.email());
    const message = await within(canvasElement).findByText(t('errors:signup.emailExists'));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email.getAttribute('aria-describedby') ?? '').toContain(message.id);
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveValue(saved.email);
    restFocus();
  },
};
export const EmailTakenSpanish = inLocale(EmailTaken, 'es');
export const EmailTakenArabic = inLocale(EmailTaken, 'ae');

/** 400_002: the phone is taken. */
export const PhoneTaken: Story = {
  args: {
    initialValues: choice(INITIAL_VALUES, 'Saved draft (Lucía)'),
    error: choice(ERRORS, 'Phone already registered'),
    errorField: 'phone',
  },
  play: async ({ canvasElement }) => {
    const input = await phone(canvasElement);
    await expect(await within(canvasElement).findByText(t('errors:signup.phoneExists'))).toBeVisible();
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    restFocus();
  },
};
export const PhoneTakenSpanish = inLocale(PhoneTaken, 'es');
export const PhoneTakenArabic = inLocale(PhoneTaken, 'ae');

/** Any other failure: an alert above the form, everything kept. */
export const ServerError: Story = {
  args: { initialValues: choice(INITIAL_VALUES, 'Saved draft (Lucía)'), error: choice(ERRORS, 'Network error') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors:network'));
    await expect(field(canvasElement, label.prompt())).toHaveValue(saved.prompt);
    await expect(submit(canvasElement)).toBeEnabled();
  },
};
export const ServerErrorSpanish = inLocale(ServerError, 'es');
export const ServerErrorArabic: Story = {
  ...inLocale(ServerError, 'ae', { play: true }),
  args: { initialValues: saved, error: textMessage('أدخل رقم هاتف صالحًا بالصيغة الدولية.') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('أدخل رقم هاتف صالحًا بالصيغة الدولية.');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
