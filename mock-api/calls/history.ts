/**
 * The seeded call history: the demo accounts that have one (their plan, allowance, packages, card
 * and go-live test call) and writing it into an emptied call store, the ledger's opening lines
 * with it. The store writes it again on a data reset, and when its data folder holds an older
 * version of the history.
 */
import type { DatabaseSync } from 'node:sqlite';
import { CALL_HISTORY_DAYS } from '../../src/lib/calls.ts';
import type { CallPackageId } from '../../src/lib/dashboard.ts';
import type { BillingStart, Ledger } from '../billing/ledger.ts';
import { generateHistory, type CallRow } from './generate.ts';
import { testGreetingScript } from './scripts.ts';
import { madridOffset } from './time.ts';
import { spokenSec } from './timings.ts';

/** Bump when the generator changes: a data folder with an older history is regenerated. */
export const HISTORY_VERSION = 3;

/** The accounts with a call history, their plan and monthly allowance. */
export interface CallAccount {
  userId: number;
  seed: number;
  perWeekday: number;
  plan: 'essential' | 'advanced' | 'custom';
  /** Minutes included each month. */
  allowanceMinutes: number;
  /** The subscription started this many days ago (its first quarter is the guarantee's). */
  startedDaysAgo: number;
  /** The calls the guarantee expects in the first quarter. */
  expectedCalls: number;
  /** Packages bought, days ago. */
  packages: readonly { id: CallPackageId; daysAgo: number }[];
  billTo: BillingStart['billTo'];
  /** The card on file (its provider token), as the last 4 digits and brand. */
  card: { brand: string; last4: string } | null;
  /** The line's test call (go-live), this many days ago, from the owner's phone: in the history, marked, not billed. */
  testCall?: { id: string; daysAgo: number; from: string };
}

/** What the history is written into: the call store's database, its ledger and its insert. */
interface HistoryTarget {
  db: DatabaseSync;
  ledger: Ledger;
  insert: (row: CallRow) => void;
}

/** Empties the calls and the ledger, then writes every account's history up to `end` (inside the caller's transaction). */
export function writeHistory(store: HistoryTarget, accounts: readonly CallAccount[], end: number): void {
  store.db.exec('DROP TABLE IF EXISTS credits; DELETE FROM calls; DELETE FROM meta;');
  store.ledger.clear();
  for (const account of accounts) {
    const startedAt = end - account.startedDaysAgo * 86_400_000;
    store.ledger.open(account.userId, {
      plan: account.plan,
      allowanceMinutes: account.allowanceMinutes,
      startedAt,
      expectedCalls: account.expectedCalls,
      billTo: account.billTo,
    });
    if (account.card) store.ledger.saveCard(account.userId, `pm_seed_${account.userId}`, account.card.brand, account.card.last4);
    for (const pack of account.packages) store.ledger.buyPackage(account.userId, pack.id, 'package', end - pack.daysAgo * 86_400_000);
    const rows = generateHistory({
      userId: account.userId,
      seed: account.seed,
      perWeekday: account.perWeekday,
      outbound: account.plan === 'custom',
      days: CALL_HISTORY_DAYS,
      end,
      spokenSec,
      madridOffset,
    });
    for (const row of rows) store.insert(row);
    if (account.testCall) store.insert(seededTestCall(account.userId, account.testCall, end));
    store.ledger.settle(account.userId);
  }
  store.db.prepare("INSERT INTO meta (key, value) VALUES ('version', ?)").run(String(HISTORY_VERSION));
}

/** A seeded line's test call: the agent's test greeting, in Spanish (the demo accounts' call language). */
function seededTestCall(userId: number, call: NonNullable<CallAccount['testCall']>, end: number): CallRow {
  const script = testGreetingScript('es').id;
  return {
    id: call.id,
    userId,
    startedAt: end - call.daysAgo * 86_400_000,
    direction: 'inbound',
    callerNumber: call.from,
    callerName: null,
    durationSec: spokenSec(script),
    outcome: 'information',
    script,
    callbackOf: null,
    testCall: true,
  };
}
