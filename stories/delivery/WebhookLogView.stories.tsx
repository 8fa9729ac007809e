import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WebhookLogView } from '@/features/delivery/WebhookLogView';
import { STORY_ENDPOINTS, STORY_MESSAGES } from '../fixtures/delivery';
import { t } from '../support/i18n';
import { loaded, loadErrorPlay, loadFailed, loading, loadingPlay, portalViewMeta, saving } from '../support/loadState';
import { isolate } from '@/lib/bidi';
import { inLocale, onMobile, pageLocale } from '../support/variants';
import { restFocus } from '../support/atRest';
import { badgeContrasts, startsWith } from './checks';

/** An endpoint's delivery log (`/dashboard/delivery/webhooks/{id}`), state by state. */
const meta = {
  title: 'Portal/Delivery/Delivery log',
  component: WebhookLogView,
  ...portalViewMeta({
    endpoint: loaded(STORY_ENDPOINTS.healthy),
    messages: loaded(STORY_MESSAGES),
    filters: { status: null, event: null },
    onFiltersChange: fn(),
    hasMore: false,
    loadingMore: false,
    onMore: fn(),
    resend: { status: 'idle' },
    onResend: fn(),
    recover: { status: 'idle' },
    onRecover: fn(),
    test: { status: 'idle' },
    onSendTest: fn(),
    backHref: '/dashboard/delivery',
    callHref: (id: string) => `/dashboard/calls/${id}`,
    live: { active: false, paused: false, onToggle: fn() },
  }),
  argTypes: {
    endpoint: { control: false },
    messages: { control: false },
    filters: { control: false },
    resend: { control: false },
    recover: { control: false },
    test: { control: false },
    callHref: { control: false },
    live: { control: false },
  },
} satisfies Meta<typeof WebhookLogView>;

export default meta;
type Story = StoryObj<typeof meta>;

const message = (canvasElement: HTMLElement, status: string) =>
  within(canvasElement.querySelector(`[data-testid="webhook-message"][data-status="${status}"]`) as HTMLElement);

/** Every message with its status, and every attempt kind: delivered (200), refused (500), no answer (timeout), 410. */
export const EachAttemptKind: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('delivery:log.title'));
    await expect(canvas.getByText('https://crm.example.com/hooks/vozly')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('delivery:log.back') })).toHaveAttribute('href', '/dashboard/delivery');
    await expect(canvas.getByTestId('log-count')).toHaveTextContent(t('delivery:log.count', { count: isolate('4', pageLocale()) }));
    await step('each status', async () => {
      for (const status of ['pending', 'retrying', 'delivered', 'failed'] as const)
        await expect(
          message(canvasElement, status).getByText(t(`delivery:log.messageStatus.${status}`), { selector: '.mantine-Badge-label' }),
        ).toBeVisible();
    });
    await step('each attempt: time, result, HTTP status, latency', async () => {
      const retrying = message(canvasElement, 'retrying');
      const rows = retrying.getAllByRole('row');
      await expect(rows).toHaveLength(3);
      await expect(rows[1]).toHaveTextContent(t('delivery:log.attemptKind.httpError'));
      await expect(rows[1]).toHaveTextContent('500');
      await expect(rows[2]).toHaveTextContent(t('delivery:log.attemptKind.noAnswer'));
      await expect(rows[2]).toHaveTextContent('timeout after 10 s');
      await expect(rows[2]).toHaveTextContent(t('delivery:log.noStatus'));
      await expect(message(canvasElement, 'delivered').getAllByRole('row')[1]).toHaveTextContent(t('delivery:log.attemptKind.success'));
      await expect(message(canvasElement, 'failed').getAllByRole('row')[1]).toHaveTextContent('410');
      await expect(message(canvasElement, 'pending').getByText(t('delivery:log.noAttempts'))).toBeVisible();
    });
    await step('the request body and the answer on request', async () => {
      const refused = message(canvasElement, 'retrying');
      await userEvent.click(refused.getAllByText(t('delivery:log.details'), { selector: 'summary' })[0] as HTMLElement);
      await expect(refused.getByText(/Internal Server Error/)).toBeVisible();
      await expect(refused.getAllByText(/"type":"appointment.booked"/)[0]).toBeVisible();
    });
    await step('resend one, open its call', async () => {
      const failed = message(canvasElement, 'retrying');
      await userEvent.click(failed.getByRole('button', { name: startsWith(t('delivery:log.resend')) }));
      await expect(args.onResend).toHaveBeenCalledWith('msg_3');
      await expect(failed.getByRole('link', { name: t('delivery:log.call') })).toHaveAttribute('href', '/dashboard/calls/call_1');
    });
    await step('filters', async () => {
      await userEvent.selectOptions(canvas.getByLabelText(t('delivery:log.status')), 'failed');
      await expect(args.onFiltersChange).toHaveBeenCalledWith({ status: 'failed', event: null });
      await userEvent.selectOptions(canvas.getByLabelText(t('delivery:log.event')), 'call.ended');
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ status: null, event: 'call.ended' });
    });
    await step('send a test event', async () => {
      await userEvent.click(canvas.getByRole('button', { name: startsWith(t('delivery:endpoints.sendTest')) }));
      await expect(args.onSendTest).toHaveBeenCalledOnce();
    });
    restFocus();
  },
};
export const EachAttemptKindSpanish: Story = inLocale(EachAttemptKind, 'es');
export const EachAttemptKindArabic: Story = inLocale(EachAttemptKind, 'ae');
export const EachAttemptKindMobile: Story = onMobile(EachAttemptKind);
export const EachAttemptKindMobileArabic: Story = onMobile(EachAttemptKind, 'ae');

