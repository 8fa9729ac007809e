import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DeliveryView } from '@/features/delivery/DeliveryView';
import type { DeliveryOverview } from '@/lib/delivery';
import type { LoadState } from '@/lib/loadState';
import { textMessage } from '@/lib/message';
import { STORY_CUSTOM_RULE, STORY_ENDPOINTS, STORY_ROTATED_SECRET, STORY_RULE, STORY_SECRET, storyOverview } from '../fixtures/delivery';
import { t } from '../support/i18n';
import { choice, namedChoices } from '../support/named';
import { region } from '../support/queries';
import { loaded, loadErrorPlay, loadFailed, loading, loadingPlay, portalViewMeta, saving } from '../support/loadState';
import { inLocale, onMobile } from '../support/variants';
import { fn } from 'storybook/test';
import { atRest, restFocus } from '../support/atRest';

/** Results delivered (`/dashboard/delivery`), state by state. */
/** The delivery pages a designer can show, by plan and what is set up. */
const OVERVIEWS = {
  'Advanced plan, nothing set up': loaded(storyOverview('advanced')),
  'Essential plan (delivery locked)': loaded(storyOverview('essential')),
  'Advanced plan with a rule': loaded(storyOverview('advanced', { rules: [STORY_RULE] })),
  'Custom plan: rule, webhook and digest': loaded(storyOverview('custom', { rules: [STORY_CUSTOM_RULE], endpoints: [STORY_ENDPOINTS.healthy], digest: { enabled: true, hour: 19, timezone: 'Europe/Madrid' } })),
  'A webhook retrying': loaded(storyOverview('custom', { endpoints: [STORY_ENDPOINTS.retrying] })),
  'A webhook disabled': loaded(storyOverview('custom', { endpoints: [STORY_ENDPOINTS.disabled] })),
  Loading: loading,
  'Failed to load': loadFailed(),
} satisfies Record<string, LoadState<DeliveryOverview>>;

const meta = {
  title: 'Portal/Delivery/States',
  component: DeliveryView,
  ...portalViewMeta({
    state: choice(OVERVIEWS, 'Advanced plan, nothing set up'),
    upgradeHref: '/dashboard/buy-calls',
    pricingHref: '/pricing',
    ruleSave: { status: 'idle' },
    onAddRule: fn(),
    ruleDelete: { status: 'idle' },
    onDeleteRule: fn(),
    digestSave: { status: 'idle' },
    onSaveDigest: fn(),
    endpointSave: { status: 'idle' },
    onAddEndpoint: fn(),
    secrets: {},
    onToggleSecret: fn(),
    endpointAction: null,
    onEndpointAction: fn(),
    endpointEdit: { status: 'idle' },
    onEditEndpoint: fn(),
    logHref: (id: string) => `/dashboard/delivery/webhooks/${id}`,
  }),
  argTypes: {
    state: namedChoices(OVERVIEWS, 'The delivery page’s data (rules, digest, webhook endpoints, plan): loading, failed, or loaded.'),
    secrets: { control: false },
    endpointAction: { control: false },
    endpointEdit: { control: false },
    ruleSave: { control: false },
    ruleDelete: { control: false },
    digestSave: { control: false },
    endpointSave: { control: false },
    logHref: { control: false },
  },
} satisfies Meta<typeof DeliveryView>;

export default meta;
type Story = StoryObj<typeof meta>;

const planName = (plan: 'essential' | 'advanced' | 'custom') => t(`pricing:plans.${plan}.name`);
const feature = (canvasElement: HTMLElement, key: string) => canvasElement.querySelector(`[data-feature="${key}"]`) as HTMLElement;

