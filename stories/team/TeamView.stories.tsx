import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type TeamView } from '@/features/team/TeamView';
import { formatDateTime } from '@/lib/format';
import { LOCALE_INFO } from '@/lib/locale';
import { INVITATION_EXPIRED, INVITATION_PENDING, MEMBER_ADMIN, MEMBER_OWNER, MEMBER_STAFF } from '../fixtures/team';
import { atRest, restFocus } from '../support/atRest';
import { storyIsolate, t } from '../support/i18n';
import { loadFailed, loading, saved } from '../support/loadState';
import { inLocale, onMobile } from '../support/variants';
import {
  ACTIONS,
  canvasOf,
  cancelButton,
  confirmButton,
  emailField,
  heading,
  invitationRows,
  languageField,
  live,
  localeOf,
  memberRows,
  noRemoveQuestion,
  removeButton,
  removeQuestion,
  resendButton,
  revokeButton,
  roleField,
  roleOf,
  rowOf,
  teamAnswers,
  teamMeta,
  TEAMS,
  type TeamStory,
} from './teamStory';

/** The team page's view: the people who share the account, their roles, and each role's view of it. */
const meta = {
  title: 'Portal/Team/Members',
  ...teamMeta,
} satisfies Meta<typeof TeamView>;

export default meta;
type Story = TeamStory;

/**
 * The owner's view: the three people, each with their role (the owner's own row marked You and
 * without controls), what each role can do, the two invitations (the expired one marked) and the
 * invitation form, its language the page's.
 */
export const OwnerLoaded: Story = {
  play: async ({ canvasElement, globals, step }) => {
    const locale = localeOf(globals);
    const canvas = canvasOf(canvasElement);
    await step('three sections, each a level 2 heading', async () => {
      await expect(heading(canvasElement, 'team:members.title')).toBeVisible();
      await expect(heading(canvasElement, 'team:invitations.title')).toBeVisible();
      await expect(heading(canvasElement, 'team:invite.title')).toBeVisible();
      await expect(canvas.queryByTestId('team-read-only')).toBeNull();
    });
    await step('the members: the owner first, marked You, without controls', async () => {
      const [owner, admin, staff] = memberRows(canvasElement);
      if (!owner || !admin || !staff) throw new Error('three members expected');
      await expect(owner).toHaveTextContent(MEMBER_OWNER.name);
      await expect(owner).toHaveTextContent(MEMBER_OWNER.email);
      await expect(owner).toHaveTextContent(t('team:roles.owner'));
      await expect(owner).toHaveTextContent(t('team:members.you'));
      await expect(owner).toHaveTextContent(
        t('team:members.joined', { date: formatDateTime(MEMBER_OWNER.joinedAt, locale, { dateStyle: 'medium' }) }),
      );
      await expect(within(owner).queryByRole('button')).toBeNull();
      await expect(within(owner).queryByRole('combobox')).toBeNull();
      await expect(admin).toHaveTextContent(MEMBER_ADMIN.email);
      await expect(admin).not.toHaveTextContent(t('team:members.you'));
      await expect(roleOf(admin, MEMBER_ADMIN.name)).toHaveValue('admin');
      await expect(removeButton(admin, MEMBER_ADMIN.name)).toBeEnabled();
      await expect(roleOf(staff, MEMBER_STAFF.name)).toHaveValue('staff');
      await expect(removeButton(staff, MEMBER_STAFF.name)).toBeEnabled();
    });
    await step('what each role can do', async () => {
      const terms = canvas.getAllByRole('term').map((term) => term.textContent);
      await expect(terms).toEqual([t('team:roles.owner'), t('team:roles.admin'), t('team:roles.staff')]);
      const definitions = canvas.getAllByRole('definition').map((definition) => definition.textContent);
      await expect(definitions).toEqual([t('team:roleHelp.owner'), t('team:roleHelp.admin'), t('team:roleHelp.staff')]);
    });
    await step('the invitations: language, sent and expiry dates; the expired one marked', async () => {
      const [pending, expired] = invitationRows(canvasElement);
      if (!pending || !expired) throw new Error('two invitations expected');
      await expect(pending).toHaveTextContent(INVITATION_PENDING.email);
      await expect(pending).toHaveTextContent(LOCALE_INFO.es.nativeName);
      await expect(pending).toHaveTextContent(t('team:invitations.sent', { date: formatDateTime(INVITATION_PENDING.sentAt, locale) }));
      await expect(pending).toHaveTextContent(
        t('team:invitations.expires', { date: formatDateTime(INVITATION_PENDING.expiresAt, locale) }),
      );
      await expect(pending).not.toHaveTextContent(t('team:invitations.expired'));
      await expect(expired).toHaveTextContent(t('team:invitations.expired'));
      await expect(expired).toHaveTextContent(
        t('team:invitations.expiredOn', { date: formatDateTime(INVITATION_EXPIRED.expiresAt, locale) }),
      );
      await expect(resendButton(expired, INVITATION_EXPIRED.email)).toBeEnabled();
      await expect(revokeButton(pending, INVITATION_PENDING.email)).toBeEnabled();
    });
    await step('the form: Staff and the page’s language by default; an address reads left to right', async () => {
      await expect(emailField(canvasElement)).toHaveValue('');
      await expect(emailField(canvasElement)).toBeRequired();
      await expect(getComputedStyle(emailField(canvasElement)).direction).toBe('ltr');
      await expect(roleField(canvasElement)).toHaveValue('staff');
      await expect(languageField(canvasElement)).toHaveValue(locale);
    });
  },
};
export const OwnerLoadedSpanish: Story = inLocale(OwnerLoaded, 'es');
export const OwnerLoadedArabic: Story = inLocale(OwnerLoaded, 'ae', { play: true });
export const OwnerLoadedMobile: Story = onMobile(OwnerLoaded, 'en', { play: true });

