import type { StoryObj } from '@storybook/react-vite';
import { isolate } from '@/lib/bidi';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BuyStepper } from '@/features/purchase/BuyStepper';
import { PurchaseDoneView } from '@/features/purchase/PurchaseDoneView';
import { SignupPersonalView, type SignupPersonalViewProps } from '@/features/signup/SignupPersonalView';
import { keyMessage } from '@/lib/message';
import { MockSignupPerson } from '../fixtures/accounts';
import { MockBuyer } from '../fixtures/purchase';
import { phoneInput } from '../support/fields';
import { t } from '../support/i18n';
import { componentMeta } from '../support/meta';
import { pageLocale } from '../support/variants';
import { expectStep, field, inLocale, onMobile } from './support';
import { restFocus } from '../support/atRest';
import { pasteInto } from '../support/forms';

/**
 * /buy's frame with its real steps: (0) the signup personal form (the signup's own view),
 * and (2) the thank-you. The payment step (1) has its own stories.
 */
function AccountStepDemo(props: SignupPersonalViewProps) {
  return (
    <BuyStepper step={0} planName={t('purchase:items.advanced')} amount={399} currency="EUR">
      <SignupPersonalView submitLabel={t('purchase:buy.register')} loginHref="/login" {...props} />
    </BuyStepper>
  );
}

const meta = {
  title: 'Visitor journey/Purchase/Buy stepper',
  ...componentMeta(AccountStepDemo, { onSubmit: fn() }),
  argTypes: { onSubmit: { description: 'The account step sent with valid details.' } },
};

export default meta;
type Story = StoryObj<typeof meta>;

const register = (el: HTMLElement) => within(el).getByRole('button', { name: t('purchase:buy.register') });

/** Step 1 of 3: the plan and its price under the title, the signup form, "Create my account and continue". */
export const AccountStep: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('purchase:buy.title') })).toBeVisible();
    const price = new Intl.NumberFormat(document.documentElement.lang === 'ar' ? 'ar-u-nu-latn' : document.documentElement.lang, {
      style: 'currency',
      currency: 'EUR',
    }).format(399);
    // Testing Library collapses the no-break spaces of the page's text; the expected text too.
    await expect(
      canvas.getByText(t('purchase:buy.subtitle', { plan: t('purchase:items.advanced'), price }).replace(/\s+/g, ' ')),
    ).toBeVisible();
    await expectStep(canvasElement, 1);
    // The texts pasted, the phone typed (its mask): the form's typing is the signup stories'.
    await pasteInto(field(canvasElement, t('signup:personal.name')), MockSignupPerson.name);
    await userEvent.type(await phoneInput(canvasElement, t('signup:personal.phone')), '611222333');
    await pasteInto(field(canvasElement, t('signup:personal.email')), MockSignupPerson.email);
    await pasteInto(field(canvasElement, t('signup:personal.password')), MockSignupPerson.password);
    await pasteInto(field(canvasElement, t('signup:personal.confirmPassword')), MockSignupPerson.password);
    await pasteInto(field(canvasElement, t('signup:personal.prompt')), MockSignupPerson.prompt);
    await userEvent.click(register(canvasElement));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...MockSignupPerson }));
    restFocus();
  },
};
export const AccountStepSpanish = inLocale(AccountStep, 'es');
export const AccountStepArabic = inLocale(AccountStep, 'ae');
export const AccountStepMobile = onMobile(AccountStep, 'en');

/** Registering: the button is busy (aria-disabled) and says so. */
export const AccountSubmitting: Story = {
  args: { submitting: true, initialValues: MockSignupPerson },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: t('signup:personal.submitting') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(field(canvasElement, t('signup:personal.email'))).toHaveValue(MockSignupPerson.email);
  },
};
export const AccountSubmittingSpanish = inLocale(AccountSubmitting, 'es');
export const AccountSubmittingArabic = inLocale(AccountSubmitting, 'ae');

/** 400_001 from POST /api/users: the message under the e-mail, focused; everything typed kept. */
export const AccountEmailTaken: Story = {
  args: { initialValues: MockSignupPerson, error: keyMessage('errors:signup.emailExists'), errorField: 'email' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('errors:signup.emailExists'))).toBeVisible();
    await waitFor(() => expect(field(canvasElement, t('signup:personal.email'))).toHaveFocus());
    await expect(field(canvasElement, t('signup:personal.prompt'))).toHaveValue(MockSignupPerson.prompt);
    await expectStep(canvasElement, 1);
    restFocus();
  },
};
export const AccountEmailTakenSpanish = inLocale(AccountEmailTaken, 'es');
export const AccountEmailTakenArabic = inLocale(AccountEmailTaken, 'ae');

/** A server failure without a field: an alert above the form. */
export const AccountServerError: Story = {
  args: { initialValues: MockSignupPerson, error: keyMessage('errors:network') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('errors:network'));
    await expect(field(canvasElement, t('signup:personal.name'))).toHaveValue(MockSignupPerson.name);
  },
};
export const AccountServerErrorSpanish = inLocale(AccountServerError, 'es');
export const AccountServerErrorArabic = inLocale(AccountServerError, 'ae');

/** Step 3 of 3: thanks, the confirmation e-mail to open first, the link to login. */
export const Done: Story = {
  render: () => (
    <BuyStepper step={2} planName={t('purchase:items.advanced')} amount={399} currency="EUR">
      <PurchaseDoneView email={MockBuyer.email} planName={t('purchase:items.advanced')} loginHref="/es/login" />
    </BuyStepper>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStep(canvasElement, 3);
    await expect(canvas.getByRole('heading', { level: 2, name: t('purchase:done.title') })).toBeVisible();
    await expect(canvas.getByText(t('purchase:done.checkEmail', { email: isolate(MockBuyer.email, pageLocale()) }))).toBeVisible();
    await expect(canvas.getByText(t('purchase:done.confirmFirst'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('purchase:done.login') })).toHaveAttribute('href', '/es/login');
  },
};
export const DoneSpanish = inLocale(Done, 'es');
export const DoneArabic = inLocale(Done, 'ae');
export const DoneMobile = onMobile(Done, 'ae');
