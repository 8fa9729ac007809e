import type { User } from '../src/lib/types.ts';
import { samePhone } from '../src/lib/validation.ts';

/** A user as stored: the public fields plus the password hash, which never leaves the server. */
export interface UserRecord extends User {
  passwordHash: string;
  createdAt: string;
}

export interface SessionRecord {
  id: string;
  tokenHash: string;
  userId: number;
  persistent: boolean;
  createdAt: string;
  expiresAt: string;
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
  write(): unknown;
}

export interface Db {
  readonly data: DbShape;
  /** Writes the db file. */
  save(): void;
  /** Replaces every collection. */
  replace(state: DbShape): void;
}

export function wrapDb(low: LowLike): Db {
  return {
    get data() {
      return low.getState() as DbShape;
    },
    save() {
      low.write();
    },
    replace(state) {
      low.setState(state);
      low.write();
    },
  };
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
  const { passwordHash: _hash, createdAt: _created, ...user } = record;
  return user;
}

export function findUserByEmail(db: Db, email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return db.data.users.find((user) => user.email.toLowerCase() === wanted);
}

export function findUserByPhone(db: Db, phone: string): UserRecord | undefined {
  return db.data.users.find((user) => samePhone(user.phone, phone));
}
