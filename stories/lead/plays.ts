import type { StoryContext } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LeadLayout } from '@/features/lead/LeadSection';
import { LEAD_INDUSTRIES } from '@/lib/lead';
import { isolate } from '@/lib/bidi';
import { LeadServerError, MockLead, MockLeadPhoneDigits } from '../fixtures/landing';
import { field, phoneInput } from '../support/fields';
import { contract, never, requestLog, storyWorker } from '../support/msw';
import { findNotice } from '../support/notice';
import { pageLocale } from '../support/variants';
import { t } from '../support/i18n';
import { LeadSectionDemo } from './LeadSectionDemo';
import { restFocus } from '../support/atRest';

/** How the story's fake server answers POST /api/leads. */
export type LeadApi = 'created' | 'refused' | 'failed' | 'down' | 'pending';

/** The lead calls the story's handler received. */
const log = requestLog();
const calls = log.calls;

/** The meta of the lead section's stories but their title: the section in a layout, its API answering as each story says. */
export const leadSectionMeta = (layout: LeadLayout) => ({
  component: LeadSectionDemo,
  args: { layout },
  argTypes: {
    layout: {
      options: ['promo', 'illustrated'],
      control: {
        type: 'radio' as const,
        labels: { promo: 'Promo (benefits beside the form)', illustrated: 'Illustrated (picture beside the form)' },
      },
      description: 'Which of the landing’s two lead sections wraps the form.',
    },
  },
  beforeEach: withLeadApi,
});

/** POST /api/leads answered as `mode` says (Mock Service Worker, typed by the API contract). */
export function leadHandler(mode: LeadApi) {
  return contract(
    'post',
    '/api/leads',
    () => {
      switch (mode) {
        case 'created':
          return HttpResponse.json({ id: 1, message: 'ok' }, { status: 201 });
        case 'refused':
          return HttpResponse.json({ error: LeadServerError }, { status: 400 });
        case 'failed':
          return new HttpResponse(null, { status: 500 });
        case 'down':
          return HttpResponse.error();
        case 'pending':
          return never();
      }
    },
    log,
  );
}

/**
 * Story `beforeEach`: POST /api/leads answered as `parameters.leadApi` says (the story's Mock
 * Service Worker, set up by .storybook/preview.tsx, drops the handler after the story).
 */
export function withLeadApi(context: { parameters: Record<string, unknown> }) {
  log.clear();
  storyWorker(context).use(leadHandler((context.parameters.leadApi ?? 'created') as LeadApi));
}

const form = (canvasElement: HTMLElement) => {
  const element = canvasElement.querySelector('form');
  if (!element) throw new Error('No lead form');
  return element;
};

const submitButton = (container: HTMLElement) => within(container).getByRole('button', { name: t('lead:submit') });