/** Recover: a time is needed; then everything failed since then goes back to the queue, the count said. */
export const Recover: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('region', { name: t('delivery:log.recover.heading') }));
    await userEvent.click(form.getByRole('button', { name: t('delivery:log.recover.submit') }));
    await expect(form.getByText(t('delivery:log.recover.required'))).toBeVisible();
    await expect(args.onRecover).not.toHaveBeenCalled();
    await userEvent.type(form.getByLabelText(new RegExp(t('delivery:log.recover.since'))), '2026-11-26T08:00');
    await userEvent.click(form.getByRole('button', { name: t('delivery:log.recover.submit') }));
    await expect(args.onRecover).toHaveBeenCalledWith(new Date('2026-11-26T08:00').toISOString());
    restFocus();
  },
};
export const RecoverArabic: Story = inLocale(Recover, 'ae');

/** Recovered: the count said. */
export const Recovered: Story = {
  args: { recover: { status: 'success', text: '2 recovered' } },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('region', { name: t('delivery:log.recover.heading') }));
    await expect(form.getByRole('status')).toHaveTextContent('2 recovered');
  },
};

/** Resending: that message's button spins, the others stay. */
export const Resending: Story = {
  args: { resend: { ...saving, id: 'msg_1' } },
  play: async ({ canvasElement }) => {
    await expect(message(canvasElement, 'failed').getByRole('button', { name: startsWith(t('delivery:log.resend')) })).toHaveAttribute(
      'data-loading',
      'true',
    );
    await expect(
      message(canvasElement, 'delivered').getByRole('button', { name: startsWith(t('delivery:log.resend')) }),
    ).not.toHaveAttribute('data-loading');
  },
};

/** A disabled endpoint: no test event. */
export const DisabledEndpoint: Story = {
  args: { endpoint: loaded(STORY_ENDPOINTS.disabled) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('delivery:endpoints.health.disabled'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: startsWith(t('delivery:endpoints.sendTest')) })).toBeNull();
  },
};

/** No messages yet. */
export const Empty: Story = {
  args: { messages: loaded([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('delivery:log.empty'))).toBeVisible();
  },
};
export const EmptyArabic: Story = inLocale(Empty, 'ae');

