import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LeadForm, type LeadFormProps } from '@/features/lead/LeadForm';
import { useLeadSubmission } from '@/features/lead/useLeadSubmission';
import { LEAD_INDUSTRIES, type LeadFormValues } from '@/lib/lead';
import { textMessage } from '@/lib/message';
import { useLocale } from '@/ui/useLocale';
import { isolate } from '@/lib/bidi';
import { LeadServerError, MockLead, MockLeadPhoneDigits } from '../fixtures/landing';
import { field, phoneInput } from '../support/fields';
import { findNotice } from '../support/notice';
import { t } from '../support/i18n';
import { inLocale, isMobileWidth, onMobile, pageLocale } from '../support/variants';
import { restFocus } from '../support/atRest';
import { choice, namedChoices } from '../support/named';
import { heldAnswers } from '../support/heldAnswer';

/** What the form can start with. */
const INITIAL_VALUES = { Empty: undefined, 'Complete lead': MockLead } satisfies Record<string, Partial<LeadFormValues> | undefined>;
/** An `initialValues` arg given by its option's name: Storybook maps it to the values before rendering. */

/** How the fake server answers a lead, after a short wait. */
type Answer = 'accepted' | 'refused';
const ANSWER_DELAY = 400;
/** The answers a held server keeps until the play lets them through. */
const leadAnswers = heldAnswers();

/**
 * The form as the landing page holds it: the real submission hook (busy while the call runs, a
 * green notice and an empty form on success, a red notice and every value kept on failure), with
 * a fake server in place of POST /api/leads.
 */
function WithServer({ answer, held = false, ...props }: LeadFormProps & { answer: Answer; held?: boolean }) {
  const locale = useLocale();
  const submission = useLeadSubmission({
    send: async () => {
      await (held ? leadAnswers.hold() : new Promise((resolve) => setTimeout(resolve, ANSWER_DELAY)));
      if (answer === 'refused') throw new Error('400');
    },
    errorMessage: () => textMessage(LeadServerError),
    locale,
  });
  return (
    <LeadForm
      {...props}
      submitting={submission.submitting}
      resetKey={submission.resetKey}
      onSubmit={(values) => {
        props.onSubmit(values);
        submission.onSubmit(values);
      }}
    />
  );
}

/**
 * The lead form of the landing page (its fields and their validation): first and last name side by side
 * (one above the other on a phone), e-mail, company name, phone (Spain's +34 to start with, any
 * country), company size (self-employed to start with), industry (to be chosen) and an optional
 * website, then the submit button and a consent line. Each refused field says why under itself
 * and the first one takes the focus; while the lead is sent the button is busy; nothing typed is
 * lost on an error.
 */
