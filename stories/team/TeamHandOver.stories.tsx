import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type TeamView } from '@/features/team/TeamView';
import { textMessage } from '@/lib/message';
import { MEMBER_ADMIN, MEMBER_OWNER, MEMBER_STAFF } from '../fixtures/team';
import { restFocus } from '../support/atRest';
import { field } from '../support/fields';
import { storyIsolate, t } from '../support/i18n';
import { loaded, saved } from '../support/loadState';
import { inLocale } from '../support/variants';
import { canvasOf, heading, live, rowOf, teamAnswers, teamMeta, type TeamStory } from './teamStory';

/** The owner hands the account to an admin, confirmed with their password. */
const meta = {
  title: 'Portal/Team/Hand over',
  ...teamMeta,
} satisfies Meta<typeof TeamView>;

export default meta;
type Story = TeamStory;

const handOverButton = (el: HTMLElement) => within(el).getByRole('button', { name: t('team:handover.submit') });
const newOwnerField = (el: HTMLElement) => field(el, t('team:handover.newOwner'));
const ownerPasswordField = (el: HTMLElement) => field(el, t('team:handover.password'));

/**
 * The owner hands the account to Marta, the one admin, with the keyboard: the admin is chosen
 * already, the password typed and Enter pressed (the focus stays in the field); the button is busy while it goes, then the
 * Members section says Marta owns the account, the viewer (now an admin) sees the team read-only
 * and the focus is on the Members heading.
 */
export const HandedOver: Story = {
  ...live(saved, true),
  play: async ({ canvasElement, args, step }) => {
    const canvas = canvasOf(canvasElement);
    await step('Marta is the admin to choose; the password confirms', async () => {
      await expect(canvas.getByRole('heading', { name: t('team:handover.title') })).toBeVisible();
      await expect(newOwnerField(canvasElement)).toHaveValue(String(MEMBER_ADMIN.id));
      await expect(
        within(newOwnerField(canvasElement))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([MEMBER_ADMIN.name]);
      await userEvent.click(ownerPasswordField(canvasElement));
      await userEvent.keyboard('Demo1234!{Enter}');
      await expect(args.onHandOver).toHaveBeenCalledOnce();
      await expect(args.onHandOver).toHaveBeenCalledWith({ memberId: MEMBER_ADMIN.id, password: 'Demo1234!' });
      await expect(handOverButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
      await expect(ownerPasswordField(canvasElement)).toHaveFocus();
      teamAnswers.release();
    });
    await step('done: said in the Members section, which takes the focus; the team is read-only now', async () => {
      await waitFor(() =>
        expect(canvas.getByText(t('team:handover.done', { name: storyIsolate(MEMBER_ADMIN.name) }))).toHaveAttribute('role', 'status'),
      );
      await waitFor(() => expect(heading(canvasElement, 'team:members.title')).toHaveFocus());
      await expect(canvas.getByRole('note')).toHaveTextContent(t('team:readOnly'));
      await expect(canvas.queryByRole('heading', { name: t('team:handover.title') })).toBeNull();
      await expect(rowOf(canvasElement, MEMBER_ADMIN.email)).toHaveTextContent(t('team:roles.owner'));
      await expect(rowOf(canvasElement, MEMBER_OWNER.email)).toHaveTextContent(t('team:roles.admin'));
    });
    restFocus();
  },
};
export const HandedOverArabic: Story = inLocale(HandedOver, 'ae', { play: true });

/** Without the password nothing is sent: the field says why and takes the focus. */
export const HandOverWithoutPassword: Story = {
  play: async ({ canvasElement, args }) => {
    handOverButton(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onHandOver).not.toHaveBeenCalled();
    await waitFor(() => expect(ownerPasswordField(canvasElement)).toHaveFocus());
    await expect(ownerPasswordField(canvasElement)).toHaveAccessibleDescription(t('team:handover.passwordRequired'));
    restFocus();
  },
};

/** A wrong password: the server's reason under the field, which takes the focus; what was typed stays and the owner is still the owner. */
export const HandOverWrongPassword: Story = {
  ...live({ status: 'error', message: textMessage('Your password is incorrect.'), field: 'password' }),
  play: async ({ canvasElement, args }) => {
    await userEvent.type(ownerPasswordField(canvasElement), 'not-it{Enter}');
    await expect(args.onHandOver).toHaveBeenCalledOnce();
    await waitFor(() => expect(ownerPasswordField(canvasElement)).toHaveAttribute('aria-invalid', 'true'));
    await expect(ownerPasswordField(canvasElement)).toHaveAccessibleDescription('Your password is incorrect.');
    await waitFor(() => expect(ownerPasswordField(canvasElement)).toHaveFocus());
    await expect(ownerPasswordField(canvasElement)).toHaveValue('not-it');
    await expect(handOverButton(canvasElement)).toBeEnabled();
    await expect(within(canvasElement).queryByRole('note')).toBeNull();
    restFocus();
  },
};

/** Nobody to hand it to: only an admin can become the owner, and the section says so. */
export const HandOverWithoutAdmin: Story = {
  args: { state: loaded({ members: [MEMBER_OWNER, MEMBER_STAFF], invitations: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('team:handover.noAdmin'))).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: t('team:handover.submit') })).toBeNull();
  },
};
