import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DeliveryView } from '@/features/delivery/DeliveryView';
import { textMessage } from '@/lib/message';
import { t } from '../support/i18n';
import { choice } from '../support/named';
import { region } from '../support/queries';
import { saving } from '../support/loadState';
import { inLocale } from '../support/variants';
import { restFocus } from '../support/atRest';
import { deliveryMeta, OVERVIEWS } from './deliveryMeta';

/** The post-call e-mail rules of the delivery page: listed, added (checked first), refused, deleted. */
const meta = {
  title: 'Portal/Delivery/Rules',
  ...deliveryMeta(),
} satisfies Meta<typeof DeliveryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A rule with a confirmed address and one awaiting confirmation (said in words, with a note). */
export const RulesWithUnconfirmedAddress: Story = {
  args: { state: choice(OVERVIEWS, 'Advanced plan with a rule') },
  play: async ({ canvasElement, args }) => {
    const rules = region(canvasElement, t('delivery:rules.heading'));
    const list = within(rules.getByRole('list', { name: t('delivery:rules.listLabel') }));
    const rule = within(list.getByTestId('delivery-rule'));
    await expect(
      rule.getByText(
        t('delivery:rules.rule', { outcomes: `${t('calls:outcome.appointment_booked')}, ${t('calls:outcome.lead_qualified')}` }),
      ),
    ).toBeVisible();
    const pending = canvasElement.querySelector('li[data-status="pending"]') as HTMLElement;
    await expect(pending).toHaveTextContent('owner@clinica.example');
    await expect(pending).toHaveTextContent(t('delivery:rules.recipientStatus.pending'));
    await expect(canvasElement.querySelector('li[data-status="confirmed"]')).toHaveTextContent(
      t('delivery:rules.recipientStatus.confirmed'),
    );
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
    await expect(args.onAddRule).toHaveBeenCalledWith({
      outcomes: ['appointment_booked'],
      emails: ['frontdesk@clinica.example'],
      language: 'ae',
    });
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
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('data-loading', 'true');
  },
};