/** Essential: every delivery feature is listed as not included, with the plan that has it, and the upgrade link in each section. */
export const EssentialPlan: Story = {
  args: { state: choice(OVERVIEWS, 'Essential plan (delivery locked)') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('delivery:title'));
    const plan = region(canvasElement, t('delivery:plan.heading'));
    await expect(plan.getByText(t('delivery:plan.current', { plan: planName('essential') }))).toBeVisible();
    for (const key of ['postCallEmail', 'digest', 'webhooks', 'conditions', 'messagingApp']) await expect(feature(canvasElement, key)).toHaveAttribute('data-included', 'false');
    await expect(feature(canvasElement, 'postCallEmail')).toHaveTextContent(t('delivery:plan.notIncluded', { plan: planName('advanced') }));
    await expect(feature(canvasElement, 'conditions')).toHaveTextContent(t('delivery:plan.notIncluded', { plan: planName('custom') }));
    for (const heading of ['delivery:rules.heading', 'delivery:digest.heading', 'delivery:endpoints.heading'] as const) {
      const section = region(canvasElement, t(heading));
      await expect(section.getByText(t('delivery:plan.lockedSection', { plan: planName('advanced') }))).toBeVisible();
      await expect(section.getByRole('link', { name: t('delivery:plan.upgrade') })).toHaveAttribute('href', '/dashboard/buy-calls');
      await expect(section.queryByRole('button', { name: t('delivery:rules.add.submit') })).toBeNull();
    }
    await expect(canvas.getAllByRole('link', { name: t('delivery:plan.comparePlans') })[0]).toHaveAttribute('href', '/pricing');
  },
};
export const EssentialPlanSpanish: Story = inLocale(EssentialPlan, 'es');
export const EssentialPlanArabic: Story = inLocale(EssentialPlan, 'ae');
export const EssentialPlanMobileArabic: Story = onMobile(EssentialPlan, 'ae');

/** Advanced, nothing set up yet: e-mails, digest and one endpoint included; the forms are there, empty. */
export const AdvancedEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(feature(canvasElement, 'postCallEmail')).toHaveAttribute('data-included', 'true');
    await expect(feature(canvasElement, 'webhooks')).toHaveTextContent(t('delivery:plan.features.webhooks', { count: 1 }));
    await expect(feature(canvasElement, 'conditions')).toHaveAttribute('data-included', 'false');
    const rules = region(canvasElement, t('delivery:rules.heading'));
    await expect(rules.getByText(t('delivery:rules.empty'))).toBeVisible();
    // No condition or messaging field on Advanced.
    await expect(rules.queryByLabelText(t('delivery:rules.add.conditionField'))).toBeNull();
    await expect(rules.queryByLabelText(t('delivery:rules.add.phones'))).toBeNull();
    const hooks = region(canvasElement, t('delivery:endpoints.heading'));
    await expect(hooks.getByText(t('delivery:endpoints.empty'))).toBeVisible();
    await expect(hooks.queryByText(t('delivery:endpoints.add.events'))).toBeNull();
    await userEvent.click(hooks.getByRole('button', { name: t('delivery:endpoints.add.submit') }));
    await expect(hooks.getByText(t('delivery:endpoints.add.urlRequired'))).toBeVisible();
    await expect(args.onAddEndpoint).not.toHaveBeenCalled();
    await userEvent.type(hooks.getByLabelText(new RegExp(t('delivery:endpoints.add.url'))), 'https://crm.example.com/in');
    await userEvent.click(hooks.getByRole('button', { name: t('delivery:endpoints.add.submit') }));
    await expect(args.onAddEndpoint).toHaveBeenCalledWith({ url: 'https://crm.example.com/in' });
    const digest = region(canvasElement, t('delivery:digest.heading'));
    await userEvent.click(digest.getByRole('switch', { name: t('delivery:digest.enabled') }));
    await userEvent.selectOptions(digest.getByLabelText(t('delivery:digest.hour')), '18');
    await userEvent.click(digest.getByRole('button', { name: t('delivery:digest.save') }));
    await expect(args.onSaveDigest).toHaveBeenCalledWith({ enabled: true, hour: 18 });
    restFocus();
  },
};
export const AdvancedEmptySpanish: Story = inLocale(AdvancedEmpty, 'es');
export const AdvancedEmptyArabic: Story = inLocale(AdvancedEmpty, 'ae');