/** Omar made an admin: the select says so while it saves, and the status once done. */
export const RoleChanged: Story = {
  ...live(),
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(roleOf(canvasElement, MEMBER_STAFF.name), 'admin');
    await expect(args.onChangeRole).toHaveBeenCalledOnce();
    await expect(args.onChangeRole).toHaveBeenCalledWith(MEMBER_STAFF.id, 'admin');
    await expect(roleOf(canvasElement, MEMBER_STAFF.name)).toHaveValue('admin');
    await waitFor(() =>
      expect(within(canvasElement).getByText(t('team:members.roleChanged', { name: storyIsolate(MEMBER_STAFF.name) }))).toBeVisible(),
    );
    await expect(roleOf(canvasElement, MEMBER_STAFF.name)).toHaveValue('admin');
    restFocus();
  },
};

/** A lost phone: Omar is signed out everywhere with the keyboard; he stays in the team and the page says so. */
export const SignedOutEverywhere: Story = {
  ...live(),
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: t('team:members.signOutNamed', { name: storyIsolate(MEMBER_STAFF.name) }),
    });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEndSessions).toHaveBeenCalledWith(MEMBER_STAFF.id);
    await waitFor(() =>
      expect(within(canvasElement).getByText(t('team:members.signedOut', { name: storyIsolate(MEMBER_STAFF.name) }))).toBeVisible(),
    );
    await expect(rowOf(canvasElement, MEMBER_STAFF.email)).toBeVisible();
    await expect(button).toHaveFocus();
    restFocus();
  },
};

/**
 * Removing Marta: Remove asks first, in place on her row (no dialog): the question, what it does
 * and that her sessions end at once, the confirm button focused. Cancel or Escape keeps her and
 * puts Remove back, focused; confirmed, Remove is busy, her row leaves and the focus goes to the
 * Members heading.
 */