/** Puts a text in a field as a visitor pasting it (faster than typing every key). */
async function enter(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** Fills a complete lead as a visitor does. */
export async function fillLead(container: HTMLElement) {
  await enter(field(container, t('lead:fields.firstName')), MockLead.firstName);
  await enter(field(container, t('lead:fields.lastName')), MockLead.lastName);
  await enter(field(container, t('lead:fields.email')), MockLead.email);
  await enter(field(container, t('lead:fields.companyName')), MockLead.companyName);
  const phone = await phoneInput(container, t('lead:fields.phone'));
  await userEvent.type(phone, MockLeadPhoneDigits);
  await userEvent.selectOptions(field(container, t('lead:fields.companySize')), MockLead.companySize);
  await userEvent.selectOptions(field(container, t('lead:fields.industry')), MockLead.industry);
  await enter(field(container, t('lead:fields.url')), MockLead.url);
}

/** The form, filled with the demo lead and submitted. */
async function submitFilled(canvasElement: HTMLElement) {
  const container = form(canvasElement);
  await fillLead(container);
  await userEvent.click(submitButton(container));
  return container;
}

async function expectKept(container: HTMLElement) {
  await expect(field(container, t('lead:fields.firstName'))).toHaveValue(MockLead.firstName);
  await expect(field(container, t('lead:fields.email'))).toHaveValue(MockLead.email);
  await expect(field(container, t('lead:fields.companySize'))).toHaveValue(MockLead.companySize);
  await expect(field(container, t('lead:fields.industry'))).toHaveValue(MockLead.industry);
  await expect(await phoneInput(container, t('lead:fields.phone'))).toHaveValue('+34 600 11 12 22');
}

const isMobile = () => window.innerWidth < 768;

type Ctx = StoryContext & { args: { layout: 'promo' | 'illustrated' } };

/** What a visitor sees before typing: copy, benefits, trust seal, every field and its default. */
export async function idle({ canvasElement, args, step }: Ctx) {
  const canvas = within(canvasElement);
  const layout = args.layout;
  await step('the section title, the benefits with the minimum badge and the refund note', async () => {
    await expect(canvas.getByRole('heading', { level: 2, name: t(`lead:${layout}.title`) })).toBeVisible();
    const benefits = canvas.getByRole('list', { name: t('lead:benefits.title') });
    await expect(within(benefits).getAllByRole('listitem')).toHaveLength(4);
    for (const key of ['free', 'find', 'cancel', 'results'] as const)
      await expect(within(benefits).getByText(t(`lead:benefits.${key}`))).toBeVisible();
    await expect(within(benefits).getByText(t('lead:benefits.minimumBadge'))).toBeVisible();
    await expect(within(benefits).getByText(t('lead:benefits.refundNote'))).toBeVisible();
  });
  await step('the form card with its title and the trust seal', async () => {
    await expect(canvas.getByRole('heading', { level: 3, name: t(`lead:${layout}.formTitle`) })).toBeVisible();
    await expect(canvas.getByTestId('trust-seal')).toHaveTextContent(t('lead:trustSeal'));
    await expect(canvasElement.querySelector('img[src="/images/trust-seal.svg"]')).toBeVisible();
  });
  if (layout === 'promo') {
    await step('two avatars, the star image and 4.8 beside the form', async () => {
      await expect(canvas.getByRole('img', { name: t('lead:socialProof.avatarOne') })).toBeVisible();
      await expect(canvas.getByRole('img', { name: t('lead:socialProof.avatarTwo') })).toBeVisible();
      const rating = pageLocale() === 'es' ? '4,8' : '4.8';
      await expect(canvas.getByRole('img', { name: t('lead:socialProof.ratingLabel', { rating }) })).toBeVisible();
      await expect(canvas.getByTestId('lead-social-proof')).toHaveTextContent(rating);
    });
  } else {
    await step('the animated illustration', async () => {
      const illustration = canvas.getByTestId('lead-illustration');
      await expect(illustration).toHaveAttribute('src', '/images/lead-illustration.svg');
      await waitFor(() => expect((illustration as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    });
  }
  await step('the fields, their defaults and the submit button', async () => {
    const container = form(canvasElement);
    for (const key of ['firstName', 'lastName', 'email', 'companyName'] as const) {
      const input = field(container, t(`lead:fields.${key}`));
      await expect(input).toHaveValue('');
      await expect(input).toBeRequired();
    }
    await expect(field(container, t('lead:fields.email'))).toHaveAttribute('type', 'email');
    await expect(field(container, t('lead:fields.url'))).toHaveAttribute('type', 'url');
    await expect(field(container, t('lead:fields.url'))).not.toBeRequired();
    const phone = await phoneInput(container, t('lead:fields.phone'));
    await expect(phone).toHaveValue('+34');
    await expect(within(container).getByRole('combobox', { name: t('common:phone.country') })).toHaveValue('ES');
    const size = field(container, t('lead:fields.companySize'));
    await expect(size).toHaveValue('autonomo');
    await expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([t('lead:sizes.autonomo'), t('lead:sizes.pyme'), t('lead:sizes.gran_empresa')]);
    const industry = field(container, t('lead:fields.industry'));
    await expect(industry).toHaveValue('');
    await expect(
      within(industry)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['', ...LEAD_INDUSTRIES]);
    await expect(submitButton(container)).toBeEnabled();
  });
  await step(isMobile() ? 'on a phone the form comes below the copy' : 'on a wide screen the form sits beside the copy', async () => {
    const title = canvas.getByRole('heading', { level: 2 }).getBoundingClientRect();
    const card = form(canvasElement).getBoundingClientRect();
    if (isMobile()) await expect(card.top).toBeGreaterThan(title.bottom);
    else if (layout === 'promo') await expect(Math.abs(card.left - title.left)).toBeGreaterThan(200);
    else await expect(Math.abs(canvas.getByTestId('lead-illustration').getBoundingClientRect().left - title.left)).toBeGreaterThan(200);
  });
}

/** Submitting empty, then with bad values: messages under the fields, focus on the first, nothing sent. */
export async function validationErrors({ canvasElement, step }: Ctx) {
  const container = form(canvasElement);
  await phoneInput(container, t('lead:fields.phone'));
  await step('an empty form: every required field says what it needs', async () => {
    await userEvent.click(submitButton(container));
    for (const key of ['firstNameRequired', 'lastNameRequired', 'emailRequired', 'companyNameRequired', 'industryRequired'] as const) {
      await expect(await within(container).findByText(t(`lead:errors.${key}`))).toBeVisible();
    }
    await expect(await within(container).findByText(t('common:phone.errors.required'))).toBeVisible();
    await waitFor(() => expect(field(container, t('lead:fields.firstName'))).toHaveFocus());
  });
  await step('bad values: an e-mail, a phone too short, a website that is not one', async () => {
    await enter(field(container, t('lead:fields.firstName')), MockLead.firstName);
    await enter(field(container, t('lead:fields.lastName')), MockLead.lastName);
    await enter(field(container, t('lead:fields.email')), 'ana@nowhere');
    await enter(field(container, t('lead:fields.companyName')), MockLead.companyName);
    await userEvent.type(await phoneInput(container, t('lead:fields.phone')), '600');
    await userEvent.selectOptions(field(container, t('lead:fields.industry')), 'Finance');
    await enter(field(container, t('lead:fields.url')), 'not a website');
    await userEvent.click(submitButton(container));
    const email = field(container, t('lead:fields.email'));
    await expect(
      await within(container).findByText(t('lead:errors.emailInvalid', { example: isolate(t('lead:errors.emailExample'), pageLocale()) })),
    ).toBeVisible();
    await expect(await within(container).findByText(t('common:phone.errors.TOO_SHORT'))).toBeVisible();
    await expect(
      await within(container).findByText(t('lead:errors.urlInvalid', { example: isolate(t('lead:errors.urlExample'), pageLocale()) })),
    ).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(within(container).queryByText(t('lead:errors.industryRequired'))).toBeNull();
  });
  await step('a phone too long', async () => {
    const phone = await phoneInput(container, t('lead:fields.phone'));
    await userEvent.type(phone, '11122233344455');
    await userEvent.click(submitButton(container));
    await expect(await within(container).findByText(t('common:phone.errors.TOO_LONG'))).toBeVisible();
  });
  await step('nothing was sent, nothing typed was lost', async () => {
    await expect(calls).toHaveLength(0);
    await expect(field(container, t('lead:fields.companyName'))).toHaveValue(MockLead.companyName);
    await expect(field(container, t('lead:fields.url'))).toHaveValue('not a website');
  });
  restFocus();
}

/** While the call runs: the button is busy and shows the processing label. */
export async function submitting({ canvasElement }: Ctx) {
  const container = await submitFilled(canvasElement);
  const busy = await within(container).findByRole('button', { name: t('lead:processing') });
  await expect(busy).toHaveAttribute('aria-disabled', 'true');
  await expect(container).toHaveAttribute('aria-busy', 'true');
  // The worker hands the request to its handler a moment after the page sent it.
  await waitFor(() => expect(calls).toHaveLength(1));
  await expectKept(container);
  // Busy, not disabled: the focus stays on the button that was pressed.
  await expect(busy).toHaveFocus();
  restFocus();
}

/** The lead is sent with the submitted lead payload (place_id, contact_name, fixed values); the form resets and a notice says to check the e-mail. */
export async function success({ canvasElement, step }: Ctx) {
  const container = await submitFilled(canvasElement);
  await step('a green notice asks to check the e-mail', async () => {
    const notice = await findNotice(t('lead:checkEmailToVerify'));
    await expect(notice).toHaveAttribute('data-kind', 'success');
  });
  await step('the lead payload was sent', async () => {
    await expect(calls).toHaveLength(1);
    const body = calls[0]?.body as Record<string, unknown>;
    await expect(body).toEqual({
      place_id: expect.stringMatching(/^CUST-\d{13}$/),
      company_name: MockLead.companyName,
      url: 'https://clinicanorte.es',
      contact_name: 'Ana García',
      phone: MockLead.telefono,
      email: MockLead.email,
      extra_info: null,
      is_contacted: false,
      is_active: true,
      CEO: null,
      company_size: 'SME',
      industry: 'Healthcare',
      locale: pageLocale(),
    });
  });
  await step('the form is empty again, the company size back to autonomo', async () => {
    await waitFor(() => expect(field(container, t('lead:fields.firstName'))).toHaveValue(''));
    await expect(field(container, t('lead:fields.email'))).toHaveValue('');
    await expect(field(container, t('lead:fields.companySize'))).toHaveValue('autonomo');
    await expect(field(container, t('lead:fields.industry'))).toHaveValue('');
    await expect(field(container, t('lead:fields.url'))).toHaveValue('');
    await expect(submitButton(container)).toBeEnabled();
  });
  restFocus();
}

/** The server refuses: its `error` text in a red notice, every value kept, the button ready for a retry. */
export async function serverError({ canvasElement }: Ctx) {
  const container = await submitFilled(canvasElement);
  const notice = await findNotice(LeadServerError);
  await expect(notice).toHaveAttribute('data-kind', 'error');
  await expectKept(container);
  await expect(submitButton(container)).toBeEnabled();
  restFocus();
}

/** A server error without text, then the server unreachable: submissionError, then the network message. */
export async function serverDown({ canvasElement }: Ctx) {
  const container = await submitFilled(canvasElement);
  await findNotice(t('errors:network'));
  await expectKept(container);
  restFocus();
}

export async function plainFailure({ canvasElement }: Ctx) {
  const container = await submitFilled(canvasElement);
  await findNotice(t('errors:lead.submissionError'));
  await expectKept(container);
  restFocus();
}