/** A rule with a confirmed address and one awaiting confirmation (said in words, with a note). */
export const RulesWithUnconfirmedAddress: Story = {
  args: { state: choice(OVERVIEWS, 'Advanced plan with a rule') },
  play: async ({ canvasElement, args }) => {
    const rules = region(canvasElement, t('delivery:rules.heading'));
    const list = within(rules.getByRole('list', { name: t('delivery:rules.listLabel') }));
    const rule = within(list.getByTestId('delivery-rule'));
    await expect(rule.getByText(t('delivery:rules.rule', { outcomes: `${t('calls:outcome.appointment_booked')}, ${t('calls:outcome.lead_qualified')}` }))).toBeVisible();
    const pending = canvasElement.querySelector('li[data-status="pending"]') as HTMLElement;
    await expect(pending).toHaveTextContent('owner@clinica.example');
    await expect(pending).toHaveTextContent(t('delivery:rules.recipientStatus.pending'));
    await expect(canvasElement.querySelector('li[data-status="confirmed"]')).toHaveTextContent(t('delivery:rules.recipientStatus.confirmed'));
    await expect(rules.getByText(t('delivery:rules.pendingNote'))).toBeVisible();
    await expect(rule.getByText(t('delivery:rules.language', { language: 'Español' }))).toBeVisible();
    await userEvent.click(rule.getByRole('button', { name: new RegExp(t('delivery:rules.delete')) }));
    await expect(args.onDeleteRule).toHaveBeenCalledWith('rule_1');
    restFocus();
  },
};
export const RulesWithUnconfirmedAddressSpanish: Story = inLocale(RulesWithUnconfirmedAddress, 'es');
export const RulesWithUnconfirmedAddressArabic: Story = inLocale(RulesWithUnconfirmedAddress, 'ae');

/** Adding a rule: what is missing or wrong is said under its field, nothing typed is lost; then a valid rule is sent. */
export const AddRuleValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const rules = region(canvasElement, t('delivery:rules.heading'));
    const submit = rules.getByRole('button', { name: t('delivery:rules.add.submit') });
    await userEvent.click(submit);
    await expect(rules.getByText(t('delivery:rules.add.outcomesRequired'))).toBeVisible();
    await expect(rules.getByText(t('delivery:rules.add.emailsRequired'))).toBeVisible();
    // The first invalid field takes the focus on the next frame: typing starts after it.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const emails = rules.getByLabelText(t('delivery:rules.add.emails'));
    await userEvent.type(emails, 'a@example.com, not-an-email');
    await userEvent.click(rules.getByRole('checkbox', { name: t('calls:outcome.appointment_booked') }));
    await userEvent.click(submit);
    await expect(rules.getByText(t('delivery:rules.add.emailsInvalid', { email: 'not-an-email' }))).toBeVisible();
    await waitFor(() => expect(emails).toHaveFocus());
    await expect(emails).toHaveValue('a@example.com, not-an-email');
    await userEvent.clear(emails);
    await userEvent.type(emails, 'a@example.com,b@example.com,c@example.com,d@example.com,e@example.com,f@example.com');
    await userEvent.click(submit);
    await expect(rules.getByText(t('delivery:rules.add.emailsTooMany', { count: 5 }))).toBeVisible();
    await expect(args.onAddRule).not.toHaveBeenCalled();
    await userEvent.clear(emails);
    await userEvent.type(emails, 'frontdesk@clinica.example');
    await userEvent.selectOptions(rules.getByLabelText(t('delivery:rules.add.language')), 'ae');
    await userEvent.click(submit);
    await expect(args.onAddRule).toHaveBeenCalledWith({ outcomes: ['appointment_booked'], emails: ['frontdesk@clinica.example'], language: 'ae' });
    restFocus();
  },
};
export const AddRuleValidationSpanish: Story = inLocale(AddRuleValidation, 'es');
export const AddRuleValidationArabic: Story = inLocale(AddRuleValidation, 'ae');

/** The server refused the rule: its message under the form, what was typed still there. */
export const AddRuleRefused: Story = {
  args: { ruleSave: { status: 'error', message: textMessage('A rule sends to at most 5 addresses.') } },
  play: async ({ canvasElement }) => {
    const rules = region(canvasElement, t('delivery:rules.heading'));
    await expect(rules.getByRole('alert')).toHaveTextContent('A rule sends to at most 5 addresses.');
    await userEvent.type(rules.getByLabelText(t('delivery:rules.add.emails')), 'x@example.com');
    await expect(rules.getByLabelText(t('delivery:rules.add.emails'))).toHaveValue('x@example.com');
    restFocus();
  },
};

