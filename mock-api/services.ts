/**
 * What one part of the API offers the others, by name. Built once per server, before any module
 * registers its routes, and handed to them as `ctx.services`: a route module never imports another
 * route module nor leaves a function on the context for another to find, so which module depends
 * on which is written here, in one place.
 */
import path from 'node:path';
import { AuditLog } from './audit/log.ts';
import { CallStore } from './calls/store.ts';
import type { ApiContext } from './context.ts';
import { DeliveryStore } from './delivery/store.ts';
import { CALL_ACCOUNTS } from './seed.ts';
import { createStudioService, type StudioService } from './studio/service.ts';

export interface Services {
  /** Every account's calls, their statistics and the minutes ledger (calls/store.ts); the calls, usage, payments, delivery, studio and go-live routes read and write it. */
  calls: CallStore;
  /** The agents prepared from the studio's drafts and versions, and the questions they could not answer (the daily digest lists them). */
  studio: StudioService;
  /** Delivery's rules, endpoints and webhook log (delivery/store.ts); the delivery routes own it, the privacy routes export and erase a caller's messages in it. */
  delivery: DeliveryStore;
  /** Who did what and when, per account (audit/log.ts); the audit routes record and read it. */
  audit: AuditLog;
}

export function createServices(ctx: ApiContext): Services {
  const calls = new CallStore(path.join(ctx.dataDir, 'calls.sqlite'), CALL_ACCOUNTS, ctx.now);
  ctx.onReset(() => calls.reset());
  ctx.onClose(() => calls.close());
  const delivery = new DeliveryStore(path.join(ctx.dataDir, 'delivery.sqlite'), ctx.config.secretKey);
  ctx.onReset(() => delivery.clear());
  ctx.onClose(() => delivery.close());
  const audit = new AuditLog(path.join(ctx.dataDir, 'audit.sqlite'));
  ctx.onReset(() => audit.clear());
  ctx.onClose(() => audit.close());
  return { calls, studio: createStudioService(ctx, calls), delivery, audit };
}
