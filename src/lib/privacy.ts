/**
 * Privacy: how long a call's recording and transcript are kept. The portal's choices and the mock
 * API's rule come from here, the types from the contract.
 */
import type { Schema } from './contract.ts';

export type Privacy = Schema<'Privacy'>;
export type RetentionDays = Schema<'RetentionDays'>;
export type CallerData = Schema<'CallerData'>;
export type CallerExport = Schema<'CallerExport'>;
export type CallerErasure = Schema<'CallerErasure'>;

/** An example number the page shows in its hints (the format a caller's number is entered in). */
export const CALLER_NUMBER_EXAMPLE = '+34 600 111 222';

/** Whether a typed number can be looked up: `+`, a country code and the number (spaces, dots, dashes and brackets allowed). */
export function isCallerNumber(value: string): boolean {
  return /^\+\d{8,15}$/.test(value.replace(/[\s().-]/g, ''));
}

/** The periods offered, shortest first; null keeps recordings until the account deletes them. */
export const RETENTION_CHOICES: readonly RetentionDays[] = [30, 90, 365, null];

/** Whether a new period deletes recordings the saved one keeps (a shorter period, or any after none). */
export function shortensRetention(saved: RetentionDays, next: RetentionDays): boolean {
  if (next === null) return false;
  return saved === null || next < saved;
}

/** Days between the owner asking to delete the account and its deletion: logging in until then offers to cancel it. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;

export type AccountDeletion = Schema<'AccountDeletion'>;