/** Saving a rule: the button spins. */
export const AddRuleSaving: Story = {
  args: { ruleSave: saving },
  play: async ({ canvasElement }) => {
    const button = region(canvasElement, t('delivery:rules.heading')).getByRole('button', { name: t('delivery:rules.add.submit') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-loading', 'true');
  },
};

/** Custom: conditions, event filters, the messaging app and up to 10 endpoints. */
export const CustomPlan: Story = {
  args: { state: choice(OVERVIEWS, 'Custom plan: rule, webhook and digest') },
  play: async ({ canvasElement, args }) => {
    for (const key of ['postCallEmail', 'digest', 'webhooks', 'conditions', 'messagingApp']) await expect(feature(canvasElement, key)).toHaveAttribute('data-included', 'true');
    const rules = region(canvasElement, t('delivery:rules.heading'));
    await expect(rules.getByText(t('delivery:rules.condition', { field: t('delivery:conditionField.company'), value: 'Abogados' }))).toBeVisible();
    await expect(canvasElement.querySelector('li[data-status="unsubscribed"]')).toHaveTextContent(t('delivery:rules.recipientStatus.unsubscribed'));
    await expect(rules.getByLabelText(t('delivery:rules.add.phones'))).toBeVisible();
    await expect(region(canvasElement, t('delivery:digest.heading')).getByRole('switch', { name: t('delivery:digest.enabled') })).toBeChecked();
    const hooks = region(canvasElement, t('delivery:endpoints.heading'));
    await userEvent.type(hooks.getByLabelText(new RegExp(t('delivery:endpoints.add.url'))), 'https://erp.example.com/in');
    await userEvent.click(hooks.getByRole('checkbox', { name: t('delivery:event.lead.qualified') }));
    await userEvent.click(hooks.getByRole('button', { name: t('delivery:endpoints.add.submit') }));
    await expect(args.onAddEndpoint).toHaveBeenCalledWith({ url: 'https://erp.example.com/in', events: ['lead.qualified'] });
    restFocus();
  },
};
export const CustomPlanSpanish: Story = inLocale(CustomPlan, 'es');
export const CustomPlanArabic: Story = inLocale(CustomPlan, 'ae');

const endpointCard = (canvasElement: HTMLElement) => within(within(canvasElement).getByTestId('webhook-endpoint'));

/** A healthy endpoint with its secret shown on request; its actions and its log link. */
export const EndpointHealthy: Story = {
  // The secret shown, as its args say.
  parameters: atRest({ open: () => [t('delivery:endpoints.hideSecret')] }),
  args: { state: loaded(storyOverview('advanced', { endpoints: [STORY_ENDPOINTS.healthy] })), secrets: { ep_1: loaded(STORY_SECRET) } },
  play: async ({ canvasElement, args }) => {
    const card = endpointCard(canvasElement);
    await expect(card.getByText(t('delivery:endpoints.health.healthy'))).toBeVisible();
    await expect(card.getByText(t('delivery:endpoints.allEvents'))).toBeVisible();
    await expect(card.getByTestId('webhook-secret')).toHaveTextContent(STORY_SECRET.secret);
    await userEvent.click(card.getByRole('button', { name: t('delivery:endpoints.hideSecret') }));
    await expect(args.onToggleSecret).toHaveBeenCalledWith('ep_1', false);
    await userEvent.click(card.getByRole('button', { name: t('delivery:endpoints.sendTest') }));
    await expect(args.onEndpointAction).toHaveBeenCalledWith('test', STORY_ENDPOINTS.healthy);
    await expect(card.getByRole('link', { name: t('delivery:endpoints.log') })).toHaveAttribute('href', '/dashboard/delivery/webhooks/ep_1');
    // The plan's one endpoint is used: no form, the limit said.
    await expect(within(canvasElement).getByText(t('delivery:endpoints.limit', { count: 1 }))).toBeVisible();
    restFocus();
  },
};
export const EndpointHealthySpanish: Story = inLocale(EndpointHealthy, 'es');
export const EndpointHealthyArabic: Story = inLocale(EndpointHealthy, 'ae');
export const EndpointHealthyMobile: Story = onMobile(EndpointHealthy);

/** An endpoint whose deliveries fail and are retried, failing since a time. */
export const EndpointRetrying: Story = {
  args: { state: choice(OVERVIEWS, 'A webhook retrying') },
  play: async ({ canvasElement }) => {
    const card = endpointCard(canvasElement);
    await expect(card.getByText(t('delivery:endpoints.health.retrying'))).toBeVisible();
    await expect(within(canvasElement).getByTestId('webhook-endpoint')).toHaveAttribute('data-health', 'retrying');
    await expect(card.getByText(new RegExp(t('delivery:endpoints.failingSince', { time: '' }).trim()))).toBeVisible();
  },
};
export const EndpointRetryingSpanish: Story = inLocale(EndpointRetrying, 'es');
export const EndpointRetryingArabic: Story = inLocale(EndpointRetrying, 'ae');

/** An endpoint disabled after a 410: why, and Enable instead of Send test event. */
export const EndpointDisabled: Story = {
  args: { state: choice(OVERVIEWS, 'A webhook disabled') },
  play: async ({ canvasElement, args }) => {
    const card = endpointCard(canvasElement);
    await expect(card.getByText(t('delivery:endpoints.health.disabled'))).toBeVisible();
    await expect(card.getByText(t('delivery:endpoints.disabledReason.gone'))).toBeVisible();
    await expect(card.queryByRole('button', { name: t('delivery:endpoints.sendTest') })).toBeNull();
    await userEvent.click(card.getByRole('button', { name: t('delivery:endpoints.enable') }));
    await expect(args.onEndpointAction).toHaveBeenCalledWith('enable', STORY_ENDPOINTS.disabled);
    restFocus();
  },
};
export const EndpointDisabledSpanish: Story = inLocale(EndpointDisabled, 'es');
export const EndpointDisabledArabic: Story = inLocale(EndpointDisabled, 'ae');

/** A secret just rotated: the rotation until when, both secrets shown, the success said. */
export const RotationInProgress: Story = {
  parameters: atRest({ open: () => [t('delivery:endpoints.hideSecret')] }),
  args: {
    state: loaded(storyOverview('advanced', { endpoints: [STORY_ENDPOINTS.rotating] })),
    secrets: { ep_1: loaded(STORY_ROTATED_SECRET) },
    endpointAction: { status: 'success', id: 'ep_1', kind: 'rotate' },
  },
  play: async ({ canvasElement }) => {
    const card = endpointCard(canvasElement);
    await expect(card.getByTestId('rotation')).toBeVisible();
    await expect(card.getByTestId('webhook-secret')).toHaveTextContent(STORY_ROTATED_SECRET.secret);
    await expect(card.getByTestId('webhook-secret')).toHaveTextContent(STORY_SECRET.secret);
    await expect(card.getByRole('status')).toHaveTextContent(t('delivery:endpoints.rotated'));
    restFocus();
  },
};
export const RotationInProgressSpanish: Story = inLocale(RotationInProgress, 'es');
export const RotationInProgressArabic: Story = inLocale(RotationInProgress, 'ae');

/** Rotating: the button spins. */
export const Rotating: Story = {
  args: { state: loaded(storyOverview('advanced', { endpoints: [STORY_ENDPOINTS.healthy] })), endpointAction: { status: 'saving', id: 'ep_1', kind: 'rotate' } },
  play: async ({ canvasElement }) => {
    await expect(endpointCard(canvasElement).getByRole('button', { name: t('delivery:endpoints.rotate') })).toHaveAttribute('data-loading', 'true');
  },
};

/** A Custom endpoint with an event filter and a condition, as saved. */
const FILTERED_ENDPOINT = { ...STORY_ENDPOINTS.healthy, events: ['lead.qualified' as const], condition: { field: 'company' as const, contains: 'Abogados' } };

/** Editing an endpoint: its fields filled in, in place of its actions; every field sent (an emptied one empties it), then Cancel closes the form. */
export const EditEndpoint: Story = {
  args: { state: loaded(storyOverview('custom', { endpoints: [FILTERED_ENDPOINT] })) },
  play: async ({ canvasElement, args }) => {
    const card = endpointCard(canvasElement);
    await expect(card.getByTestId('endpoint-condition')).toHaveTextContent(t('delivery:rules.condition', { field: t('delivery:conditionField.company'), value: 'Abogados' }));
    await userEvent.click(card.getByRole('button', { name: t('delivery:endpoints.editNamed', { url: FILTERED_ENDPOINT.url }) }));
    const form = within(card.getByRole('form', { name: t('delivery:endpoints.editHeading') }));
    const url = form.getByLabelText(new RegExp(t('delivery:endpoints.add.url')));
    await expect(url).toHaveValue(FILTERED_ENDPOINT.url);
    await expect(form.getByLabelText(t('delivery:endpoints.add.description'))).toHaveValue('CRM');
    await expect(form.getByRole('checkbox', { name: t('delivery:event.lead.qualified') })).toBeChecked();
    await expect(form.getByLabelText(t('delivery:rules.add.conditionField'))).toHaveValue('company');
    await expect(form.getByLabelText(t('delivery:rules.add.conditionContains'))).toHaveValue('Abogados');
    // The card's actions give way to the form.
    await expect(card.queryByRole('button', { name: t('delivery:endpoints.rotate') })).toBeNull();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://crm.example.com/v2');
    await userEvent.clear(form.getByLabelText(t('delivery:endpoints.add.description')));
    await userEvent.click(form.getByRole('checkbox', { name: t('delivery:event.appointment.booked') }));
    await userEvent.selectOptions(form.getByLabelText(t('delivery:rules.add.conditionField')), '');
    await userEvent.click(form.getByRole('button', { name: t('delivery:endpoints.saveEdit') }));
    await expect(args.onEditEndpoint).toHaveBeenCalledWith(FILTERED_ENDPOINT, { url: 'https://crm.example.com/v2', description: '', events: ['lead.qualified', 'appointment.booked'], condition: null });
    await userEvent.click(form.getByRole('button', { name: t('delivery:endpoints.cancel') }));
    await expect(card.queryByRole('form')).toBeNull();
    await expect(card.getByRole('button', { name: t('delivery:endpoints.rotate') })).toBeVisible();
  },
};
export const EditEndpointSpanish: Story = inLocale(EditEndpoint, 'es');
export const EditEndpointArabic: Story = inLocale(EditEndpoint, 'ae');
export const EditEndpointMobileArabic: Story = onMobile(EditEndpoint, 'ae');

/** Editing on Custom: a condition with no text is refused under its field, the address emptied too; nothing is sent until both are right. */
export const EditEndpointValidation: Story = {
  args: { state: loaded(storyOverview('custom', { endpoints: [STORY_ENDPOINTS.healthy] })) },
  play: async ({ canvasElement, args }) => {
    const card = endpointCard(canvasElement);
    await userEvent.click(card.getByRole('button', { name: t('delivery:endpoints.editNamed', { url: STORY_ENDPOINTS.healthy.url }) }));
    const form = within(card.getByRole('form', { name: t('delivery:endpoints.editHeading') }));
    const url = form.getByLabelText(new RegExp(t('delivery:endpoints.add.url')));
    await userEvent.clear(url);
    await userEvent.selectOptions(form.getByLabelText(t('delivery:rules.add.conditionField')), 'reason');
    await userEvent.click(form.getByRole('button', { name: t('delivery:endpoints.saveEdit') }));
    await expect(form.getByText(t('delivery:endpoints.add.urlRequired'))).toBeVisible();
    await expect(form.getByText(t('delivery:conditionRequired'))).toBeVisible();
    await waitFor(() => expect(url).toHaveFocus());
    await expect(args.onEditEndpoint).not.toHaveBeenCalled();
    await userEvent.type(url, 'https://crm.example.com/hooks/vozly');
    await userEvent.type(form.getByLabelText(t('delivery:rules.add.conditionContains')), ' implant ');
    await expect(form.queryByText(t('delivery:conditionRequired'))).toBeNull();
    await userEvent.click(form.getByRole('button', { name: t('delivery:endpoints.saveEdit') }));
    await expect(args.onEditEndpoint).toHaveBeenCalledWith(STORY_ENDPOINTS.healthy, { url: 'https://crm.example.com/hooks/vozly', description: 'CRM', events: [], condition: { field: 'reason', contains: 'implant' } });
    restFocus();
  },
};
export const EditEndpointValidationSpanish: Story = inLocale(EditEndpointValidation, 'es');
export const EditEndpointValidationArabic: Story = inLocale(EditEndpointValidation, 'ae');

/** The server refused the change (a private address): its message in the open form, what was typed kept. */
export const EditEndpointRefused: Story = {
  args: { state: loaded(storyOverview('advanced', { endpoints: [STORY_ENDPOINTS.healthy] })), endpointEdit: { status: 'error', id: 'ep_1', message: textMessage('The endpoint address must be reachable on the internet.') } },
  play: async ({ canvasElement, args }) => {
    const card = endpointCard(canvasElement);
    await userEvent.click(card.getByRole('button', { name: t('delivery:endpoints.editNamed', { url: STORY_ENDPOINTS.healthy.url }) }));
    const form = within(card.getByRole('form', { name: t('delivery:endpoints.editHeading') }));
    await expect(form.getByRole('alert')).toHaveTextContent('The endpoint address must be reachable on the internet.');
    // Advanced: no event filter or condition to edit; only the address and description are sent.
    await expect(form.queryByLabelText(t('delivery:rules.add.conditionField'))).toBeNull();
    await userEvent.click(form.getByRole('button', { name: t('delivery:endpoints.saveEdit') }));
    await expect(args.onEditEndpoint).toHaveBeenCalledWith(STORY_ENDPOINTS.healthy, { url: STORY_ENDPOINTS.healthy.url, description: 'CRM' });
    restFocus();
  },
};

/** An edit just saved: the form closed, the card says so. */
export const EndpointSaved: Story = {
  args: { state: loaded(storyOverview('custom', { endpoints: [FILTERED_ENDPOINT] })), endpointEdit: { status: 'success', id: 'ep_1' } },
  play: async ({ canvasElement }) => {
    const card = endpointCard(canvasElement);
    await expect(card.getByRole('status')).toHaveTextContent(t('delivery:endpoints.saved'));
    await expect(card.queryByRole('form')).toBeNull();
  },
};
export const EndpointSavedArabic: Story = inLocale(EndpointSaved, 'ae');

/** Deleting asks again, saying what goes with it; Cancel keeps the endpoint, Yes deletes it. */
export const DeleteEndpointConfirmation: Story = {
  // The confirmation asked in place, open under its delete button.
  parameters: atRest({ open: () => [new RegExp(`^${t('delivery:endpoints.delete')}`)] }),
  args: { state: loaded(storyOverview('advanced', { endpoints: [STORY_ENDPOINTS.healthy] })) },
  play: async ({ canvasElement, args }) => {
    const card = endpointCard(canvasElement);
    const remove = card.getByRole('button', { name: t('delivery:endpoints.deleteNamed', { url: STORY_ENDPOINTS.healthy.url }) });
    await expect(remove).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(remove);
    await expect(remove).toHaveAttribute('aria-expanded', 'true');
    const confirm = within(card.getByRole('group', { name: t('delivery:endpoints.delete') }));
    await expect(confirm.getByText(t('delivery:endpoints.deleteConfirm'))).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: t('delivery:endpoints.cancel') }));
    await expect(card.queryByText(t('delivery:endpoints.deleteConfirm'))).toBeNull();
    await expect(args.onEndpointAction).not.toHaveBeenCalled();
    await userEvent.click(remove);
    await userEvent.click(card.getByRole('button', { name: t('delivery:endpoints.deleteConfirmButton') }));
    await expect(args.onEndpointAction).toHaveBeenCalledWith('delete', STORY_ENDPOINTS.healthy);
    restFocus();
  },
};
export const DeleteEndpointConfirmationSpanish: Story = inLocale(DeleteEndpointConfirmation, 'es');
export const DeleteEndpointConfirmationArabic: Story = inLocale(DeleteEndpointConfirmation, 'ae');

