import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CheckoutView } from '@/features/purchase/CheckoutView';
import { LocalCardForm } from '@/features/purchase/LocalCardForm';
import type { OrderSummaryData } from '@/features/purchase/OrderSummary';
import { keyMessage } from '@/lib/message';
import { FLAGSHIP_COURSE, type CardFormHandle, type CheckoutContact, type PaymentProblem } from '@/lib/payments';
import { MockCheckoutContact, MockCourseLine } from '../fixtures/purchase';
import { submitRefused } from '../support/forms';
import { t } from '../support/i18n';
import { field, findAlert, inLocale, onMobile, typeCard } from './support';
import { restFocus } from '../support/atRest';

interface DemoProps {
  onSubmit: (contact: CheckoutContact) => void;
  base: OrderSummaryData;
  showTerms: boolean;
  initialCourse?: boolean;
  initialContact?: Partial<CheckoutContact>;
  submitting?: boolean;
  error?: PaymentProblem | null;
  retryConfirmation?: boolean;
}

/** The checkout with its real card form (offline provider); the course toggles the total as the page does. */
function CheckoutDemo({ base, initialCourse = false, ...props }: DemoProps) {
  const card = useRef<CardFormHandle | null>(null);
  const [course, setCourse] = useState(initialCourse);
  const summary: OrderSummaryData = course
    ? { ...base, lines: [...base.lines, MockCourseLine], total: base.total + FLAGSHIP_COURSE.price }
    : base;
  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }}>
      <CheckoutView
        summary={summary}
        course={course}
        onCourseChange={setCourse}
        termsHref="/terms-and-conditions"
        cardForm={<LocalCardForm handleRef={card} report={async () => null} disabled={props.submitting ?? false} />}
        validateCard={() => card.current?.validate() ?? false}
        {...props}
      />
    </div>
  );
}

const meta = {
  title: 'Visitor journey/Purchase/Checkout',
  component: CheckoutDemo,
  args: { onSubmit: fn(), showTerms: true, base: { lines: [{ id: 'advanced', amount: 399 }], total: 399, currency: 'EUR' } },
  argTypes: {
    onSubmit: { description: 'Pay pressed with a valid contact and card.' },
    showTerms: { description: 'The annual plan’s terms apply (a plan; not a package of calls): shown above the button.' },
    base: { description: 'The order before the course is added: its lines, total and currency (the Advanced plan).' },
  },
} satisfies Meta<typeof CheckoutDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const lang = () => (document.documentElement.lang === 'ar' ? 'ar-u-nu-latn' : document.documentElement.lang);
const money = (amount: number, currency = 'EUR') =>
  new Intl.NumberFormat(lang(), { style: 'currency', currency }).format(amount).replace(/\s+/g, ' ');
const start = (el: HTMLElement) => within(el).getByRole('button', { name: t('purchase:checkout.startNow') });
const courseBox = (el: HTMLElement, currency = 'EUR') =>
  within(el).getByRole('checkbox', {
    name: t('purchase:checkout.upsellLabel', {
      price: new Intl.NumberFormat(lang(), { style: 'currency', currency }).format(FLAGSHIP_COURSE.price),
    }),
  });

async function fillContact(el: HTMLElement) {
  await userEvent.type(field(el, t('purchase:checkout.firstName')), MockCheckoutContact.firstName);
  await userEvent.type(field(el, t('purchase:checkout.lastName')), MockCheckoutContact.lastName);
  await userEvent.type(field(el, t('purchase:checkout.email')), MockCheckoutContact.email);
  await userEvent.type(field(el, t('purchase:checkout.companyName')), MockCheckoutContact.companyName);
  await userEvent.selectOptions(field(el, t('purchase:checkout.companySize')), 'pyme');
}

/** Course off: contact fields (five required), the card method, the summary, the annual terms, "Start now". */
export const UpsellOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('purchase:checkout.title') })).toBeVisible();
    for (const key of ['firstName', 'lastName', 'email', 'companyName', 'companySize'] as const) {
      await expect(field(canvasElement, t(`purchase:checkout.${key}`))).toBeRequired();
    }
    await expect(field(canvasElement, t('purchase:checkout.country'))).toHaveValue('ES');
    await expect(canvas.getByRole('radio', { name: t('purchase:checkout.methodCard') })).toBeChecked();
    await expect(courseBox(canvasElement)).not.toBeChecked();
    await expect(canvas.getByTestId('order-total')).toHaveTextContent(money(399));
    await expect(canvas.queryByText(t('purchase:items.flagshipCourse'))).toBeNull();
    await expect(canvas.getByTestId('annual-terms')).toBeVisible();
    await expect(start(canvasElement)).toBeEnabled();
  },
};
export const UpsellOffSpanish = inLocale(UpsellOff, 'es');
export const UpsellOffArabic = inLocale(UpsellOff, 'ae', { play: true });
export const UpsellOffMobile = onMobile(UpsellOff, 'en');

