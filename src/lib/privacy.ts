/**
 * Privacy: how long a call's recording and transcript are kept. The portal's choices and the mock
 * API's rule come from here, the types from the contract.
 */
import type { Schema } from './contract.ts';

export type Privacy = Schema<'Privacy'>;
export type RetentionDays = Schema<'RetentionDays'>;

/** The periods offered, shortest first; null keeps recordings until the account deletes them. */
export const RETENTION_CHOICES: readonly RetentionDays[] = [30, 90, 365, null];

/** Whether a new period deletes recordings the saved one keeps (a shorter period, or any after none). */
export function shortensRetention(saved: RetentionDays, next: RetentionDays): boolean {
  if (next === null) return false;
  return saved === null || next < saved;
}