/** The deletion failed: the reason under the card, which is still there. */
export const DeleteEndpointFailed: Story = {
  args: { state: loaded(storyOverview('advanced', { endpoints: [STORY_ENDPOINTS.healthy] })), endpointAction: { status: 'error', id: 'ep_1', kind: 'delete', message: textMessage('The server could not be reached.') } },
  play: async ({ canvasElement }) => {
    await expect(endpointCard(canvasElement).getByRole('alert')).toHaveTextContent('The server could not be reached.');
  },
};

/** Adding on Custom with a condition: only calls whose extracted field contains the text are sent. */
export const AddEndpointWithCondition: Story = {
  args: { state: loaded(storyOverview('custom')) },
  play: async ({ canvasElement, args }) => {
    const hooks = region(canvasElement, t('delivery:endpoints.heading'));
    await expect(hooks.getByText(t('delivery:endpoints.conditionHint'))).toBeVisible();
    const contains = hooks.getByLabelText(t('delivery:rules.add.conditionContains'));
    await expect(contains).toBeDisabled();
    await userEvent.type(hooks.getByLabelText(new RegExp(t('delivery:endpoints.add.url'))), 'https://erp.example.com/in');
    await userEvent.selectOptions(hooks.getByLabelText(t('delivery:rules.add.conditionField')), 'company');
    await userEvent.click(hooks.getByRole('button', { name: t('delivery:endpoints.add.submit') }));
    await expect(hooks.getByText(t('delivery:conditionRequired'))).toBeVisible();
    await expect(args.onAddEndpoint).not.toHaveBeenCalled();
    await userEvent.type(contains, 'Abogados');
    await userEvent.click(hooks.getByRole('button', { name: t('delivery:endpoints.add.submit') }));
    await expect(args.onAddEndpoint).toHaveBeenCalledWith({ url: 'https://erp.example.com/in', condition: { field: 'company', contains: 'Abogados' } });
    restFocus();
  },
};
export const AddEndpointWithConditionSpanish: Story = inLocale(AddEndpointWithCondition, 'es');
export const AddEndpointWithConditionArabic: Story = inLocale(AddEndpointWithCondition, 'ae');

