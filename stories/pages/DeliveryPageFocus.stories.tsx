import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DeliveryOverview, DeliveryRule, WebhookEndpoint } from '@/lib/delivery';
import DeliveryPage from '@/pages/DeliveryPage';
import { STORY_CUSTOM_RULE, STORY_ENDPOINTS, STORY_RULE, STORY_SECRET, storyOverview } from '../fixtures/delivery';
import { restFocus } from '../support/atRest';
import { t } from '../support/i18n';
import { contract, noContent, requestLog } from '../support/msw';
import { region } from '../support/queries';
import { inLocale, onMobile } from '../support/variants';
import { startsWith } from '../delivery/checks';
import { portalPageMeta } from './support';

const log = requestLog();

/** A Custom account's delivery server: two rules and two endpoints, each change kept; it refuses what the real one refuses. */
let overview: DeliveryOverview = storyOverview('custom');
const reset = () => {
  overview = storyOverview('custom', {
    rules: [STORY_RULE, STORY_CUSTOM_RULE],
    endpoints: [STORY_ENDPOINTS.healthy, STORY_ENDPOINTS.retrying],
  });
};
const NOT_HTTPS = 'The endpoint address must start with https://.';
const BLOCKED = 'This address cannot receive e-mails.';

const deliveryApi = [
  contract('get', '/api/delivery', () => HttpResponse.json(overview), log),
  contract(
    'post',
    '/api/delivery/rules',
    async ({ request }) => {
      const input = await request.json();
      if ((input.emails ?? []).some((email) => email.endsWith('@blocked.example')))
        return HttpResponse.json({ error: BLOCKED }, { status: 400 });
      const rule: DeliveryRule = {
        id: `rule_${overview.rules.length + 10}`,
        outcomes: input.outcomes,
        condition: null,
        recipients: (input.emails ?? []).map((email) => ({ email, status: 'pending' })),
        phones: [],
        language: input.language,
        createdAt: '2026-11-28T09:00:00.000Z',
      };
      overview = { ...overview, rules: [...overview.rules, rule] };
      return HttpResponse.json(rule, { status: 201 });
    },
    log,
  ),
  contract(
    'delete',
    '/api/delivery/rules/{id}',
    ({ params }) => {
      overview = { ...overview, rules: overview.rules.filter((rule) => rule.id !== params.id) };
      return noContent();
    },
    log,
  ),
  contract(
    'post',
    '/api/delivery/webhooks',
    async ({ request }) => {
      const input = await request.json();
      if (!input.url.startsWith('https://')) return HttpResponse.json({ error: NOT_HTTPS }, { status: 400 });
      const endpoint: WebhookEndpoint = {
        ...STORY_ENDPOINTS.healthy,
        id: `ep_${overview.endpoints.length + 10}`,
        url: input.url,
        description: input.description ?? '',
      };
      overview = { ...overview, endpoints: [...overview.endpoints, endpoint] };
      return HttpResponse.json(endpoint, { status: 201 });
    },
    log,
  ),
  contract(
    'put',
    '/api/delivery/webhooks/{id}',
    async ({ request, params }) => {
      const input = await request.json();
      const found = overview.endpoints.find((endpoint) => endpoint.id === params.id);
      if (!found) return HttpResponse.json({ error: 'Not found.' }, { status: 404 });
      if (input.url && !input.url.startsWith('https://')) return HttpResponse.json({ error: NOT_HTTPS }, { status: 400 });
      const saved: WebhookEndpoint = { ...found, url: input.url ?? found.url, description: input.description ?? found.description };
      overview = { ...overview, endpoints: overview.endpoints.map((endpoint) => (endpoint.id === saved.id ? saved : endpoint)) };
      return HttpResponse.json(saved);
    },
    log,
  ),
  contract(
    'delete',
    '/api/delivery/webhooks/{id}',
    ({ params }) => {
      overview = { ...overview, endpoints: overview.endpoints.filter((endpoint) => endpoint.id !== params.id) };
      return noContent();
    },
    log,
  ),
  contract('get', '/api/delivery/webhooks/{id}/secret', () => HttpResponse.json(STORY_SECRET), log),
];

