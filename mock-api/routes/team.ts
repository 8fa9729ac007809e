/**
 * The account's team: its members, their roles and the invitations that bring them in (team.ts
 * keeps the records; src/lib/roles.ts says what each role may do, and the role gate refuses the
 * rest before any route runs). Everyone in the account sees the team; only the owner changes it.
 *
 * - GET /api/team: the owner, then the members by name, and the invitations not yet accepted.
 * - POST /api/team/invitations: mails a link valid 7 days, in the language chosen for the invitee.
 * - POST /api/team/invitations/{id}/resend: a new link (the old one stops working), 7 more days.
 * - DELETE /api/team/invitations/{id}: the link stops working.
 * - PUT /api/team/members/{id}: admin or staff. DELETE: removes a member and ends their sessions.
 * - DELETE /api/team/members/{id}/sessions: ends a member's sessions (a lost phone); they stay in the team.
 * - POST /api/team/owner: hands the account to an admin (teamOwner.ts).
 * - GET /api/invitations/{token}, POST .../accept: the invitee's side, without a session.
 *
 * Another account's members and invitations answer 404, as unknown ones do. An account holds at
 * most TEAM_LIMIT members and pending invitations together.
 */
import type { Express, Request } from 'express';
import { isLocale, LOCALE_INFO, localizePath, type Locale } from '../../src/lib/locale.ts';
import type { MemberRole, SessionMember } from '../../src/lib/roles.ts';
import type { Schema } from '../../src/lib/contract.ts';
import type { ApiContext, ApiModule } from '../context.ts';
import { normalizeEmail, route, sendError } from '../http.ts';
import { mailText } from '../mailTexts.ts';
import { addMessages, msg } from '../messages.ts';
import { hashPassword, newToken, sha256 } from '../security.ts';
import { authOf, clientOf, createSession, endMemberSessions, requireAuth, setSessionCookie } from '../sessions.ts';
import { findUserByEmail, publicUser, type UserRecord } from '../store.ts';
import {
  findMemberByEmail,
  INVITATION_TTL_MS,
  invitations,
  members,
  nextPersonId,
  ownerPerson,
  type InvitationRecord,
  type MemberRecord,
} from '../team.ts';
import { MockUser, DEMO_TEAM_PASSWORDS } from '../fixtures/users.ts';

/** Members and pending invitations of one account, together. */
export const TEAM_LIMIT = 50;

addMessages({
  en: {
    teamAlreadyMember: 'This address already signs in to Vozly.',
    teamAlreadyInvited: 'This address already has an invitation: resend it instead.',
    teamFull: `A team has at most ${TEAM_LIMIT} people, invitations included.`,
    teamMemberNotFound: 'This member is no longer in the team.',
    teamInvitationNotFound: 'This invitation no longer exists.',
    invitationNotFound: 'This invitation link is not valid: it may have been used or revoked.',
    invitationExpired: 'This invitation has expired. Ask the account’s owner to send it again.',
  },
  es: {
    teamAlreadyMember: 'Esta dirección ya inicia sesión en Vozly.',
    teamAlreadyInvited: 'Esta dirección ya tiene una invitación: reenvíala.',
    teamFull: `Un equipo tiene como máximo ${TEAM_LIMIT} personas, invitaciones incluidas.`,
    teamMemberNotFound: 'Este miembro ya no está en el equipo.',
    teamInvitationNotFound: 'Esta invitación ya no existe.',
    invitationNotFound: 'Este enlace de invitación no es válido: puede que ya se haya usado o revocado.',
    invitationExpired: 'Esta invitación ha caducado. Pide al titular de la cuenta que la envíe de nuevo.',
  },
  ar: {
    teamAlreadyMember: 'هذا العنوان يسجّل الدخول إلى Vozly بالفعل.',
    teamAlreadyInvited: 'لهذا العنوان دعوة بالفعل: أعد إرسالها بدلًا من ذلك.',
    teamFull: `يضم الفريق ${TEAM_LIMIT} شخصًا على الأكثر، بما في ذلك الدعوات.`,
    teamMemberNotFound: 'لم يعد هذا العضو في الفريق.',
    teamInvitationNotFound: 'لم تعد هذه الدعوة موجودة.',
    invitationNotFound: 'رابط الدعوة هذا غير صالح: ربما استُخدم أو أُلغي.',
    invitationExpired: 'انتهت صلاحية هذه الدعوة. اطلب من مالك الحساب إرسالها مرة أخرى.',
  },
});