const meta = {
  title: 'Shared components/Lead form',
  component: LeadForm,
  args: { onSubmit: fn(), submitting: false, resetKey: 0, initialValues: choice(INITIAL_VALUES, 'Empty') },
  argTypes: {
    initialValues: namedChoices(INITIAL_VALUES, 'What the fields start with.'),
    resetKey: { control: { type: 'number', min: 0, step: 1 } },
    onSubmit: { control: false },
  },
  decorators: [
    (Story) => (
      <Container size="sm" py="xl">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof LeadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => {
  const element = canvasElement.querySelector('form');
  if (!element) throw new Error('No lead form');
  return element;
};
const input = (el: HTMLElement, key: 'firstName' | 'lastName' | 'email' | 'companyName' | 'companySize' | 'industry' | 'url') =>
  field(el, t(`lead:fields.${key}`));
const submitButton = (el: HTMLElement) => within(el).getByRole('button', { name: t('lead:submit') });

/** Fills the demo lead as a visitor does (pasting the texts, typing the phone). */
async function fillLead(el: HTMLElement) {
  for (const key of ['firstName', 'lastName', 'email', 'companyName'] as const) {
    await userEvent.click(input(el, key));
    await userEvent.paste(MockLead[key]);
  }
  await userEvent.type(await phoneInput(el, t('lead:fields.phone')), MockLeadPhoneDigits);
  await userEvent.selectOptions(input(el, 'companySize'), MockLead.companySize);
  await userEvent.selectOptions(input(el, 'industry'), MockLead.industry);
  await userEvent.click(input(el, 'url'));
  await userEvent.paste(MockLead.url);
}

/** Every value of the demo lead is still there. */
async function expectKept(el: HTMLElement) {
  for (const key of ['firstName', 'lastName', 'email', 'companyName', 'companySize', 'industry', 'url'] as const)
    await expect(input(el, key)).toHaveValue(MockLead[key]);
  await expect(await phoneInput(el, t('lead:fields.phone'))).toHaveValue('+34 600 11 12 22');
}

/** Empty: the required fields, Spain's +34, self-employed chosen, the industry to choose, the optional website. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const key of ['firstName', 'lastName', 'email', 'companyName'] as const) {
      await expect(input(canvasElement, key)).toHaveValue('');
      await expect(input(canvasElement, key)).toBeRequired();
    }
    await expect(input(canvasElement, 'email')).toHaveAttribute('type', 'email');
    await expect(input(canvasElement, 'url')).toHaveAttribute('type', 'url');
    await expect(input(canvasElement, 'url')).not.toBeRequired();
    await expect(await phoneInput(canvasElement, t('lead:fields.phone'))).toHaveValue('+34');
    await expect(canvas.getByRole('combobox', { name: t('common:phone.country') })).toHaveValue('ES');
    await expect(input(canvasElement, 'companySize')).toHaveValue('autonomo');
    const industry = input(canvasElement, 'industry');
    await expect(industry).toHaveValue('');
    await expect(
      within(industry)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['', ...LEAD_INDUSTRIES]);
    await expect(submitButton(canvasElement)).toBeEnabled();
    await expect(canvas.getByText(t('lead:consent'))).toBeVisible();
    // First and last name side by side on a wide screen, one above the other on a phone.
    const [first, last] = [
      input(canvasElement, 'firstName').getBoundingClientRect(),
      input(canvasElement, 'lastName').getBoundingClientRect(),
    ];
    if (isMobileWidth()) await expect(last.top).toBeGreaterThan(first.bottom);
    else await expect(Math.round(last.top)).toBe(Math.round(first.top));
  },
};
export const EmptySpanish = inLocale(Empty, 'es');
export const EmptyArabic = inLocale(Empty, 'ae', { play: true });
export const EmptyMobile = onMobile(Empty, 'en', { play: true });
export const EmptyMobileArabic = onMobile(Empty, 'ae', { play: true });

/** Sent empty with Enter, then with bad values: a message under each field, the first invalid one focused, nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args, step }) => {
    const container = form(canvasElement);
    await phoneInput(container, t('lead:fields.phone'));
    await step('empty: every required field says what it needs, the first name takes the focus', async () => {
      input(container, 'firstName').focus();
      await userEvent.keyboard('{Enter}');
      for (const key of ['firstNameRequired', 'lastNameRequired', 'emailRequired', 'companyNameRequired', 'industryRequired'] as const) {
        await expect(await within(container).findByText(t(`lead:errors.${key}`))).toBeVisible();
      }
      await expect(await within(container).findByText(t('common:phone.errors.required'))).toBeVisible();
      await waitFor(() => expect(input(container, 'firstName')).toHaveFocus());
      await expect(input(container, 'firstName')).toHaveAttribute('aria-invalid', 'true');
    });
    await step('bad values: the e-mail, a short phone and the website are refused; the e-mail takes the focus', async () => {
      for (const [key, value] of [
        ['firstName', MockLead.firstName],
        ['lastName', MockLead.lastName],
        ['email', 'ana@nowhere'],
        ['companyName', MockLead.companyName],
        ['url', 'not a website'],
      ] as const) {
        await userEvent.click(input(container, key));
        await userEvent.paste(value);
      }
      await userEvent.type(await phoneInput(container, t('lead:fields.phone')), '600');
      await userEvent.selectOptions(input(container, 'industry'), 'Finance');
      await userEvent.click(submitButton(container));
      await expect(
        await within(container).findByText(
          t('lead:errors.emailInvalid', { example: isolate(t('lead:errors.emailExample'), pageLocale()) }),
        ),
      ).toBeVisible();
      await expect(await within(container).findByText(t('common:phone.errors.TOO_SHORT'))).toBeVisible();
      await expect(
        await within(container).findByText(t('lead:errors.urlInvalid', { example: isolate(t('lead:errors.urlExample'), pageLocale()) })),
      ).toBeVisible();
      await waitFor(() => expect(input(container, 'email')).toHaveFocus());
      await expect(within(container).queryByText(t('lead:errors.firstNameRequired'))).toBeNull();
      await expect(within(container).queryByText(t('lead:errors.industryRequired'))).toBeNull();
    });
    await step('nothing was sent, nothing typed was lost', async () => {
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(input(container, 'companyName')).toHaveValue(MockLead.companyName);
      await expect(input(container, 'url')).toHaveValue('not a website');
    });
    restFocus();
  },
};
export const ValidationErrorsSpanish = inLocale(ValidationErrors, 'es');
export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ae', { play: true });
export const ValidationErrorsMobile = onMobile(ValidationErrors, 'es');

/** Submitting: the button says "Processing…" and is busy (it keeps the focus), the form is busy, the values stay; a second press sends nothing. */
export const Submitting: Story = {
  args: { submitting: true, initialValues: choice(INITIAL_VALUES, 'Complete lead') },
  play: async ({ canvasElement, args }) => {
    const busy = within(canvasElement).getByRole('button', { name: t('lead:processing') });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(form(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expectKept(canvasElement);
    await userEvent.click(busy, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Busy, not disabled: the press leaves the focus on the button, not on the page's body.
    await expect(busy).toHaveFocus();
    restFocus();
  },
};
export const SubmittingSpanish = inLocale(Submitting, 'es');
export const SubmittingArabic = inLocale(Submitting, 'ae');

/** Sent (a fake server accepts it): busy meanwhile, then a green notice asks to check the e-mail and the form is empty again. */
export const Sent: Story = {
  render: (args) => <WithServer {...args} answer="accepted" held />,
  play: async ({ canvasElement, args }) => {
    await fillLead(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith(MockLead);
    await expect(within(canvasElement).getByRole('button', { name: t('lead:processing') })).toHaveAttribute('aria-disabled', 'true');
    leadAnswers.release();
    const notice = await findNotice(t('lead:checkEmailToVerify'));
    await expect(notice).toHaveAttribute('data-kind', 'success');
    await waitFor(() => expect(input(canvasElement, 'firstName')).toHaveValue(''));
    await expect(input(canvasElement, 'email')).toHaveValue('');
    await expect(input(canvasElement, 'companySize')).toHaveValue('autonomo');
    await expect(input(canvasElement, 'industry')).toHaveValue('');
    await expect(submitButton(canvasElement)).toBeEnabled();
    restFocus();
  },
};
export const SentSpanish = inLocale(Sent, 'es');
export const SentArabic = inLocale(Sent, 'ae');
export const SentMobile = onMobile(Sent, 'en');

/** The server refuses (a fake one): its message in a red notice, every value kept, the button ready for another try. */
export const ServerError: Story = {
  render: (args) => <WithServer {...args} answer="refused" />,
  play: async ({ canvasElement, args }) => {
    await fillLead(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const notice = await findNotice(LeadServerError);
    await expect(notice).toHaveAttribute('data-kind', 'error');
    await expectKept(canvasElement);
    await waitFor(() => expect(submitButton(canvasElement)).toBeEnabled());
    restFocus();
  },
};
export const ServerErrorSpanish = inLocale(ServerError, 'es');
export const ServerErrorArabic = inLocale(ServerError, 'ae', { play: true });
