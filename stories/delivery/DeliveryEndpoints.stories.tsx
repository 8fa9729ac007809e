import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DeliveryView } from '@/features/delivery/DeliveryView';
import { isolate } from '@/lib/bidi';
import { textMessage } from '@/lib/message';
import { STORY_ENDPOINTS, STORY_ROTATED_SECRET, STORY_SECRET, storyOverview } from '../fixtures/delivery';
import { t } from '../support/i18n';
import { choice } from '../support/named';
import { region } from '../support/queries';
import { loaded } from '../support/loadState';
import { inLocale, onMobile, pageLocale } from '../support/variants';
import { atRest, restFocus } from '../support/atRest';
import { badgeContrasts, startsWith } from './checks';
import { formatDateTime } from '@/lib/format';
import { belowTheFold, deliveryMeta, OVERVIEWS } from './deliveryMeta';

/** The webhook endpoints of the delivery page: health, secret, edit, delete, add with a condition. */
const meta = {
  title: 'Portal/Delivery/Webhook endpoints',
  ...deliveryMeta(),
} satisfies Meta<typeof DeliveryView>;

export default meta;
type Story = StoryObj<typeof meta>;

const endpointCard = (canvasElement: HTMLElement) => within(within(canvasElement).getByTestId('webhook-endpoint'));

/** A healthy endpoint with its secret shown on request; its actions and its log link. */
export const EndpointHealthy: Story = {
  // The secret shown, as its args say.
  parameters: atRest({ open: () => [startsWith(t('delivery:endpoints.hideSecret'))] }),
  args: { state: choice(OVERVIEWS, 'Advanced plan, a healthy webhook'), secrets: { ep_1: loaded(STORY_SECRET) } },
  play: async ({ canvasElement, args }) => {
    await belowTheFold(canvasElement);
    const card = endpointCard(canvasElement);
    await expect(card.getByText(t('delivery:endpoints.health.healthy'))).toBeVisible();
    await expect(card.getByText(t('delivery:endpoints.allEvents'))).toBeVisible();
    // The health badge is readable: its text at 4.5:1 at least on its own background.
    for (const [text, ratio] of badgeContrasts(canvasElement)) await expect(ratio, text).toBeGreaterThanOrEqual(4.5);
    await expect(card.getByTestId('webhook-secret')).toHaveTextContent(STORY_SECRET.secret);
    await userEvent.click(card.getByRole('button', { name: startsWith(t('delivery:endpoints.hideSecret')) }));
    await expect(args.onToggleSecret).toHaveBeenCalledWith('ep_1', false);
    await userEvent.click(card.getByRole('button', { name: startsWith(t('delivery:endpoints.sendTest')) }));
    await expect(args.onEndpointAction).toHaveBeenCalledWith('test', STORY_ENDPOINTS.healthy);
    await expect(card.getByRole('link', { name: t('delivery:endpoints.logOf', { url: STORY_ENDPOINTS.healthy.url }) })).toHaveAttribute(
      'href',
      '/dashboard/delivery/webhooks/ep_1',
    );
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
    await belowTheFold(canvasElement);
    const card = endpointCard(canvasElement);
    await expect(card.getByText(t('delivery:endpoints.health.retrying'))).toBeVisible();
    await expect(within(canvasElement).getByTestId('webhook-endpoint')).toHaveAttribute('data-health', 'retrying');
    // The time isolated in the sentence, so that it keeps its order inside Arabic text.
    const since = formatDateTime(STORY_ENDPOINTS.retrying.failingSince!, pageLocale());
    await expect(card.getByText(t('delivery:endpoints.failingSince', { time: isolate(since, pageLocale()) }))).toBeVisible();
    for (const [text, ratio] of badgeContrasts(canvasElement)) await expect(ratio, text).toBeGreaterThanOrEqual(4.5);
  },
};
export const EndpointRetryingSpanish: Story = inLocale(EndpointRetrying, 'es');
export const EndpointRetryingArabic: Story = inLocale(EndpointRetrying, 'ae');