/** Nothing matches the filters. */
export const EmptyFiltered: Story = {
  args: { messages: loaded([]), filters: { status: 'failed', event: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('delivery:log.emptyFiltered'))).toBeVisible();
    await expect(canvas.getByLabelText(t('delivery:log.status'))).toHaveValue('failed');
  },
};

/** Loading. */
export const Loading: Story = {
  args: { endpoint: loading },
  play: async (context) => {
    await loadingPlay(() => t('delivery:log.loading'), 'table')(context);
    // The way back and the heading are there before the data.
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('delivery:log.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('delivery:log.back') })).toBeVisible();
  },
};

/** The endpoint could not load: a retry. */
export const LoadError: Story = {
  args: { endpoint: loadFailed() },
  play: loadErrorPlay({ heading: () => t('delivery:log.loadError'), message: () => t('errors:network') }),
};
export const LoadErrorArabic: Story = inLocale(LoadError, 'ae');

/** Each Resend and each attempt's "Request and response" names its message or attempt, so a list of controls tells them apart. */
export const NamesSayWhichItem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resend = canvas.getAllByRole('button', { name: startsWith(t('delivery:log.resend')) });
    await expect(resend).toHaveLength(STORY_MESSAGES.length);
    await expect(new Set(resend.map((button) => button.getAttribute('aria-label'))).size).toBe(STORY_MESSAGES.length);
    for (const item of STORY_MESSAGES)
      await expect(
        canvas.getByRole('button', {
          name: t('delivery:log.resendNamed', { event: t(`delivery:event.${item.event}`), id: item.id }),
        }),
      ).toBeVisible();
    const details = [...canvasElement.querySelectorAll('summary')];
    const names = details.map((summary) => summary.getAttribute('aria-label') ?? summary.textContent);
    await expect(new Set(names).size).toBe(details.length);
    for (const name of names) await expect(name).toMatch(startsWith(t('delivery:log.details')));
    // Isolation marks belong in the visible text: a name a screen reader reads carries its values plain, in every locale.
    for (const labelled of canvasElement.querySelectorAll('[aria-label]'))
      await expect(labelled.getAttribute('aria-label')).not.toMatch(/[\u2068\u2069]/);
    await expect(
      canvas.getByRole('button', {
        name: t('delivery:endpoints.sendTestNamed', { url: STORY_ENDPOINTS.healthy.url }),
      }),
    ).toBeVisible();
    // Every status badge reads at 4.5:1 at least.
    for (const [text, ratio] of badgeContrasts(canvasElement)) await expect(ratio, text).toBeGreaterThanOrEqual(4.5);
  },
};
export const NamesSayWhichItemArabic: Story = inLocale(NamesSayWhichItem, 'ae', { play: true });

/** A message waits for its next attempt: the log says it refreshes itself, and the refresh can be paused. */
export const LiveRefresh: Story = {
  args: { live: { active: true, paused: false, onToggle: fn() } },
  play: async ({ canvasElement, args }) => {
    const live = within(within(canvasElement).getByTestId('live-updates'));
    await expect(live.getByText(t('delivery:log.live.on'))).toBeVisible();
    await userEvent.click(live.getByRole('button', { name: t('delivery:log.live.pause') }));
    await expect(args.live.onToggle).toHaveBeenCalledOnce();
    restFocus();
  },
};
export const LiveRefreshArabic: Story = inLocale(LiveRefresh, 'ae');

/** The refresh paused: said, and Resume starts it again. */
export const LiveRefreshPaused: Story = {
  args: { live: { active: true, paused: true, onToggle: fn() } },
  play: async ({ canvasElement, args }) => {
    const live = within(within(canvasElement).getByTestId('live-updates'));
    await expect(live.getByText(t('delivery:log.live.paused'))).toBeVisible();
    await userEvent.click(live.getByRole('button', { name: t('delivery:log.live.resume') }));
    await expect(args.live.onToggle).toHaveBeenCalledOnce();
    restFocus();
  },
};