type TeamMember = Schema<'TeamMember'>;
type Invitation = Schema<'Invitation'>;

/** Where the invitation's link opens: the portal's invitation page, in the invitee's language. */
export const INVITATION_SCREEN_PATH = '/invitation';

function register(app: Express, ctx: ApiContext) {
  const auth = requireAuth(ctx);
  const iso = (ms: number) => new Date(ms).toISOString();
  const companyOf = (account: UserRecord) => account.company?.name.trim() || account.name;
  const ofAccount = <T extends { id: number; accountId: number }>(list: T[], accountId: number, id: number) =>
    list.find((record) => record.id === id && record.accountId === accountId);

  const memberView = (member: MemberRecord, you: SessionMember): TeamMember => ({
    id: member.id,
    name: member.name,
    email: member.email,
    role: member.role,
    you: you.id === member.id,
    joinedAt: member.createdAt,
  });
  const invitationView = (invitation: InvitationRecord): Invitation => ({
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    language: invitation.language,
    sentAt: invitation.sentAt,
    expiresAt: invitation.expiresAt,
    expired: Date.parse(invitation.expiresAt) <= ctx.now(),
  });

  /** Mails the invitation's link (a new token each time: the last one sent is the one that works). */
  const sendInvitation = (invitation: InvitationRecord, account: UserRecord, inviter: string): void => {
    const token = newToken();
    const now = ctx.now();
    invitation.tokenHash = sha256(token);
    invitation.sentAt = iso(now);
    invitation.expiresAt = iso(now + INVITATION_TTL_MS);
    const lang = LOCALE_INFO[invitation.language].lang;
    const link = `${ctx.config.portalUrl}${localizePath(INVITATION_SCREEN_PATH, invitation.language)}?token=${encodeURIComponent(token)}`;
    const company = companyOf(account);
    ctx.sendMail({
      kind: 'invitation',
      to: invitation.email,
      subject: mailText(lang, 'invitation.subject', { inviter, company }),
      text: mailText(lang, 'invitation.text', {
        inviter,
        company,
        role: mailText(lang, `invitation.roles.${invitation.role}`),
        until: invitation.expiresAt.slice(0, 16).replace('T', ' '),
        link,
      }),
      link,
    });
  };

  const record = (account: UserRecord, who: { id: number; name: string }, action: Schema<'AuditAction'>, detail: string) =>
    ctx.jobs.run('auditRecord', () => ctx.services.audit.record(account.id, who, action, ctx.now(), detail));

  app.get(
    '/api/team',
    auth,
    route((_req, res) => {
      const { user, member: you } = authOf(res);
      const owner: TeamMember = {
        id: ownerPerson(user).id,
        name: user.name,
        email: user.email,
        role: 'owner',
        you: you.role === 'owner',
        joinedAt: user.createdAt,
      };
      const team = members(ctx.db)
        .filter((m) => m.accountId === user.id)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((m) => memberView(m, you));
      const pending = invitations(ctx.db)
        .filter((i) => i.accountId === user.id)
        .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt))
        .map(invitationView);
      res.json({ members: [owner, ...team], invitations: pending });
    }),
  );

  app.post(
    '/api/team/invitations',
    auth,
    route((req, res) => {
      const { user, member: inviter } = authOf(res);
      const body = req.body as { email: string; role: MemberRole; language: Locale };
      const email = normalizeEmail(body.email);
      // Nobody joins an account on its way out (routes/accountDeletion.ts).
      if (user.deletionScheduledFor) return sendError(res, 409, msg(req, 'deletionCancelFirst'));
      if (findUserByEmail(ctx.db, email) || findMemberByEmail(ctx.db, email)) return sendError(res, 409, msg(req, 'teamAlreadyMember'));
      const created = ctx.db.mutate(() => {
        const pending = invitations(ctx.db);
        if (pending.some((i) => i.accountId === user.id && i.email === email)) return 'teamAlreadyInvited' as const;
        const size = members(ctx.db).filter((m) => m.accountId === user.id).length + pending.filter((i) => i.accountId === user.id).length;
        if (size >= TEAM_LIMIT) return 'teamFull' as const;
        const invitation: InvitationRecord = {
          id: pending.reduce((max, i) => Math.max(max, i.id), 0) + 1,
          accountId: user.id,
          email,
          role: body.role,
          language: isLocale(body.language) ? body.language : 'en',
          tokenHash: '',
          sentAt: '',
          expiresAt: '',
        };
        sendInvitation(invitation, user, inviter.name);
        pending.push(invitation);
        return invitation;
      });
      if (typeof created === 'string') return sendError(res, 409, msg(req, created));
      record(user, inviter, 'member.invited', `${email} (${created.role})`);
      res.status(201).json(invitationView(created));
    }),
  );

  app.post(
    '/api/team/invitations/:id/resend',
    auth,
    route((req, res) => {
      const { user, member: inviter } = authOf(res);
      const invitation = ofAccount(invitations(ctx.db), user.id, Number(req.params.id));
      if (!invitation) return sendError(res, 404, msg(req, 'teamInvitationNotFound'));
      ctx.db.mutate(() => sendInvitation(invitation, user, inviter.name));
      res.json(invitationView(invitation));
    }),
  );

  app.delete(
    '/api/team/invitations/:id',
    auth,
    route((req, res) => {
      const { user, member: who } = authOf(res);
      const id = Number(req.params.id);
      const gone = ctx.db.mutate((data) => {
        const invitation = ofAccount(invitations(ctx.db), user.id, id);
        if (invitation) data.invitations = invitations(ctx.db).filter((i) => i !== invitation);
        return invitation;
      });
      if (!gone) return sendError(res, 404, msg(req, 'teamInvitationNotFound'));
      record(user, who, 'invitation.revoked', gone.email);
      res.status(204).end();
    }),
  );

  app.put(
    '/api/team/members/:id',
    auth,
    route((req, res) => {
      const { user, member: who } = authOf(res);
      const member = ofAccount(members(ctx.db), user.id, Number(req.params.id));
      if (!member) return sendError(res, 404, msg(req, 'teamMemberNotFound'));
      const role = (req.body as { role: MemberRole }).role;
      if (member.role !== role) {
        ctx.db.mutate(() => {
          member.role = role;
        });
        record(user, who, 'member.changed', `${member.name}: ${role}`);
      }
      res.json(memberView(member, who));
    }),
  );

  app.delete(
    '/api/team/members/:id',
    auth,
    route((req, res) => {
      const { user, member: who } = authOf(res);
      const id = Number(req.params.id);
      const gone = ctx.db.mutate((data) => {
        const member = ofAccount(members(ctx.db), user.id, id);
        if (!member) return null;
        data.members = members(ctx.db).filter((m) => m !== member);
        // At once: their next request, wherever it comes from, is refused.
        endMemberSessions(ctx, user.id, member.id);
        return member;
      });
      if (!gone) return sendError(res, 404, msg(req, 'teamMemberNotFound'));
      record(user, who, 'member.removed', gone.name);
      res.status(204).end();
    }),
  );

  type Refusal = { problem: 404 | 409 | 410; key: string };
  app.delete(
    '/api/team/members/:id/sessions',
    auth,
    route((req, res) => {
      const { user, member: who } = authOf(res);
      const member = ofAccount(members(ctx.db), user.id, Number(req.params.id));
      if (!member) return sendError(res, 404, msg(req, 'teamMemberNotFound'));
      const ended = endMemberSessions(ctx, user.id, member.id);
      record(user, who, 'member.signedOut', member.name);
      res.json({ ended });
    }),
  );

  /** The invitation a link's token names, with its account; or why not. */
  const invitationOf = (req: Request): Refusal | { invitation: InvitationRecord; account: UserRecord } => {
    const hash = sha256(String(req.params.token));
    const invitation = invitations(ctx.db).find((i) => i.tokenHash === hash);
    const account = invitation && ctx.db.data.users.find((u) => u.id === invitation.accountId);
    if (!invitation || !account) return { problem: 404, key: 'invitationNotFound' };
    if (Date.parse(invitation.expiresAt) <= ctx.now()) return { problem: 410, key: 'invitationExpired' };
    return { invitation, account };
  };

  app.get(
    '/api/invitations/:token',
    route((req, res) => {
      const found = invitationOf(req);
      if ('problem' in found) return sendError(res, found.problem, msg(req, found.key));
      const { invitation, account } = found;
      res.json({ email: invitation.email, company: companyOf(account), role: invitation.role, language: invitation.language });
    }),
  );

  app.post(
    '/api/invitations/:token/accept',
    route(async (req, res) => {
      const before = invitationOf(req);
      if ('problem' in before) return sendError(res, before.problem, msg(req, before.key));
      const body = req.body as { name: string; password: string };
      // The slow hash first; then everything is checked again inside the one write.
      const passwordHash = await hashPassword(body.password);
      const joined = ctx.db.mutate((data): Refusal | { member: MemberRecord; account: UserRecord; token: string } => {
        const found = invitationOf(req);
        if ('problem' in found) return found;
        const { invitation, account } = found;
        if (findUserByEmail(ctx.db, invitation.email) || findMemberByEmail(ctx.db, invitation.email))
          return { problem: 409, key: 'teamAlreadyMember' };
        const member: MemberRecord = {
          id: nextPersonId(ctx.db),
          accountId: account.id,
          email: invitation.email,
          name: body.name.trim(),
          role: invitation.role,
          passwordHash,
          createdAt: iso(ctx.now()),
        };
        members(ctx.db).push(member);
        // Once: the link is gone with the invitation.
        data.invitations = invitations(ctx.db).filter((i) => i !== invitation);
        ctx.loggedIn(account, { id: member.id, name: member.name });
        const token = createSession(ctx, account.id, true, clientOf(req), member.id);
        return { member, account, token };
      });
      if ('problem' in joined) return sendError(res, joined.problem, msg(req, joined.key));
      const { member, account, token } = joined;
      record(account, member, 'member.joined', member.role);
      setSessionCookie(res, token, true);
      const person: SessionMember = { id: member.id, name: member.name, email: member.email, role: member.role };
      res.status(201).json({ user: publicUser(account), token, member: person });
    }),
  );
}

