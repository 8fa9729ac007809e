import type { Express } from 'express';
import type { MockApiConfig } from './config.ts';
import type { JobRunner } from './jobs.ts';
import type { Services } from './services.ts';
import type { Db, MailRecord, UserRecord } from './store.ts';

/** A member (not the owner) who logged in to an account. */
export interface LoginMember {
  id: number;
  name: string;
}

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
}

/** What every route module gets. */
export interface ApiContext {
  db: Db;
  /** Live data folder (db file, uploads); never served. */
  dataDir: string;
  /** Uploaded documents, under generated names. */
  uploadsDir: string;
  /** Puts an e-mail in the outbox (collection `outbox`, and a console line with its link). */
  sendMail: (mail: OutgoingMail) => MailRecord;
  /** The clock, in ms (tests move it to check expiries). */
  now: () => number;
  /** The server's settings, read once when it was created (config.ts). */
  config: MockApiConfig;
  /** Registers what a module keeps in memory (throttles, caches) to clear on a data reset. */
  onReset: (clear: () => void) => void;
  /** Puts the data back to the seed and clears what modules registered (dev and tests only). */
  reset: () => void;
  /**
   * Every background job (timers, work started outside a request) runs through here: a failure
   * is logged and the server keeps running (jobs.ts). Never call setInterval/setTimeout for work directly.
   */
  jobs: JobRunner;
  /** Registers what a module releases when the server closes (open databases). */
  onClose: (release: () => void) => void;
  /**
   * Registers what a module does when someone logs in to an account (run inside the login's
   * `db.mutate`): `member` when a member, not the owner, logged in.
   */
  onLogin: (hook: (user: UserRecord, member?: LoginMember) => void) => void;
  /** Runs the login hooks (the auth module calls it on a successful login). */
  loggedIn: (user: UserRecord, member?: LoginMember) => void;
  /** What one part of the API offers the others (the call store, the studio's agents), built before any module registers (services.ts). */
  services: Services;
}

/**
 * A slice of the API: its routes, the collections it seeds, and the collections json-server's
 * generic router may serve read-only (only harmless catalogues: never users, sessions or tokens).
 */
export interface ApiModule {
  name: string;
  register: (app: Express, ctx: ApiContext) => void;
  seed?: () => Promise<Record<string, unknown[]>> | Record<string, unknown[]>;
  publicCollections?: readonly string[];
}
