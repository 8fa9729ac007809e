import type { User } from '../src/lib/types.ts';
import { samePhone } from '../src/lib/validation.ts';

/** A user as stored: the public fields plus the password hash, which never leaves the server. */
export interface UserRecord extends User {
  passwordHash: string;
  createdAt: string;
  /**
   * False after the address was changed in the dashboard, until a link mailed to the new one is
   * opened (verification or password reset). Absent: the address is the one the account proved.
   */
  emailConfirmed?: boolean;
  /**
   * The owner's person id (the audit log's and the team's), once the account was handed over to
   * a member: the id that person had as a member. Absent: the account's first holder, `id`.
   */
  ownerPersonId?: number;
  /** Set while the account is being deleted for good (accountPurge.ts: the purge's journal). */
  deletionUnderway?: boolean;
}

export interface SessionRecord {
  id: string;
  tokenHash: string;
  userId: number;
  persistent: boolean;
  createdAt: string;
  expiresAt: string;
  /** The browser's User-Agent at sign-in (at most 300 characters), for the sessions list. */
  userAgent?: string;
  /** The address it signed in from. */
  ip?: string;
  /** When it last made a signed-in request (written at most every few minutes; see sessions.ts). */
  lastSeenAt?: string;
  /** A member's session (team.ts): `userId` is then the account's owner. Absent for the owner. */
  memberId?: number;
}

export interface MailRecord {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  createdAt: string;
}

export interface OneTimeTokenRecord {
  id: number;
  tokenHash: string;
  userId: number;
  /** A member's link (a forgotten password): `userId` is then the account's owner. Absent for the owner. */
  memberId?: number;
  expiresAt: string;
  usedAt: string | null;
}

/** The core collections; route modules add their own (see `collection`). */
export interface DbShape {
  users: UserRecord[];
  sessions: SessionRecord[];
  outbox: MailRecord[];
  verificationTokens: OneTimeTokenRecord[];
  [name: string]: unknown[];
}

/** The lowdb instance behind json-server's router, seen through a typed window. */
export interface LowLike {
  getState(): unknown;
  setState(state: unknown): unknown;
}

export interface Db {
  readonly data: DbShape;
  /**
   * The one write path of the store: runs `change` on the data, synchronously, then writes the
   * file once (atomically, see dbfile.ts) and returns what `change` returned. Nothing else runs
   * in between, so a uniqueness check, an id allocation and the insert made inside one `mutate`
   * can never interleave with another request. Do the slow work (password hashing, file I/O)
   * before, then re-check inside. Nested calls write once, when the outermost one ends. An
   * async function is refused: its awaits would break the guarantee.
   */
  mutate<T>(change: (data: DbShape) => T): T;
  /** Writes the file now (or at the end of the current `mutate`). Prefer `mutate`. */
  save(): void;
  /** Replaces every collection (data reset), and writes the file. */
  replace(state: DbShape): void;
}

/**
 * The store: json-server's in-memory lowdb holds the state (its router serves the public
 * catalogues from it), and every change is written by `persist`.
 */
export function wrapDb(low: LowLike, persist: (state: DbShape) => void): Db {
  let depth = 0;
  const data = () => low.getState() as DbShape;
  const db: Db = {
    get data() {
      return data();
    },
    mutate(change) {
      depth += 1;
      let result: ReturnType<typeof change>;
      try {
        result = change(data());
      } finally {
        depth -= 1;
      }
      if (result && typeof (result as { then?: unknown }).then === 'function') {
        throw new TypeError('db.mutate takes a synchronous function: do the awaited work first, then mutate.');
      }
      if (depth === 0) persist(data());
      return result;
    },
    save() {
      db.mutate(() => undefined);
    },
    replace(state) {
      low.setState(state);
      persist(state);
    },
  };
  return db;
}

/** A collection by name, created empty when missing. */
export function collection<T>(db: Db, name: string): T[] {
  const data = db.data as Record<string, unknown[]>;
  if (!Array.isArray(data[name])) data[name] = [];
  return data[name] as T[];
}

/** The next numeric id of a collection. */
export function nextId(records: readonly { id: number }[]): number {
  return records.reduce((max, record) => Math.max(max, record.id), 0) + 1;
}

/** The public view of a user: never the password hash. */
export function publicUser(record: UserRecord): User {
  const {
    passwordHash: _hash,
    createdAt: _created,
    emailConfirmed: _confirmed,
    ownerPersonId: _owner,
    deletionUnderway: _underway,
    ...user
  } = record;
  return user;
}

export function findUserByEmail(db: Db, email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return db.data.users.find((user) => user.email.toLowerCase() === wanted);
}

export function findUserByPhone(db: Db, phone: string): UserRecord | undefined {
  return db.data.users.find((user) => samePhone(user.phone, phone));
}