const DAY = 24 * 60 * 60 * 1000;

export const teamModule: ApiModule = {
  name: 'team',
  register,
  // The demo account's admin and staff member (their passwords are in the README), and one invitation waiting.
  seed: async () => {
    const now = Date.now();
    const team: Omit<MemberRecord, 'passwordHash'>[] = [
      {
        id: 1001,
        accountId: MockUser.id,
        email: 'admin@example.com',
        name: 'Marta Ruiz',
        role: 'admin',
        createdAt: new Date(now - 40 * DAY).toISOString(),
      },
      {
        id: 1002,
        accountId: MockUser.id,
        email: 'staff@example.com',
        name: 'Omar Haddad',
        role: 'staff',
        createdAt: new Date(now - 12 * DAY).toISOString(),
      },
    ];
    const pending: InvitationRecord = {
      id: 1,
      accountId: MockUser.id,
      email: 'pablo@example.com',
      role: 'staff',
      language: 'es',
      // Nobody holds this link's token: the owner resends it to try the flow.
      tokenHash: '0'.repeat(64),
      sentAt: new Date(now - 2 * DAY).toISOString(),
      expiresAt: new Date(now + 5 * DAY).toISOString(),
    };
    const withPasswords = await Promise.all(
      team.map(async (m) => ({ ...m, passwordHash: await hashPassword(DEMO_TEAM_PASSWORDS[m.role]) })),
    );
    return { members: withPasswords, invitations: [pending] };
  },
};