/** An endpoint disabled after a 410: why, and Enable instead of Send test event. */
export const EndpointDisabled: Story = {
  args: { state: choice(OVERVIEWS, 'A webhook disabled') },
  play: async ({ canvasElement, args }) => {
    await belowTheFold(canvasElement);
    const card = endpointCard(canvasElement);
    await expect(card.getByText(t('delivery:endpoints.health.disabled'))).toBeVisible();
    await expect(card.getByText(t('delivery:endpoints.disabledReason.gone'))).toBeVisible();
    await expect(card.queryByRole('button', { name: startsWith(t('delivery:endpoints.sendTest')) })).toBeNull();
    await userEvent.click(card.getByRole('button', { name: startsWith(t('delivery:endpoints.enable')) }));
    await expect(args.onEndpointAction).toHaveBeenCalledWith('enable', STORY_ENDPOINTS.disabled);
    restFocus();
  },
};
export const EndpointDisabledSpanish: Story = inLocale(EndpointDisabled, 'es');
export const EndpointDisabledArabic: Story = inLocale(EndpointDisabled, 'ae');

/** A secret just rotated: the rotation until when, both secrets shown, the success said. */
export const RotationInProgress: Story = {
  parameters: atRest({ open: () => [startsWith(t('delivery:endpoints.hideSecret'))] }),
  args: {
    state: loaded(storyOverview('advanced', { endpoints: [STORY_ENDPOINTS.rotating] })),
    secrets: { ep_1: loaded(STORY_ROTATED_SECRET) },
    endpointAction: { status: 'success', id: 'ep_1', kind: 'rotate' },
  },
  play: async ({ canvasElement }) => {
    await belowTheFold(canvasElement);
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
  args: {
    state: loaded(storyOverview('advanced', { endpoints: [STORY_ENDPOINTS.healthy] })),
    endpointAction: { status: 'saving', id: 'ep_1', kind: 'rotate' },
  },
  play: async ({ canvasElement }) => {
    await belowTheFold(canvasElement);
    await expect(endpointCard(canvasElement).getByRole('button', { name: startsWith(t('delivery:endpoints.rotate')) })).toHaveAttribute(
      'data-loading',
      'true',
    );
  },
};

/** A Custom endpoint with an event filter and a condition, as saved. */
const FILTERED_ENDPOINT = {
  ...STORY_ENDPOINTS.healthy,
  events: ['lead.qualified' as const],
  condition: { field: 'company' as const, contains: 'Abogados' },
};

/** Editing an endpoint: its fields filled in, in place of its actions; every field sent (an emptied one empties it), then Cancel closes the form. */
export const EditEndpoint: Story = {
  args: { state: loaded(storyOverview('custom', { endpoints: [FILTERED_ENDPOINT] })) },
  play: async ({ canvasElement, args }) => {
    await belowTheFold(canvasElement);
    const card = endpointCard(canvasElement);
    await expect(card.getByTestId('endpoint-condition')).toHaveTextContent(
      t('delivery:rules.condition', { field: t('delivery:conditionField.company'), value: isolate('Abogados', pageLocale()) }),
    );
    await userEvent.click(card.getByRole('button', { name: t('delivery:endpoints.editNamed', { url: FILTERED_ENDPOINT.url }) }));
    const form = within(card.getByRole('form', { name: t('delivery:endpoints.editHeading') }));
    const url = form.getByLabelText(new RegExp(t('delivery:endpoints.add.url')));
    await expect(url).toHaveValue(FILTERED_ENDPOINT.url);
    await expect(form.getByLabelText(t('delivery:endpoints.add.description'))).toHaveValue('CRM');
    await expect(form.getByRole('checkbox', { name: t('delivery:event.lead.qualified') })).toBeChecked();
    await expect(form.getByLabelText(t('delivery:rules.add.conditionField'))).toHaveValue('company');
    await expect(form.getByLabelText(t('delivery:rules.add.conditionContains'))).toHaveValue('Abogados');
    // The card's actions give way to the form.
    await expect(card.queryByRole('button', { name: startsWith(t('delivery:endpoints.rotate')) })).toBeNull();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://crm.example.com/v2');
    await userEvent.clear(form.getByLabelText(t('delivery:endpoints.add.description')));
    await userEvent.click(form.getByRole('checkbox', { name: t('delivery:event.appointment.booked') }));
    await userEvent.selectOptions(form.getByLabelText(t('delivery:rules.add.conditionField')), '');
    await userEvent.click(form.getByRole('button', { name: t('delivery:endpoints.saveEdit') }));
    await expect(args.onEditEndpoint).toHaveBeenCalledWith(FILTERED_ENDPOINT, {
      url: 'https://crm.example.com/v2',
      description: '',
      events: ['lead.qualified', 'appointment.booked'],
      condition: null,
    });
    await userEvent.click(form.getByRole('button', { name: t('delivery:endpoints.cancel') }));
    await expect(card.queryByRole('form')).toBeNull();
    await expect(card.getByRole('button', { name: startsWith(t('delivery:endpoints.rotate')) })).toBeVisible();
    // Cancel gives the focus back to the Edit button that opened the form.
    await waitFor(() =>
      expect(card.getByRole('button', { name: t('delivery:endpoints.editNamed', { url: FILTERED_ENDPOINT.url }) })).toHaveFocus(),
    );
    restFocus();
  },
};
export const EditEndpointSpanish: Story = inLocale(EditEndpoint, 'es');
export const EditEndpointArabic: Story = inLocale(EditEndpoint, 'ae');
export const EditEndpointMobileArabic: Story = onMobile(EditEndpoint, 'ae');

/** Editing on Custom: a condition with no text is refused under its field, the address emptied too; nothing is sent until both are right. */
export const EditEndpointValidation: Story = {
  args: { state: loaded(storyOverview('custom', { endpoints: [STORY_ENDPOINTS.healthy] })) },
  play: async ({ canvasElement, args }) => {
    await belowTheFold(canvasElement);
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
    await expect(args.onEditEndpoint).toHaveBeenCalledWith(STORY_ENDPOINTS.healthy, {
      url: 'https://crm.example.com/hooks/vozly',
      description: 'CRM',
      events: [],
      condition: { field: 'reason', contains: 'implant' },
    });
    restFocus();
  },
};
export const EditEndpointValidationSpanish: Story = inLocale(EditEndpointValidation, 'es');
export const EditEndpointValidationArabic: Story = inLocale(EditEndpointValidation, 'ae');

/** The server refused the change (a private address): its message in the open form, what was typed kept. */
export const EditEndpointRefused: Story = {
  args: {
    state: loaded(storyOverview('advanced', { endpoints: [STORY_ENDPOINTS.healthy] })),
    endpointEdit: { status: 'error', id: 'ep_1', message: textMessage('The endpoint address must be reachable on the internet.') },
  },
  play: async ({ canvasElement, args }) => {
    await belowTheFold(canvasElement);
    const card = endpointCard(canvasElement);
    await userEvent.click(card.getByRole('button', { name: t('delivery:endpoints.editNamed', { url: STORY_ENDPOINTS.healthy.url }) }));
    const form = within(card.getByRole('form', { name: t('delivery:endpoints.editHeading') }));
    await expect(form.getByRole('alert')).toHaveTextContent('The endpoint address must be reachable on the internet.');
    // Advanced: no event filter or condition to edit; only the address and description are sent.
    await expect(form.queryByLabelText(t('delivery:rules.add.conditionField'))).toBeNull();
    await userEvent.click(form.getByRole('button', { name: t('delivery:endpoints.saveEdit') }));
    await expect(args.onEditEndpoint).toHaveBeenCalledWith(STORY_ENDPOINTS.healthy, {
      url: STORY_ENDPOINTS.healthy.url,
      description: 'CRM',
    });
    restFocus();
  },
};

/** An edit just saved: the form closed, the card says so. */
export const EndpointSaved: Story = {
  args: { state: loaded(storyOverview('custom', { endpoints: [FILTERED_ENDPOINT] })), endpointEdit: { status: 'success', id: 'ep_1' } },
  play: async ({ canvasElement }) => {
    await belowTheFold(canvasElement);
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
    await belowTheFold(canvasElement);
    const card = endpointCard(canvasElement);
    const remove = card.getByRole('button', {
      name: t('delivery:endpoints.deleteNamed', { url: STORY_ENDPOINTS.healthy.url }),
    });
    await expect(remove).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(remove);
    await expect(remove).toHaveAttribute('aria-expanded', 'true');
    // Isolation marks belong in the visible text: a name a screen reader reads carries the address plain, in every locale.
    const endpoints = within(canvasElement).getByRole('region', { name: t('delivery:endpoints.heading') });
    const labels = [...endpoints.querySelectorAll('[aria-label]')].map((labelled) => labelled.getAttribute('aria-label'));
    await expect(labels).toContain(t('delivery:endpoints.logOf', { url: STORY_ENDPOINTS.healthy.url }));
    for (const label of labels) await expect(label).not.toMatch(/[\u2068\u2069]/);
    // The confirmation takes the focus, on Yes with the question as its description; Escape closes it, back on Delete.
    await waitFor(() => expect(card.getByRole('button', { name: t('delivery:endpoints.deleteConfirmButton') })).toHaveFocus());
    await expect(card.getByRole('button', { name: t('delivery:endpoints.deleteConfirmButton') })).toHaveAccessibleDescription(
      t('delivery:endpoints.deleteConfirm'),
    );
    await userEvent.keyboard('{Escape}');
    await expect(card.queryByText(t('delivery:endpoints.deleteConfirm'))).toBeNull();
    await waitFor(() => expect(remove).toHaveFocus());
    await userEvent.click(remove);
    const confirm = within(card.getByRole('group', { name: startsWith(t('delivery:endpoints.delete')) }));
    await expect(confirm.getByText(t('delivery:endpoints.deleteConfirm'))).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: t('delivery:endpoints.cancel') }));
    await expect(card.queryByText(t('delivery:endpoints.deleteConfirm'))).toBeNull();
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(args.onEndpointAction).not.toHaveBeenCalled();
    await userEvent.click(remove);
    await userEvent.click(card.getByRole('button', { name: t('delivery:endpoints.deleteConfirmButton') }));
    await expect(args.onEndpointAction).toHaveBeenCalledWith('delete', STORY_ENDPOINTS.healthy);
    restFocus();
  },
};
export const DeleteEndpointConfirmationSpanish: Story = inLocale(DeleteEndpointConfirmation, 'es');
// Arabic is where the names would carry isolation marks: its copy replays the play.
export const DeleteEndpointConfirmationArabic: Story = inLocale(DeleteEndpointConfirmation, 'ae', { play: true });

/** The deletion failed: the reason under the card, which is still there. */
export const DeleteEndpointFailed: Story = {
  args: {
    state: loaded(storyOverview('advanced', { endpoints: [STORY_ENDPOINTS.healthy] })),
    endpointAction: { status: 'error', id: 'ep_1', kind: 'delete', message: textMessage('The server could not be reached.') },
  },
  play: async ({ canvasElement }) => {
    await belowTheFold(canvasElement);
    await expect(endpointCard(canvasElement).getByRole('alert')).toHaveTextContent('The server could not be reached.');
  },
};

/** Adding on Custom with a condition: only calls whose extracted field contains the text are sent. */
export const AddEndpointWithCondition: Story = {
  args: { state: loaded(storyOverview('custom')) },
  play: async ({ canvasElement, args }) => {
    await belowTheFold(canvasElement);
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
    await expect(args.onAddEndpoint).toHaveBeenCalledWith({
      url: 'https://erp.example.com/in',
      condition: { field: 'company', contains: 'Abogados' },
    });
    restFocus();
  },
};
export const AddEndpointWithConditionSpanish: Story = inLocale(AddEndpointWithCondition, 'es');
export const AddEndpointWithConditionArabic: Story = inLocale(AddEndpointWithCondition, 'ae');