const meta = {
  title: 'Portal/Delivery/Page, by keyboard',
  ...portalPageMeta(DeliveryPage, '/dashboard/delivery', deliveryApi, log, reset),
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Puts a text in a field at once (what is tested here is the focus, not the typing). */
async function typeFast(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** A save answered by the mock worker on a busy machine may take seconds. */
const SLOW = { timeout: 10_000 };

const focused = () => document.activeElement as HTMLElement | null;

/** The focused element is on screen and not under the sticky header. */
async function expectFocusInView() {
  const element = focused();
  await expect(element).not.toBe(document.body);
  const rect = element!.getBoundingClientRect();
  const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  await expect(rect.top, 'below the sticky header').toBeGreaterThanOrEqual(header);
  await expect(rect.bottom, 'above the bottom of the window').toBeLessThanOrEqual(window.innerHeight);
}

/** The field's error, as a screen reader gets it: aria-invalid, and the text it is described by. */
async function expectFieldError(field: HTMLElement, text: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const described = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '');
  await expect(described.join(' ')).toContain(text);
}

/** The page loaded (a busy machine takes its time): the section of that heading. */
const loadedSection = async (canvasElement: HTMLElement, heading: string) => {
  await waitFor(() => expect(within(canvasElement).getByRole('region', { name: heading })).toBeVisible(), { timeout: 20_000 });
  return region(canvasElement, heading);
};

/**
 * A rule's errors, as a keyboard or screen-reader user meets them: the field in error (or refused
 * by the server, linked to its message) takes the focus, below the sticky header.
 */
export const RuleFieldErrors: Story = {
  play: async ({ canvasElement, step }) => {
    await loadedSection(canvasElement, t('delivery:rules.heading'));
    const rules = region(canvasElement, t('delivery:rules.heading'));
    const submitRule = rules.getByRole('button', { name: t('delivery:rules.add.submit') });

    await step('an empty rule: the first field in error takes the focus, below the sticky header', async () => {
      await userEvent.click(submitRule);
      await waitFor(() => expect(focused()).toHaveAttribute('aria-invalid', 'true'), SLOW);
      await expect(focused()).toHaveAccessibleName(t('calls:outcome.appointment_booked'));
      await expectFocusInView();
    });

    await step('the server refuses an address: said under the addresses, which take the focus', async () => {
      await userEvent.click(rules.getByRole('checkbox', { name: t('calls:outcome.appointment_booked') }));
      const emails = rules.getByLabelText(t('delivery:rules.add.emails'));
      await typeFast(emails, 'x@blocked.example');
      await userEvent.click(submitRule);
      await waitFor(() => expect(emails).toHaveFocus(), SLOW);
      await expectFieldError(emails, BLOCKED);
      await expectFocusInView();
    });

    restFocus();
  },
};
export const RuleFieldErrorsArabic: Story = inLocale(RuleFieldErrors, 'ae');

/** A rule added takes the focus; after a deletion the next rule does; each result said by a region that was there before it. */
export const RulesAddedAndDeleted: Story = {
  play: async ({ canvasElement, step }) => {
    const rules = await loadedSection(canvasElement, t('delivery:rules.heading'));
    const rulesResult = rules.getByTestId('rules-result');
    await userEvent.click(rules.getByRole('checkbox', { name: t('calls:outcome.appointment_booked') }));
    await step('a rule added: it takes the focus, and the region already there says so', async () => {
      await typeFast(rules.getByLabelText(t('delivery:rules.add.emails')), 'frontdesk@clinica.example');
      await userEvent.click(rules.getByRole('button', { name: t('delivery:rules.add.submit') }));
      await waitFor(() => expect(focused()).toHaveAttribute('data-testid', 'delivery-rule'), SLOW);
      await expect(focused()).toHaveTextContent('frontdesk@clinica.example');
      await expect(rules.getByTestId('rules-result')).toBe(rulesResult);
      await expect(rulesResult).toHaveTextContent(t('delivery:rules.add.saved'));
    });

    await step('a rule deleted: the focus on the next rule, the deletion said', async () => {
      const first = rules.getAllByTestId('delivery-rule')[0]!;
      await userEvent.click(within(first).getByRole('button', { name: startsWith(t('delivery:rules.delete')) }));
      await waitFor(() => expect(rules.getAllByTestId('delivery-rule')).toHaveLength(2), SLOW);
      await waitFor(() => expect(focused()).toBe(rules.getAllByTestId('delivery-rule')[0]), SLOW);
      await expect(rulesResult).toHaveTextContent(t('delivery:rules.deleted'));
    });
    restFocus();
  },
};
export const RulesAddedAndDeletedArabic: Story = inLocale(RulesAddedAndDeleted, 'ae');

/**
 * Editing an endpoint by keyboard: the focus goes into the form, back to Edit on Cancel or a
 * save, and to the address the server refused (linked to its message).
 */
export const EndpointEdited: Story = {
  play: async ({ canvasElement, step }) => {
    const hooks = await loadedSection(canvasElement, t('delivery:endpoints.heading'));
    const url = STORY_ENDPOINTS.healthy.url;
    const edit = () => hooks.getByRole('button', { name: t('delivery:endpoints.editNamed', { url }) });

    await step('Edit opens its form with the focus in it; Cancel gives the focus back to Edit', async () => {
      await userEvent.click(edit());
      const form = within(hooks.getByRole('form', { name: t('delivery:endpoints.editHeading') }));
      await waitFor(() => expect(form.getByLabelText(startsWith(t('delivery:endpoints.add.url')))).toHaveFocus(), SLOW);
      await userEvent.click(form.getByRole('button', { name: t('delivery:endpoints.cancel') }));
      await waitFor(() => expect(edit()).toHaveFocus(), SLOW);
    });

    await step(
      'an address refused by the server: said under it, which takes the focus; saved: back on Edit, the card says so',
      async () => {
        await userEvent.click(edit());
        const form = within(hooks.getByRole('form', { name: t('delivery:endpoints.editHeading') }));
        const address = form.getByLabelText(startsWith(t('delivery:endpoints.add.url')));
        await userEvent.clear(address);
        await typeFast(address, 'http://crm.example.com/in');
        await userEvent.click(form.getByRole('button', { name: t('delivery:endpoints.saveEdit') }));
        await waitFor(() => expect(address).toHaveFocus(), SLOW);
        await expectFieldError(address, NOT_HTTPS);
        await userEvent.clear(address);
        await typeFast(address, STORY_ENDPOINTS.healthy.url);
        await userEvent.click(form.getByRole('button', { name: t('delivery:endpoints.saveEdit') }));
        await waitFor(() => expect(edit()).toHaveFocus(), SLOW);
        const card = edit().closest('li') as HTMLElement;
        await expect(within(card).getByRole('status')).toHaveTextContent(t('delivery:endpoints.saved'));
      },
    );

    restFocus();
  },
};
export const EndpointEditedArabic: Story = inLocale(EndpointEdited, 'ae');

/** Delete asks first with the focus on Yes, Escape closes it; after a deletion the next endpoint has the focus; one added takes it. */
export const EndpointsDeletedAndAdded: Story = {
  play: async ({ canvasElement, step }) => {
    const hooks = await loadedSection(canvasElement, t('delivery:endpoints.heading'));
    const endpointsResult = hooks.getByTestId('endpoints-result');
    const url = STORY_ENDPOINTS.healthy.url;
    await step(
      'Delete asks first, the focus on Yes; Escape closes it, back on Delete; Yes deletes: the focus on the next endpoint',
      async () => {
        const remove = hooks.getByRole('button', { name: t('delivery:endpoints.deleteNamed', { url }) });
        await userEvent.click(remove);
        await waitFor(() => expect(hooks.getByRole('button', { name: t('delivery:endpoints.deleteConfirmButton') })).toHaveFocus(), SLOW);
        await expect(focused()).toHaveAccessibleDescription(t('delivery:endpoints.deleteConfirm'));
        await userEvent.keyboard('{Escape}');
        await expect(hooks.queryByText(t('delivery:endpoints.deleteConfirm'))).toBeNull();
        await waitFor(() => expect(remove).toHaveFocus(), SLOW);
        await userEvent.click(remove);
        await userEvent.click(hooks.getByRole('button', { name: t('delivery:endpoints.deleteConfirmButton') }));
        await waitFor(() => expect(hooks.getAllByTestId('webhook-endpoint')).toHaveLength(1), SLOW);
        await waitFor(() => expect(focused()).toBe(hooks.getByTestId('webhook-endpoint')), SLOW);
        await expect(hooks.getByTestId('endpoints-result')).toBe(endpointsResult);
        await expect(endpointsResult).toHaveTextContent(t('delivery:endpoints.deleted'));
      },
    );

    await step('an endpoint added: it takes the focus, the region already there says so', async () => {
      const form = within(hooks.getByRole('form', { name: t('delivery:endpoints.add.heading') }));
      await typeFast(form.getByLabelText(startsWith(t('delivery:endpoints.add.url'))), 'https://erp.example.com/new');
      await userEvent.click(form.getByRole('button', { name: t('delivery:endpoints.add.submit') }));
      await waitFor(() => expect(focused()).toHaveTextContent('https://erp.example.com/new'), SLOW);
      await expect(focused()).toHaveAttribute('data-testid', 'webhook-endpoint');
      await expect(endpointsResult).toHaveTextContent(t('delivery:endpoints.add.saved'));
    });
    restFocus();
  },
};
export const EndpointsDeletedAndAddedArabic: Story = inLocale(EndpointsDeletedAndAdded, 'ae');
export const EndpointsDeletedAndAddedMobile: Story = onMobile(EndpointsDeletedAndAdded);
