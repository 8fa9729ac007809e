/**
 * The go-live answer of an account: its record as the contract's `GoLive`, with the checklist
 * (read from the modules that own each step) and the problems to name before they bite.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Schema } from '../../src/lib/contract.ts';
import { isGoLiveCountry, STALE_LINE_MS, transferLoops, type GoLiveCountry } from '../../src/lib/golive/rules.ts';
import type { StudioSetup } from '../../src/lib/studio/types.ts';
import { samePhone } from '../../src/lib/validation.ts';
import type { CallStore } from '../calls/store.ts';
import type { ApiContext } from '../context.ts';
import { liveVersion, STUDIO_COLLECTIONS, type DraftRecord } from '../studio/store.ts';
import { collection, type UserRecord } from '../store.ts';
import type { GoLiveRecord } from './store.ts';

export type GoLive = Schema<'GoLive'>;
type Warning = GoLive['warnings'][number];

/** The country of the account's own phone number when it has a pool there, else Spain (the portal's home market). */
export function countryOf(user: UserRecord): GoLiveCountry {
  const country = parsePhoneNumberFromString(user.phone)?.country ?? '';
  return isGoLiveCountry(country) ? country : 'ES';
}

/** The country a business number belongs to (libphonenumber, as the signup's phone rules). */
export function numberCountry(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone);
  return parsed?.isValid() ? (parsed.country ?? null) : null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export class GoLiveReader {
  private delivery: DatabaseSync | null = null;
  private readonly ctx: ApiContext;
  private readonly calls: CallStore;

  constructor(ctx: ApiContext, calls: CallStore) {
    this.ctx = ctx;
    this.calls = calls;
    ctx.onClose(() => this.delivery?.close());
  }

  planPaid(userId: number): boolean {
    return this.calls.ledger.period(userId) !== null;
  }

  /**
   * Whether results go somewhere (a post-call e-mail rule, the digest or a webhook endpoint):
   * read from the delivery module's own database, read-only, so this module never writes there.
   */
  resultsDelivered(userId: number): boolean {
    const file = path.join(this.ctx.dataDir, 'delivery.sqlite');
    if (!this.delivery) {
      if (!existsSync(file)) return false;
      this.delivery = new DatabaseSync(file, { readOnly: true });
    }
    const row = this.delivery
      .prepare(
        'SELECT (SELECT COUNT(*) FROM rules WHERE user_id = ?) + (SELECT COUNT(*) FROM endpoints WHERE user_id = ? AND enabled = 1) + (SELECT COUNT(*) FROM digests WHERE user_id = ? AND enabled = 1) AS n',
      )
      .get(userId, userId, userId) as { n: number };
    return row.n > 0;
  }

  /** The transfer-to-a-person target the agent would use: the studio's draft, else its live version. */
  transferTarget(userId: number): string | null {
    const draft = collection<DraftRecord>(this.ctx.db, STUDIO_COLLECTIONS.drafts).find((entry) => entry.userId === userId);
    const setup: Pick<StudioSetup, 'actions'> | undefined = draft?.setup ?? liveVersion(this.ctx, userId)?.setup;
    const transfer = setup?.actions.transfer;
    return transfer?.enabled && transfer.number ? transfer.number : null;
  }

  /** The latest call that reached the agent's number (the history's newest inbound call). */
  lastInbound(userId: number): number | null {
    const row = this.calls.db
      .prepare("SELECT MAX(started_at) AS at FROM calls WHERE user_id = ? AND direction = 'inbound' AND started_at <= ?")
      .get(userId, this.ctx.now()) as { at: number | null };
    return row.at;
  }

  answer(record: GoLiveRecord, user: UserRecord): GoLive {
    const now = this.ctx.now();
    const expired = record.state === 'waiting' && record.waitingUntil !== null && now > record.waitingUntil;
    const state = expired ? (record.detectedReason ? 'live' : 'not_connected') : record.state;
    const warnings: Warning[] = [];
    const { line, agentNumber } = record;
    if (line && agentNumber && samePhone(line.businessNumber, agentNumber)) warnings.push({ code: 'sameNumber', since: null });
    const transfer = this.transferTarget(user.id);
    if (transfer && transferLoops(transfer, { agentNumber, businessNumber: line?.businessNumber ?? null }))
      warnings.push({ code: 'transferLoop', since: null });
    if (line?.lineKind === 'pbx' && agentNumber && line.pbxTarget && !samePhone(line.pbxTarget, agentNumber))
      warnings.push({ code: 'pbxTargetMismatch', since: null });
    let stale = false;
    if (state === 'live' && record.since !== null && now - record.since > STALE_LINE_MS) {
      const seen = Math.max(record.lastForwardedAt ?? 0, this.lastInbound(user.id) ?? 0, record.since);
      if (now - seen > STALE_LINE_MS) {
        stale = true;
        warnings.push({ code: 'staleLine', since: iso(seen) });
      }
    }
    const passed = (state === 'live' || state === 'paused') && record.detectedReason !== null;
    return {
      agentNumber,
      country: record.country,
      state,
      since: state === 'live' || state === 'paused' ? iso(record.since) : null,
      detectedReason: passed ? record.detectedReason : null,
      waitingUntil: state === 'waiting' ? iso(record.waitingUntil) : null,
      lastForwardedAt: iso(record.lastForwardedAt),
      line,
      lastTest: record.lastTest ? { ...record.lastTest, at: iso(record.lastTest.at) as string } : null,
      pause: state === 'paused' ? record.pause : null,
      checklist: {
        planPaid: this.planPaid(user.id),
        identityApproved: user.kyc_status === 'approved',
        agentPublished: liveVersion(this.ctx, user.id) !== null,
        lineConnected: line !== null,
        testPassed: passed && !stale,
        resultsDelivered: this.resultsDelivered(user.id),
      },
      warnings,
      log: record.log.map((entry) => ({ ...entry, at: iso(entry.at) as string })),
    };
  }
}
