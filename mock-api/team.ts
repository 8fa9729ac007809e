/**
 * The people who share an account besides its owner, and the invitations that bring them in.
 *
 * The account is the owner's user record: every route keeps reading its data by that record, so a
 * member's session carries the owner's record as its user and the member beside it (sessions.ts).
 * A member's id is unique among the users' and members' ids, so the audit log's person ids never
 * mix an owner with a member.
 */
import type { Locale } from '../src/lib/locale.ts';
import type { MemberRole, Role, SessionMember } from '../src/lib/roles.ts';
import type { Db, SessionRecord, UserRecord } from './store.ts';
import { highestDeletedId } from './deletedAccounts.ts';
import { collection } from './store.ts';

export interface MemberRecord {
  id: number;
  /** The owner's user id: the account the member belongs to. */
  accountId: number;
  email: string;
  name: string;
  role: MemberRole;
  passwordHash: string;
  createdAt: string;
}

export interface InvitationRecord {
  id: number;
  accountId: number;
  email: string;
  role: MemberRole;
  language: Locale;
  tokenHash: string;
  sentAt: string;
  expiresAt: string;
}

/** How long an invitation's link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const members = (db: Db) => collection<MemberRecord>(db, 'members');
export const invitations = (db: Db) => collection<InvitationRecord>(db, 'invitations');

export function findMemberByEmail(db: Db, email: string): MemberRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return members(db).find((member) => member.email === wanted);
}

/**
 * A new person's id (a new account's owner or a member): above every user's and member's id and
 * every deleted account's. Reads without creating the members' collection: a sign-up writes
 * nothing but its own records.
 */
export function nextPersonId(db: Db): number {
  let max = highestDeletedId(db);
  for (const user of db.data.users) max = Math.max(max, user.id);
  const known = (db.data as Record<string, unknown>)['members'];
  if (Array.isArray(known)) for (const member of known as MemberRecord[]) max = Math.max(max, member.id);
  return max + 1;
}

/** The account's owner as a person: the user record's holder, with their own person id. */
export function ownerPerson(user: UserRecord): SessionMember {
  return { id: user.ownerPersonId ?? user.id, name: user.name, email: user.email, role: 'owner' satisfies Role };
}

/** The person behind a session: the owner (the account's user) or one of its members. */
export function sessionPerson(db: Db, session: SessionRecord, user: UserRecord): SessionMember | null {
  if (session.memberId === undefined) return ownerPerson(user);
  const member = members(db).find((m) => m.id === session.memberId && m.accountId === user.id);
  return member ? { id: member.id, name: member.name, email: member.email, role: member.role } : null;
}