export const RemoveWithConfirmation: Story = {
  ...live(saved, true),
  play: async ({ canvasElement, args, step }) => {
    const row = rowOf(canvasElement, MEMBER_ADMIN.email);
    await step('Remove gives way to the question on her row, its confirm button focused', async () => {
      removeButton(canvasElement, MEMBER_ADMIN.name).focus();
      await userEvent.keyboard('{Enter}');
      const question = await removeQuestion(row, MEMBER_ADMIN.name);
      await expect(question).toBeVisible();
      await expect(question).toHaveTextContent(
        t('team:remove.text', { name: storyIsolate(MEMBER_ADMIN.name), email: storyIsolate(MEMBER_ADMIN.email) }),
      );
      await expect(question).toHaveTextContent(t('team:remove.consequence'));
      await expect(within(document.body).queryByRole('dialog')).toBeNull();
      await expect(
        within(row).queryByRole('button', { name: t('team:members.removeNamed', { name: storyIsolate(MEMBER_ADMIN.name) }) }),
      ).toBeNull();
      await waitFor(() => expect(confirmButton(question)).toHaveFocus());
      await expect(confirmButton(question)).toHaveAccessibleDescription(
        `${t('team:remove.text', { name: storyIsolate(MEMBER_ADMIN.name), email: storyIsolate(MEMBER_ADMIN.email) })} ${t('team:remove.consequence')}`,
      );
    });
    await step('Cancel leaves Marta in the team and gives the focus back to Remove', async () => {
      await userEvent.tab();
      await expect(cancelButton(await removeQuestion(row, MEMBER_ADMIN.name))).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(noRemoveQuestion(canvasElement)).toBeNull());
      await waitFor(() => expect(removeButton(canvasElement, MEMBER_ADMIN.name)).toHaveFocus());
      await expect(args.onRemove).not.toHaveBeenCalled();
      await expect(memberRows(canvasElement)).toHaveLength(3);
    });
    await step('Escape closes it too, from the confirm button or from Cancel', async () => {
      await userEvent.keyboard('{Enter}');
      await waitFor(async () => expect(confirmButton(await removeQuestion(row, MEMBER_ADMIN.name))).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(noRemoveQuestion(canvasElement)).toBeNull());
      await waitFor(() => expect(removeButton(canvasElement, MEMBER_ADMIN.name)).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      const question = await removeQuestion(row, MEMBER_ADMIN.name);
      await waitFor(() => expect(confirmButton(question)).toHaveFocus());
      await userEvent.tab();
      await expect(cancelButton(question)).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(noRemoveQuestion(canvasElement)).toBeNull());
      await waitFor(() => expect(removeButton(canvasElement, MEMBER_ADMIN.name)).toHaveFocus());
      await expect(args.onRemove).not.toHaveBeenCalled();
    });
    await step('confirmed: Remove busy with the focus, then the row gone and the focus on the Members heading', async () => {
      await userEvent.keyboard('{Enter}');
      const question = await removeQuestion(row, MEMBER_ADMIN.name);
      await waitFor(() => expect(confirmButton(question)).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await expect(args.onRemove).toHaveBeenCalledOnce();
      await expect(args.onRemove).toHaveBeenCalledWith(MEMBER_ADMIN.id);
      await expect(noRemoveQuestion(canvasElement)).toBeNull();
      const busy = removeButton(canvasElement, MEMBER_ADMIN.name);
      await expect(busy).toHaveAttribute('aria-disabled', 'true');
      await expect(busy).toHaveFocus();
      teamAnswers.release();
      await waitFor(() => expect(memberRows(canvasElement)).toHaveLength(2));
      await expect(within(canvasElement).getByText(t('team:members.removed'))).toBeVisible();
      await waitFor(() => expect(heading(canvasElement, 'team:members.title')).toHaveFocus());
    });
    restFocus();
  },
};

/**
 * The question open on Marta's row, as the owner sees it after pressing Remove: the question,
 * what the removal does, and the confirm button (focused) beside Cancel. One question at a time:
 * Omar's Remove closes Marta's question and opens his.
 */
export const RemoveAsked: Story = {
  parameters: atRest({ focus: () => t('team:remove.confirm') }),
  play: async ({ canvasElement, args, step }) => {
    await step('one question at a time', async () => {
      await userEvent.click(removeButton(canvasElement, MEMBER_STAFF.name));
      await removeQuestion(rowOf(canvasElement, MEMBER_STAFF.email), MEMBER_STAFF.name);
      await userEvent.click(removeButton(canvasElement, MEMBER_ADMIN.name));
      await expect(within(canvasElement).getAllByTestId('team-remove-question')).toHaveLength(1);
      await expect(removeButton(canvasElement, MEMBER_STAFF.name)).toBeVisible();
    });
    await step("Marta's question, its confirm button focused", async () => {
      const question = await removeQuestion(rowOf(canvasElement, MEMBER_ADMIN.email), MEMBER_ADMIN.name);
      await expect(question).toHaveTextContent(t('team:remove.consequence'));
      await waitFor(() => expect(confirmButton(question)).toHaveFocus());
      await expect(cancelButton(question)).toBeVisible();
      await expect(args.onRemove).not.toHaveBeenCalled();
    });
  },
};
export const RemoveAskedArabic: Story = inLocale(RemoveAsked, 'ae', { play: true });
export const RemoveAskedMobile: Story = onMobile(RemoveAsked, 'en', { play: true });

