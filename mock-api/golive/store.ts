/**
 * What the mock API keeps per account to go live (collection `goLiveLines` of db.json, written
 * through `ctx.db.mutate`): the agent number, the business line, the state, the last test call and
 * the pause log. The number is taken inside the same `mutate` that checks the others, so two
 * accounts never get one number, and it is on disk (atomic write) before any answer names it.
 */
import { MockBusyUser, MockQuietUser, MockUser } from '../fixtures/users.ts';
import type { ForwardReason, GoLiveCountry, LineState, PauseMode } from '../../src/lib/golive/rules.ts';
import type { Schema } from '../../src/lib/contract.ts';
import { CALL_ACCOUNTS } from '../seed.ts';
import { collection, type Db } from '../store.ts';
import { freeNumber, NUMBER_POOL } from './pool.ts';

export const GOLIVE_COLLECTION = 'goLiveLines';
export const LOG_LIMIT = 20;

export type GoLiveLine = Schema<'GoLiveLine'>;

export interface GoLiveRecord {
  id: number;
  userId: number;
  country: GoLiveCountry;
  agentNumber: string | null;
  line: GoLiveLine | null;
  state: LineState;
  /** ms: since when live or paused. */
  since: number | null;
  detectedReason: ForwardReason | null;
  waitingUntil: number | null;
  lastForwardedAt: number | null;
  lastTest: { callId: string; at: number; forwarded: boolean; reason: ForwardReason | null } | null;
  pause: { mode: PauseMode; message: string | null } | null;
  /** Newest first. */
  log: { action: 'paused' | 'resumed' | 'live'; by: string; at: number }[];
}

export const recordsOf = (db: Db) => collection<GoLiveRecord>(db, GOLIVE_COLLECTION);

export function recordOf(db: Db, userId: number): GoLiveRecord | undefined {
  return recordsOf(db).find((record) => record.userId === userId);
}

export function blankRecord(id: number, userId: number, country: GoLiveCountry): GoLiveRecord {
  return {
    id,
    userId,
    country,
    agentNumber: null,
    line: null,
    state: 'not_connected',
    since: null,
    detectedReason: null,
    waitingUntil: null,
    lastForwardedAt: null,
    lastTest: null,
    pause: null,
    log: [],
  };
}

/**
 * The account's record, created if missing, with a number from its country's pool when
 * `eligible` (plan paid, identity approved). Call it inside `db.mutate`: the check of the numbers
 * taken and the taking are then one step no other request can come between.
 */
export function ensureRecord(db: Db, userId: number, country: GoLiveCountry, eligible: boolean): GoLiveRecord {
  const records = recordsOf(db);
  let record = records.find((entry) => entry.userId === userId);
  if (!record) {
    record = blankRecord(records.reduce((max, entry) => Math.max(max, entry.id), 0) + 1, userId, country);
    records.push(record);
  }
  if (eligible && !record.agentNumber) {
    const taken = new Set(records.flatMap((entry) => (entry.agentNumber ? [entry.agentNumber] : [])));
    record.agentNumber = freeNumber(record.country, taken);
  }
  return record;
}

/** Adds an entry to the log (newest first, bounded). */
export function logAction(record: GoLiveRecord, action: GoLiveRecord['log'][number]['action'], by: string, at: number): void {
  record.log.unshift({ action, by, at });
  record.log.length = Math.min(record.log.length, LOG_LIMIT);
}

/**
 * The demo accounts: the clinic is live on its Spanish landline (busy or unanswered after 15 s,
 * detected by its test call), the busy group live on every call, the quiet clinic has its number
 * and nothing connected yet.
 */
export function goLiveSeed(now: number = Date.now()): GoLiveRecord[] {
  const day = 86_400_000;
  const [clinic, busy, quiet] = [NUMBER_POOL.ES[0], NUMBER_POOL.ES[1], NUMBER_POOL.ES[2]] as string[];
  // The seeded test calls are in the call history (CALL_ACCOUNTS): the line's last test names them.
  const testOf = (userId: number) => {
    const call = CALL_ACCOUNTS.find((account) => account.userId === userId)?.testCall;
    if (!call) throw new Error(`no seeded test call for account ${userId}`);
    return { callId: call.id, at: now - call.daysAgo * day };
  };
  const clinicTest = testOf(MockUser.id);
  const busyTest = testOf(MockBusyUser.id);
  return [
    {
      ...blankRecord(1, MockUser.id, 'ES'),
      agentNumber: clinic ?? null,
      line: {
        country: 'ES',
        lineKind: 'landline',
        carrier: 'movistar',
        mode: 'conditional',
        conditions: ['busy', 'no_answer'],
        noAnswerSec: 15,
        businessNumber: '+34912345678',
        pbxTarget: null,
      },
      state: 'live',
      since: clinicTest.at,
      detectedReason: 'no_answer',
      lastForwardedAt: clinicTest.at,
      lastTest: { ...clinicTest, forwarded: true, reason: 'no_answer' },
      log: [{ action: 'live', by: 'Vozly', at: clinicTest.at }],
    },
    {
      ...blankRecord(2, MockBusyUser.id, 'ES'),
      agentNumber: busy ?? null,
      line: {
        country: 'ES',
        lineKind: 'pbx',
        carrier: 'other',
        mode: 'always',
        conditions: [],
        noAnswerSec: 15,
        businessNumber: '+34914445566',
        pbxTarget: busy ?? null,
      },
      state: 'live',
      since: busyTest.at,
      detectedReason: 'unconditional',
      lastForwardedAt: busyTest.at,
      lastTest: { ...busyTest, forwarded: true, reason: 'unconditional' },
      log: [{ action: 'live', by: 'Vozly', at: busyTest.at }],
    },
    { ...blankRecord(3, MockQuietUser.id, 'ES'), agentNumber: quiet ?? null },
  ];
}
