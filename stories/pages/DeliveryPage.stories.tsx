import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DeliveryOverview, DeliveryRule } from '@/lib/delivery';
import DeliveryPage from '@/pages/DeliveryPage';
import { STORY_ENDPOINTS, STORY_ROTATED_SECRET, STORY_SECRET, storyOverview } from '../fixtures/delivery';
import { t } from '../support/i18n';
import { region } from '../support/queries';
import { contract, requestLog } from '../support/msw';
import { inLocale, onMobile } from '../support/variants';
import { expectShell, portalPageMeta, expectRetryHandedFocusOn, retryWithServerBack } from './support';
import { restFocus } from '../support/atRest';
import { startsWith } from '../delivery/checks';

const log = requestLog();

/** A small delivery server: the overview, rules added (a new address pending), the secret and its rotation. */
let overview: DeliveryOverview = storyOverview('advanced');
let secret = STORY_SECRET;
const reset = () => {
  overview = storyOverview('advanced', { endpoints: [STORY_ENDPOINTS.healthy] });
  secret = STORY_SECRET;
};

const deliveryApi = [
  contract('get', '/api/delivery', () => HttpResponse.json(overview), log),
  contract(
    'post',
    '/api/delivery/rules',
    async ({ request }) => {
      const input = await request.json();
      if ((input.emails ?? []).some((email) => email.endsWith('@blocked.example')))
        return HttpResponse.json({ error: 'This address cannot receive e-mails.' }, { status: 400 });
      const rule: DeliveryRule = {
        id: `rule_${overview.rules.length + 1}`,
        outcomes: input.outcomes,
        condition: null,
        recipients: (input.emails ?? []).map((email) => ({ email, status: 'pending' })),
        phones: [],
        language: input.language,
        createdAt: new Date().toISOString(),
      };
      overview = { ...overview, rules: [...overview.rules, rule] };
      return HttpResponse.json(rule, { status: 201 });
    },
    log,
  ),
  contract('get', '/api/delivery/webhooks/{id}/secret', () => HttpResponse.json(secret), log),
  contract(
    'post',
    '/api/delivery/webhooks/{id}/secret',
    () => {
      secret = STORY_ROTATED_SECRET;
      overview = { ...overview, endpoints: [STORY_ENDPOINTS.rotating] };
      return HttpResponse.json(secret);
    },
    log,
  ),
];

const meta = {
  title: 'Portal/Delivery/Page',
  ...portalPageMeta(DeliveryPage, '/dashboard/delivery', deliveryApi, log, reset),
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Advanced: a rule is added (the server refuses a blocked address first, the form kept), the secret shown and rotated. */
export const Loaded: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('delivery:title') })).toBeVisible();
    // The heading is there while loading too: the plan's section says the overview has come.
    await canvas.findByRole('region', { name: t('delivery:plan.heading') });
    await step('in the shell, Delivery marked as the current page', async () => {
      await expectShell(canvasElement, 'delivery');
    });
    await step('the server refuses an address: its message, the form kept', async () => {
      const rules = region(canvasElement, t('delivery:rules.heading'));
      await userEvent.click(rules.getByRole('checkbox', { name: t('calls:outcome.appointment_booked') }));
      await userEvent.type(rules.getByLabelText(t('delivery:rules.add.emails')), 'x@blocked.example');
      await userEvent.click(rules.getByRole('button', { name: t('delivery:rules.add.submit') }));
      await expect(await rules.findByText('This address cannot receive e-mails.')).toBeVisible();
      await expect(rules.getByLabelText(t('delivery:rules.add.emails'))).toHaveValue('x@blocked.example');
      await expect(rules.getByRole('checkbox', { name: t('calls:outcome.appointment_booked') })).toBeChecked();
    });
    await step('a valid rule: listed, its address awaiting confirmation', async () => {
      const rules = region(canvasElement, t('delivery:rules.heading'));
      const emails = rules.getByLabelText(t('delivery:rules.add.emails'));
      await userEvent.clear(emails);
      await userEvent.type(emails, 'frontdesk@clinica.example');
      await userEvent.click(rules.getByRole('button', { name: t('delivery:rules.add.submit') }));
      await waitFor(() => expect(rules.getByTestId('delivery-rule')).toHaveTextContent(t('delivery:rules.recipientStatus.pending')));
      await expect(log.to('/api/delivery/rules', 'post').at(-1)?.body).toMatchObject({
        outcomes: ['appointment_booked'],
        emails: ['frontdesk@clinica.example'],
      });
    });
    await step('the secret on request, then rotated: both shown, the rotation said', async () => {
      const hooks = region(canvasElement, t('delivery:endpoints.heading'));
      await userEvent.click(hooks.getByRole('button', { name: startsWith(t('delivery:endpoints.showSecret')) }));
      await expect(await hooks.findByText(STORY_SECRET.secret)).toBeVisible();
      await userEvent.click(hooks.getByRole('button', { name: startsWith(t('delivery:endpoints.rotate')) }));
      await waitFor(() => expect(hooks.getByTestId('webhook-secret')).toHaveTextContent(STORY_ROTATED_SECRET.secret));
      await expect(await hooks.findByTestId('rotation')).toBeVisible();
      // Put back: the secret hidden again.
      await userEvent.click(hooks.getByRole('button', { name: startsWith(t('delivery:endpoints.hideSecret')) }));
      await expect(hooks.queryByText(STORY_ROTATED_SECRET.secret)).toBeNull();
    });
    restFocus();
  },
};
export const LoadedSpanish: Story = inLocale(Loaded, 'es');
export const LoadedArabic: Story = inLocale(Loaded, 'ae', { play: true });
export const LoadedMobileArabic: Story = onMobile(Loaded, 'ae', { play: true });

/** Essential: what an upgrade brings, with its link. */
export const EssentialPlan: Story = {
  parameters: { msw: { handlers: [contract('get', '/api/delivery', () => HttpResponse.json(storyOverview('essential')), log)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('delivery:plan.upgradeIntro'))).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: t('delivery:plan.upgrade') })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/\/dashboard\/buy-calls$/),
    );
  },
};
export const EssentialPlanArabic: Story = inLocale(EssentialPlan, 'ae');

/** The overview cannot be read: said, and a retry loads it. */
export const LoadFailsThenRetry: Story = {
  parameters: {
    msw: { handlers: [contract('get', '/api/delivery', () => HttpResponse.json({ error: 'Database unavailable' }, { status: 500 }), log)] },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('delivery:loadError') })).toBeVisible();
    await retryWithServerBack(context, deliveryApi);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('delivery:title') })).toBeVisible();
    // The heading is there while loading too: the plan's section says the overview has come.
    await canvas.findByRole('region', { name: t('delivery:plan.heading') });
    await expectRetryHandedFocusOn(context);
  },
};
export const LoadFailsThenRetryArabic: Story = inLocale(LoadFailsThenRetry, 'ae', { play: true });
