import type { Meta, StoryObj } from '@storybook/react-vite';
import { isolate } from '@/lib/bidi';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DeliveryView } from '@/features/delivery/DeliveryView';
import { t } from '../support/i18n';
import { choice } from '../support/named';
import { region } from '../support/queries';
import { loadErrorPlay, loadingPlay } from '../support/loadState';
import { inLocale, onMobile, pageLocale } from '../support/variants';
import { atRest, restFocus } from '../support/atRest';
import { belowTheFold, deliveryMeta, feature, KYC_DENIALS, OVERVIEWS, planName } from './deliveryMeta';

/** Results delivered (`/dashboard/delivery`), state by state: the plan, the digest, how to verify, loading and failing. */
const meta = {
  title: 'Portal/Delivery/States',
  ...deliveryMeta(),
} satisfies Meta<typeof DeliveryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Essential: every delivery feature is listed as not included, with the plan that has it, and the upgrade link in each section. */
export const EssentialPlan: Story = {
  args: { state: choice(OVERVIEWS, 'Essential plan (delivery locked)') },
  play: async ({ canvasElement }) => {
    await belowTheFold(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('delivery:title'));
    const plan = region(canvasElement, t('delivery:plan.heading'));
    await expect(plan.getByText(t('delivery:plan.current', { plan: planName('essential') }))).toBeVisible();
    for (const key of ['postCallEmail', 'digest', 'webhooks', 'conditions', 'messagingApp'])
      await expect(feature(canvasElement, key)).toHaveAttribute('data-included', 'false');
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

/**
 * The identity check is not approved yet: a note above the sections says nothing can be delivered
 * until it is (the API refuses the saves for the same reason, src/lib/access.ts); what the plan
 * includes is still shown.
 */
export const IdentityCheckPending: Story = {
  args: { kycDenial: choice(KYC_DENIALS, 'Identity check pending') },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note).toHaveTextContent(t('common:access.delivery.kycNotApproved'));
    await expect(within(note).queryByRole('link')).toBeNull();
    await expect(feature(canvasElement, 'postCallEmail')).toHaveAttribute('data-included', 'true');
  },
};
export const IdentityCheckPendingSpanish: Story = inLocale(IdentityCheckPending, 'es');
export const IdentityCheckPendingArabic: Story = inLocale(IdentityCheckPending, 'ae');

/** The identity check was rejected: the note leads to sending the documents again. */
export const IdentityCheckRejected: Story = {
  args: { kycDenial: choice(KYC_DENIALS, 'Identity check rejected') },
  play: async ({ canvasElement }) => {
    const note = within(within(canvasElement).getByRole('note'));
    await expect(note.getByText(t('common:access.delivery.kycRejected'))).toBeVisible();
    await expect(note.getByRole('link', { name: t('common:access.resubmit') })).toHaveAttribute('href', '/dashboard/resubmit-kyc');
  },
};
export const IdentityCheckRejectedArabic: Story = inLocale(IdentityCheckRejected, 'ae');

/** Advanced, nothing set up yet: e-mails, digest and one endpoint included; the forms are there, empty. */
export const AdvancedEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    await belowTheFold(canvasElement);
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

/** Custom: conditions, event filters, the messaging app and up to 10 endpoints. */
export const CustomPlan: Story = {
  args: { state: choice(OVERVIEWS, 'Custom plan: rule, webhook and digest') },
  play: async ({ canvasElement, args }) => {
    await belowTheFold(canvasElement);
    for (const key of ['postCallEmail', 'digest', 'webhooks', 'conditions', 'messagingApp'])
      await expect(feature(canvasElement, key)).toHaveAttribute('data-included', 'true');
    const rules = region(canvasElement, t('delivery:rules.heading'));
    await expect(
      rules.getByText(
        t('delivery:rules.condition', { field: t('delivery:conditionField.company'), value: isolate('Abogados', pageLocale()) }),
      ),
    ).toBeVisible();
    await expect(canvasElement.querySelector('li[data-status="unsubscribed"]')).toHaveTextContent(
      t('delivery:rules.recipientStatus.unsubscribed'),
    );
    await expect(rules.getByLabelText(t('delivery:rules.add.phones'))).toBeVisible();
    await expect(
      region(canvasElement, t('delivery:digest.heading')).getByRole('switch', { name: t('delivery:digest.enabled') }),
    ).toBeChecked();
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

/** How to verify: the Node and Python snippets, and each event's payload from the contract. */
export const VerifyingAndPayloads: Story = {
  // One payload example left open.
  parameters: atRest({ open: () => [new RegExp(`^${t('calls:outcome.appointment_booked')}`)] }),
  play: async ({ canvasElement }) => {
    await belowTheFold(canvasElement);
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
export const LoadError: Story = {
  args: { state: choice(OVERVIEWS, 'Failed to load') },
  play: loadErrorPlay({ heading: () => t('delivery:loadError'), message: () => t('errors:network') }),
};
export const LoadErrorSpanish: Story = inLocale(LoadError, 'es');
export const LoadErrorArabic: Story = inLocale(LoadError, 'ae');