/** Course on: its line joins the summary and the total grows by its price; off again, it goes. */
export const UpsellOn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(courseBox(canvasElement));
    await expect(courseBox(canvasElement)).toBeChecked();
    await expect(canvas.getByText(t('purchase:items.flagshipCourse'))).toBeVisible();
    await expect(canvas.getByTestId('order-total')).toHaveTextContent(money(399 + FLAGSHIP_COURSE.price));
    await userEvent.click(courseBox(canvasElement));
    await expect(canvas.getByTestId('order-total')).toHaveTextContent(money(399));
    restFocus();
  },
};
export const UpsellOnSpanish = inLocale(UpsellOn, 'es');
export const UpsellOnArabic = inLocale(UpsellOn, 'ae', { play: true });
export const UpsellOnMobileArabic = onMobile(UpsellOn, 'ae');

/** Nothing filled: a message under every required field and the card fields; the first focused; nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const keys = ['firstNameRequired', 'lastNameRequired', 'emailRequired', 'companyNameRequired', 'companySizeRequired'] as const;
    await submitRefused(canvasElement, {
      submit: () => start(canvasElement),
      messages: [...keys.map((key) => t(`purchase:checkout.errors.${key}`)), t('purchase:card.errors.numberRequired')],
      focused: () => field(canvasElement, t('purchase:checkout.firstName')),
      notSent: args.onSubmit,
    });
    restFocus();
  },
};
export const ValidationErrorsSpanish = inLocale(ValidationErrors, 'es');
export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ae');

/** Everything filled: "Start now" sends the contact, trimmed. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    await fillContact(canvasElement);
    await typeCard(canvasElement);
    await userEvent.click(start(canvasElement));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(MockCheckoutContact));
    restFocus();
  },
};
export const FilledSpanish = inLocale(Filled, 'es');
export const FilledArabic = inLocale(Filled, 'ae');

/** A package of calls from the dashboard: priced in dollars, no annual terms. */
export const CallPackage: Story = {
  args: {
    base: { lines: [{ id: 'pro', amount: 99 }], total: 99, currency: 'USD' },
    showTerms: false,
    initialContact: { firstName: 'Lucía', lastName: 'Fernández', email: 'demo@example.com' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('purchase:items.pro'))).toBeVisible();
    await expect(canvas.getByTestId('order-total')).toHaveTextContent(money(99, 'USD'));
    await expect(canvas.queryByTestId('annual-terms')).toBeNull();
    await expect(field(canvasElement, t('purchase:checkout.email'))).toHaveValue('demo@example.com');
    await userEvent.click(courseBox(canvasElement, 'USD'));
    await expect(canvas.getByTestId('order-total')).toHaveTextContent(money(99 + FLAGSHIP_COURSE.price, 'USD'));
    restFocus();
  },
};
export const CallPackageSpanish = inLocale(CallPackage, 'es');
export const CallPackageArabic = inLocale(CallPackage, 'ae', { play: true });

/** Processing: the button is busy (aria-disabled) and says so; the course cannot change meanwhile. */
export const Submitting: Story = {
  args: { submitting: true, initialContact: MockCheckoutContact },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('purchase:checkout.processing') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(courseBox(canvasElement)).toBeDisabled();
  },
};
export const SubmittingSpanish = inLocale(Submitting, 'es');
export const SubmittingArabic = inLocale(Submitting, 'ae');

/** The card was declined: the provider message above the form, everything kept. */
export const Declined: Story = {
  args: { error: { kind: 'card', code: 'declined' }, initialContact: MockCheckoutContact },
  play: async ({ canvasElement }) => {
    await findAlert(canvasElement, t('purchase:card.errors.declined'));
    await expect(field(canvasElement, t('purchase:checkout.companyName'))).toHaveValue(MockCheckoutContact.companyName);
  },
};
export const DeclinedSpanish = inLocale(Declined, 'es');
export const DeclinedArabic = inLocale(Declined, 'ae');

/** Charged, but the confirmation failed: its message and "Try again"; the course is locked. */
export const ConfirmationFailed: Story = {
  args: {
    error: keyMessage('errors:payment.confirmError'),
    retryConfirmation: true,
    initialContact: MockCheckoutContact,
    initialCourse: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await findAlert(canvasElement, t('errors:payment.confirmError'));
    await expect(courseBox(canvasElement)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('purchase:checkout.retry') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    restFocus();
  },
};
export const ConfirmationFailedSpanish = inLocale(ConfirmationFailed, 'es');
export const ConfirmationFailedArabic = inLocale(ConfirmationFailed, 'ae');
