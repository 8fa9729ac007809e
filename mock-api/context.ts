import type { Express } from 'express';
import type { Db, MailRecord } from './store.ts';

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
  quiet: boolean;
  /** Registers what a module keeps in memory (throttles, caches) to clear on a data reset. */
  onReset: (clear: () => void) => void;
  /** Puts the data back to the seed and clears what modules registered (dev and tests only). */
  reset: () => void;
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