/** How to verify: the Node and Python snippets, and each event's payload from the contract. */
export const VerifyingAndPayloads: Story = {
  // One payload example left open.
  parameters: atRest({ open: () => [new RegExp(`^${t('calls:outcome.appointment_booked')}`)] }),
  play: async ({ canvasElement }) => {
    const help = region(canvasElement, t('delivery:developers.heading'));
    await expect(help.getByRole('tabpanel')).toHaveTextContent("import { Webhook } from 'standardwebhooks'");
    await userEvent.click(help.getByRole('tab', { name: t('delivery:developers.python') }));
    await waitFor(() => expect(help.getByRole('tabpanel')).toHaveTextContent('from standardwebhooks.webhooks import Webhook'));
    await userEvent.click(help.getByRole('button', { name: new RegExp(t('delivery:event.appointment.booked')) }));
    await waitFor(() => expect(help.getByText(/"requestedDate": "Tuesday 10:00"/)).toBeVisible());
    restFocus();
  },
};
export const VerifyingAndPayloadsArabic: Story = inLocale(VerifyingAndPayloads, 'ae');

/** Loading: a polite status under the page's heading and intro (already there, as they are once loaded). */
export const Loading: Story = {
  args: { state: choice(OVERVIEWS, 'Loading') },
  play: async (context) => {
    await loadingPlay(() => t('delivery:loading'), 'region')(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('delivery:title'));
    await expect(canvas.getByText(t('delivery:intro'))).toBeVisible();
  },
};
export const LoadingArabic: Story = inLocale(Loading, 'ae');

/** The overview could not load: the reason and a retry. */
export const LoadError: Story = { args: { state: choice(OVERVIEWS, 'Failed to load') }, play: loadErrorPlay({ heading: () => t('delivery:loadError'), message: () => t('errors:network') }) };
export const LoadErrorSpanish: Story = inLocale(LoadError, 'es');
export const LoadErrorArabic: Story = inLocale(LoadError, 'ae');