/** Removing: Marta's Remove is busy (it keeps the focus); the other rows' controls wait. */
export const Removing: Story = {
  args: { action: ACTIONS['Removing Marta'] },
  play: async ({ canvasElement }) => {
    await expect(removeButton(canvasElement, MEMBER_ADMIN.name)).toHaveAttribute('aria-disabled', 'true');
    await expect(removeButton(canvasElement, MEMBER_ADMIN.name)).toHaveAttribute('data-loading', 'true');
    await expect(removeButton(canvasElement, MEMBER_STAFF.name)).toBeDisabled();
    await expect(roleOf(canvasElement, MEMBER_STAFF.name)).toBeDisabled();
  },
};

/** Removing Marta failed: the reason beside her row, which stays; Remove can be pressed again. */
export const ActionFailed: Story = {
  args: { action: ACTIONS['Removing Marta failed'] },
  play: async ({ canvasElement }) => {
    const [, admin] = memberRows(canvasElement);
    if (!admin) throw new Error('Marta’s row expected');
    await expect(within(admin).getByRole('alert')).toHaveTextContent(t('errors:network'));
    await expect(removeButton(canvasElement, MEMBER_ADMIN.name)).toHaveAccessibleDescription(t('errors:network'));
    await expect(removeButton(canvasElement, MEMBER_ADMIN.name)).toBeEnabled();
    await expect(memberRows(canvasElement)).toHaveLength(3);
  },
};
export const ActionFailedArabic: Story = inLocale(ActionFailed, 'ae');

/** Changing Omar's role failed: the reason beside his row, his role as it was, the select pointing at the reason. */
export const RoleChangeFailed: Story = {
  args: { action: ACTIONS["Changing Omar's role failed"] },
  play: async ({ canvasElement }) => {
    const select = roleOf(canvasElement, MEMBER_STAFF.name);
    await expect(select).toHaveValue('staff');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(t('errors:network'));
  },
};

/** The team read-only, as someone who is not the owner sees it: the reason once, and no control to manage it. */
const readOnlyPlay =
  (you: typeof MEMBER_ADMIN) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getAllByText(t('team:readOnly'))).toHaveLength(1);
    await expect(canvas.getByRole('note')).toHaveTextContent(t('team:readOnly'));
    await expect(memberRows(canvasElement)).toHaveLength(3);
    await expect(invitationRows(canvasElement)).toHaveLength(2);
    const mine = memberRows(canvasElement).find((row) => row.textContent?.includes(you.email));
    await expect(mine).toHaveTextContent(t('team:members.you'));
    await expect(mine).toHaveTextContent(t(`team:roles.${you.role}`));
    // Nothing to press, choose or type: the controls are not there.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: t('team:invite.title') })).toBeNull();
    await expect(canvas.getByText(t('team:roleHelp.admin'))).toBeVisible();
  };

/** The admin sees the team and what each role can do, read-only, with the reason. */
export const AdminViewer: Story = {
  args: { role: 'admin', state: TEAMS['Seen by the admin'] },
  play: readOnlyPlay(MEMBER_ADMIN),
};
export const AdminViewerArabic: Story = inLocale(AdminViewer, 'ae', { play: true });

/** The staff member sees it the same way. */
export const StaffViewer: Story = {
  args: { role: 'staff', state: TEAMS['Seen by the staff member'] },
  play: readOnlyPlay(MEMBER_STAFF),
};

/** Only the owner and nobody invited: the Invitations section says so. */
export const OnlyTheOwner: Story = {
  args: { state: TEAMS['Only the owner'] },
  play: async ({ canvasElement }) => {
    await expect(memberRows(canvasElement)).toHaveLength(1);
    await expect(within(canvasElement).getByText(t('team:invitations.none'))).toBeVisible();
  },
};

/** Loading: the busy status says so; no list yet. */
export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: t('team:loading') });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** The team failed to load: the reason, and Try again asks again. */
export const LoadFailed: Story = {
  args: { state: loadFailed() },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors:network'));
    within(canvasElement)
      .getByRole('button', { name: t('common:actions.retry') })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
    restFocus();
  },
};
export const LoadFailedArabic: Story = inLocale(LoadFailed, 'ae');
