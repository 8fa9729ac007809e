/**
 * The account operations answer as the contract says (contractConformance.ts): registration,
 * sign-up, sessions, e-mail verification, KYC, the password, and the account's own details and
 * settings, each called for its successes and errors (accountCases.ts), and the account's audit log
 * (auditCases.ts).
 */
import { describe } from 'vitest';
import { accountCases } from './accountCases.ts';
import { auditCases } from './auditCases.ts';
import { itConforms } from './contractConformance.ts';
import { useTestApi } from './helpers.ts';

const api = useTestApi({ reset: true });

describe('every operation answers as the contract says', () => {
  itConforms(accountCases(() => api));
  itConforms(auditCases(() => api));
});
