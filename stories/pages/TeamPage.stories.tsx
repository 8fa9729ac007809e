import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Invitation, Team } from '@/lib/team';
import TeamPage from '@/pages/TeamPage';
import { memberAtom } from '@/state/auth';
import { INVITATION_PENDING, MEMBER_ADMIN, MEMBER_OWNER, MEMBER_STAFF, STORY_TEAM, teamSeenBy } from '../fixtures/team';
import { restFocus } from '../support/atRest';
import { field } from '../support/fields';
import { storyIsolate, t } from '../support/i18n';
import { contract, noContent, requestLog } from '../support/msw';
import { inLocale, pageLocale } from '../support/variants';
import { expectShell, loggedIn, portalPageMeta, retryWithServerBack } from './support';

const log = requestLog();

/**
 * A small team server: the demo account's team as its owner sees it (stories/fixtures/team.ts);
 * invitations sent, resent and revoked, roles changed and members removed change it, so the page's
 * reload after each change shows what the server now holds. Reset before each story.
 */
let team: Team = STORY_TEAM;
let nextInvitationId = 100;
const reset = () => {
  team = { members: [...STORY_TEAM.members], invitations: [...STORY_TEAM.invitations] };
  nextInvitationId = 100;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** An invitation sent now, valid 7 days (as the API sends one). */
const sentNow = (invitation: Omit<Invitation, 'sentAt' | 'expiresAt' | 'expired'>): Invitation => {
  const now = Date.now();
  return { ...invitation, sentAt: new Date(now).toISOString(), expiresAt: new Date(now + 7 * DAY_MS).toISOString(), expired: false };
};
/** 404, as the API answers a member or an invitation that is not (or no longer) in the team. */
const notFound = (error: string) => HttpResponse.json<{ error: string }>({ error }, { status: 404 });
const memberGone = () => notFound('This member is no longer in the team.');
const invitationGone = () => notFound('This invitation no longer exists.');

const teamApi = [
  contract('get', '/api/team', () => HttpResponse.json(team), log),
  contract(
    'post',
    '/api/team/invitations',
    async ({ request }) => {
      const input = await request.json();
      const invitation = sentNow({ id: nextInvitationId++, email: input.email, role: input.role, language: input.language });
      team = { ...team, invitations: [...team.invitations, invitation] };
      return HttpResponse.json(invitation, { status: 201 });
    },
    log,
  ),
  contract(
    'post',
    '/api/team/invitations/{id}/resend',
    ({ params }) => {
      const found = team.invitations.find((invitation) => invitation.id === Number(params.id));
      if (!found) return invitationGone();
      const renewed = sentNow(found);
      team = { ...team, invitations: team.invitations.map((invitation) => (invitation.id === found.id ? renewed : invitation)) };
      return HttpResponse.json(renewed);
    },
    log,
  ),
  contract(
    'delete',
    '/api/team/invitations/{id}',
    ({ params }) => {
      if (!team.invitations.some((invitation) => invitation.id === Number(params.id))) return invitationGone();
      team = { ...team, invitations: team.invitations.filter((invitation) => invitation.id !== Number(params.id)) };
      return noContent();
    },
    log,
  ),
  contract(
    'put',
    '/api/team/members/{id}',
    async ({ params, request }) => {
      const { role } = await request.json();
      const found = team.members.find((member) => member.id === Number(params.id) && member.role !== 'owner');
      if (!found) return memberGone();
      const changed = { ...found, role };
      team = { ...team, members: team.members.map((member) => (member.id === found.id ? changed : member)) };
      return HttpResponse.json(changed);
    },
    log,
  ),
  contract(
    'delete',
    '/api/team/members/{id}',
    ({ params }) => {
      if (!team.members.some((member) => member.id === Number(params.id) && member.role !== 'owner')) return memberGone();
      team = { ...team, members: team.members.filter((member) => member.id !== Number(params.id)) };
      return noContent();
    },
    log,
  ),
];

const meta = {
  title: 'Portal/Team/Page',
  ...portalPageMeta(TeamPage, '/dashboard/team', teamApi, log, reset),
};

export default meta;
type Story = StoryObj<typeof meta>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const main = (el: HTMLElement) => within(within(el).getByRole('main'));
const memberRows = (el: HTMLElement) => within(el).queryAllByTestId('team-member');
const invitationRows = (el: HTMLElement) => within(el).queryAllByTestId('team-invitation');
const membersHeading = (el: HTMLElement) => within(el).getByRole('heading', { level: 2, name: t('team:members.title') });
const emailField = (el: HTMLElement) => field(el, t('team:invite.email'));
const removeButton = (el: HTMLElement, name: string) =>
  within(el).getByRole('button', { name: t('team:members.removeNamed', { name: storyIsolate(name) }) });

/** The team has come: the page's heading, then its three people and two invitations. */
async function teamLoaded(canvasElement: HTMLElement) {
  await expect(await within(canvasElement).findByRole('heading', { level: 1, name: t('team:title') })).toBeVisible();
  await waitFor(() => expect(memberRows(canvasElement)).toHaveLength(3));
  await expect(invitationRows(canvasElement)).toHaveLength(2);
}

/** The owner opens the team: who shares the account, the invitations waiting, and the form to invite someone. */
export const OwnerLoaded: Story = {
  play: async ({ canvasElement, step }) => {
    await step('the team from the server', async () => {
      await teamLoaded(canvasElement);
      const [owner, admin, staff] = memberRows(canvasElement);
      await expect(owner).toHaveTextContent(MEMBER_OWNER.name);
      await expect(owner).toHaveTextContent(t('team:members.you'));
      await expect(admin).toHaveTextContent(MEMBER_ADMIN.email);
      await expect(staff).toHaveTextContent(MEMBER_STAFF.email);
      await expect(invitationRows(canvasElement)[0]).toHaveTextContent(INVITATION_PENDING.email);
      await expect(within(canvasElement).queryByTestId('team-read-only')).toBeNull();
      await expect(within(canvasElement).getByRole('heading', { level: 2, name: t('team:invite.title') })).toBeVisible();
      await expect(log.to('/api/team', 'get')).toHaveLength(1);
    });
    await step('in the shell, Team marked as the current page', async () => {
      await expectShell(canvasElement, 'team');
    });
    restFocus();
  },
};
export const OwnerLoadedArabic: Story = inLocale(OwnerLoaded, 'ae', { play: true });

/**
 * The owner invites Ana as an admin with the keyboard alone: the server gets the address, the role
 * and the language of her e-mail; the status names her, the form empties and her invitation waits
 * in the list the page loads again.
 */
export const OwnerInvites: Story = {
  play: async ({ canvasElement, step }) => {
    await teamLoaded(canvasElement);
    await step('typed, chosen and sent with the keyboard', async () => {
      emailField(canvasElement).focus();
      await userEvent.keyboard('ana@example.com');
      await userEvent.tab();
      const role = field(canvasElement, t('team:invite.role'));
      await expect(role).toHaveFocus();
      await userEvent.selectOptions(role, 'admin');
      await userEvent.tab();
      await expect(field(canvasElement, t('team:invite.language'))).toHaveFocus();
      await userEvent.tab();
      const submit = within(canvasElement).getByRole('button', { name: t('team:invite.submit') });
      await expect(submit).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    });
    await step('the server got it; the invitation waits in the list; the status names the address', async () => {
      // The log fills a request's body in once it is read.
      await waitFor(() =>
        expect(log.to('/api/team/invitations', 'post').map((call) => call.body)).toEqual([
          { email: 'ana@example.com', role: 'admin', language: pageLocale() },
        ]),
      );
      await waitFor(() => expect(invitationRows(canvasElement)).toHaveLength(3));
      await expect(invitationRows(canvasElement)[2]).toHaveTextContent('ana@example.com');
      await expect(invitationRows(canvasElement)[2]).toHaveTextContent(t('team:roles.admin'));
      const sent = await within(canvasElement).findByText(t('team:invite.sentTo', { email: storyIsolate('ana@example.com') }));
      await expect(sent).toHaveAttribute('role', 'status');
      await expect(emailField(canvasElement)).toHaveValue('');
      await expect(within(canvasElement).getByRole('button', { name: t('team:invite.submit') })).toHaveFocus();
      // Asked again after the invitation: what the server now holds.
      await expect(log.to('/api/team', 'get')).toHaveLength(2);
    });
    restFocus();
  },
};

/**
 * The owner removes Marta: asked first, in place on her row (no dialog), the confirm button
 * focused; Escape keeps her, Remove focused again. Confirmed, the server is asked, her row leaves
 * when the team loads again, the status says so and the focus is on the Members heading.
 */
export const OwnerRemovesAMember: Story = {
  play: async ({ canvasElement, step }) => {
    await teamLoaded(canvasElement);
    const deletes = () => log.to(`/api/team/members/${MEMBER_ADMIN.id}`, 'delete');
    const question = () =>
      within(canvasElement).findByRole('group', { name: t('team:remove.title', { name: storyIsolate(MEMBER_ADMIN.name) }) });
    const confirm = (group: HTMLElement) => within(group).getByRole('button', { name: t('team:remove.confirm') });
    await step('Remove asks first, on her row; Escape keeps her', async () => {
      await userEvent.click(removeButton(canvasElement, MEMBER_ADMIN.name));
      const asked = await question();
      await expect(asked).toHaveTextContent(t('team:remove.consequence'));
      await expect(asked.closest('[data-testid="team-member"]')).toHaveTextContent(MEMBER_ADMIN.email);
      await expect(within(document.body).queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(confirm(asked)).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(removeButton(canvasElement, MEMBER_ADMIN.name)).toHaveFocus());
      await expect(within(canvasElement).queryByTestId('team-remove-question')).toBeNull();
      await expect(deletes()).toHaveLength(0);
    });
    await step('asked again and confirmed', async () => {
      await userEvent.keyboard('{Enter}');
      const asked = await question();
      await waitFor(() => expect(confirm(asked)).toHaveFocus());
      await expect(deletes()).toHaveLength(0);
      await userEvent.click(confirm(asked));
      await waitFor(() => expect(within(canvasElement).queryByTestId('team-remove-question')).toBeNull());
    });
    await step('removed: the server was asked, the row left, the focus on the Members heading', async () => {
      await waitFor(() => expect(deletes()).toHaveLength(1));
      await waitFor(() => expect(memberRows(canvasElement)).toHaveLength(2));
      await expect(within(canvasElement).queryByText(MEMBER_ADMIN.email)).toBeNull();
      await expect(within(canvasElement).getByText(t('team:members.removed'))).toHaveAttribute('role', 'status');
      await waitFor(() => expect(membersHeading(canvasElement)).toHaveFocus());
    });
    restFocus();
  },
};

/** The server fails: the page says so and offers a retry, which loads the team; the focus goes to the Members heading. */
export const LoadFailsThenRetry: Story = {
  parameters: {
    msw: { handlers: [contract('get', '/api/team', () => HttpResponse.json({ error: 'Database unavailable' }, { status: 500 }), log)] },
  },
  play: async (context) => {
    const { canvasElement } = context;
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    await retryWithServerBack(context, teamApi);
    await waitFor(() => expect(memberRows(canvasElement)).toHaveLength(3));
    await expect(invitationRows(canvasElement)).toHaveLength(2);
    // The Try again button left with the focus: the heading of what loaded has it, not the body.
    await waitFor(() => expect(membersHeading(canvasElement)).toHaveFocus());
    restFocus();
  },
};

/** Omar Haddad, a staff member of the account (the session names him). */
const STAFF_SESSION = { id: MEMBER_STAFF.id, name: MEMBER_STAFF.name, email: MEMBER_STAFF.email, role: MEMBER_STAFF.role };
/** What the staff member may not open: the sidebar shows them disabled, with the reason. */
const LOCKED_FOR_STAFF = ['usage', 'delivery', 'goLive', 'buyCalls', 'botConfig', 'dataPrivacy', 'audit'] as const;

/**
 * A staff member opens the team: read-only (the reason said once, no control to manage it), their
 * own row marked; the sidebar names them with their role and shows the pages their role may not
 * open as disabled items with the reason, not links.
 */
export const StaffViewer: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    atoms: [...loggedIn, [memberAtom, STAFF_SESSION]],
    msw: { handlers: [contract('get', '/api/team', () => HttpResponse.json(teamSeenBy(MEMBER_STAFF)), log)] },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the team, read-only', async () => {
      await teamLoaded(canvasElement);
      await expect(canvas.getByTestId('team-read-only')).toHaveTextContent(t('team:readOnly'));
      const mine = memberRows(canvasElement).find((row) => row.textContent?.includes(MEMBER_STAFF.email));
      await expect(mine).toHaveTextContent(t('team:members.you'));
      await expect(mine).toHaveTextContent(t('team:roles.staff'));
      const content = main(canvasElement);
      await expect(content.queryByRole('button')).toBeNull();
      await expect(content.queryByRole('combobox')).toBeNull();
      await expect(content.queryByRole('textbox')).toBeNull();
      await expect(content.queryByRole('heading', { name: t('team:invite.title') })).toBeNull();
    });
    await step('the sidebar: the staff member with their role; Team the current page', async () => {
      const nav = within(canvas.getByRole('navigation', { name: t('dashboard:shell.navLabel') }));
      await expect(nav.getByText(MEMBER_STAFF.name)).toBeVisible();
      await expect(nav.getByTestId('shell-account-role')).toHaveTextContent(t('dashboard:roles.names.staff'));
      await expect(nav.getByRole('link', { name: t('dashboard:shell.nav.team') })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: t('dashboard:shell.nav.calls') })).toBeVisible();
    });
    await step('what the role may not open: disabled items with the reason, not links', async () => {
      const nav = within(canvas.getByRole('navigation', { name: t('dashboard:shell.navLabel') }));
      for (const id of LOCKED_FOR_STAFF) {
        const label = t(`dashboard:shell.nav.${id}`);
        await expect(nav.queryByRole('link', { name: label })).toBeNull();
        const item = nav.getByRole('button', { name: new RegExp(`^${escape(label)}`) });
        await expect(item).toHaveAttribute('aria-disabled', 'true');
        await expect(item).toHaveTextContent(t('dashboard:roles.lockedNav'));
      }
      await expect(log.to('/api/team', 'get')).toHaveLength(1);
    });
  },
};
