import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CallDeliveries } from '@/features/calls/CallDeliveries';
import { isolate } from '@/lib/bidi';
import { STORY_CALL_DELIVERIES } from '../fixtures/delivery';
import { t } from '../support/i18n';
import { loaded, loadFailed, portalViewMeta } from '../support/loadState';
import { inLocale, pageLocale } from '../support/variants';

/** What was delivered for one call, as the call detail shows it below the call. */
const meta = {
  title: 'Portal/Delivery/On a call',
  component: CallDeliveries,
  ...portalViewMeta({ state: loaded(STORY_CALL_DELIVERIES), logHref: (id: string) => `/dashboard/delivery/webhooks/${id}` }),
  argTypes: { state: { control: false }, logHref: { control: false } },
} satisfies Meta<typeof CallDeliveries>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An e-mail sent, a webhook delivered and one retrying, each webhook with its log. */
export const Delivered: Story = {
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: t('delivery:call.heading') }));
    await expect(
      section.getByText(new RegExp(t('delivery:call.email', { to: isolate('frontdesk@clinica.example', pageLocale()) }))),
    ).toBeVisible();
    const retrying = canvasElement.querySelector('li[data-status="retrying"]') as HTMLElement;
    await expect(retrying).toHaveTextContent(
      t('delivery:call.webhook', { event: t('delivery:event.appointment.booked'), status: t('delivery:log.messageStatus.retrying') }),
    );
    await expect(within(retrying).getByRole('link', { name: t('delivery:call.log') })).toHaveAttribute(
      'href',
      '/dashboard/delivery/webhooks/ep_1',
    );
  },
};
export const DeliveredSpanish: Story = inLocale(Delivered, 'es');
export const DeliveredArabic: Story = inLocale(Delivered, 'ae');

/** Nothing delivered. */
export const NothingDelivered: Story = {
  args: { state: loaded({ sent: [], webhooks: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('delivery:call.empty'))).toBeVisible();
  },
};

/** Could not load: said, with a retry. */
export const LoadError: Story = {
  args: { state: loadFailed() },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('delivery:call.loadError'));
    await expect(within(alert).getByRole('button', { name: t('common:actions.retry') })).toBeVisible();
  },
};
export const LoadErrorArabic: Story = inLocale(LoadError, 'ae');
