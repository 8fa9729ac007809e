/**
 * The audit log's actions: what the mock API records and the portal names (the contract's
 * `AuditAction`). One list, so a new action is added once.
 */
import type { Schema } from './contract.ts';

export type AuditAction = Schema<'AuditAction'>;
export type AuditEntry = Schema<'AuditEntry'>;
export type AuditPage = Schema<'AuditPage'>;

export const AUDIT_ACTIONS = [
  'login',
  'account.changed',
  'billing.changed',
  'calls.exported',
  'agent.changed',
  'agent.published',
  'agent.restored',
  'delivery.changed',
  'line.saved',
  'line.tested',
  'line.paused',
  'line.resumed',
  'retention.changed',
  'caller.exported',
  'caller.erased',
  'audit.exported',
  'account.exported',
  'member.invited',
  'invitation.revoked',
  'member.joined',
  'member.changed',
  'member.removed',
  'member.signedOut',
  'owner.transferred',
  'account.deletionRequested',
  'account.deletionCancelled',
  'recording.downloaded',
] as const satisfies readonly AuditAction[];

/** How long an entry is kept: a year. */
export const AUDIT_KEEP_DAYS = 365;

/** One page of the log. */
export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  /** A person's id (the owner's or a member's), or ''. */
  person: string;
  action: AuditAction | '';
  /** `YYYY-MM-DD`, inclusive, or ''. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { person: '', action: '', from: '', to: '' };
