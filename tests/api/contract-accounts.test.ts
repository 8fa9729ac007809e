/**
 * The account operations answer as the contract says (contractConformance.ts): registration,
 * sign-up, sessions, e-mail verification, KYC, the password, and the account's own details and
 * settings, each called for its successes and errors (accountCases.ts), the account's audit log
 * (auditCases.ts), the member's sessions (sessionCases.ts) and the team (teamCases.ts).
 */
import { describe } from 'vitest';
import { accountCases } from './accountCases.ts';
import { auditCases } from './auditCases.ts';
import { itConforms } from './contractConformance.ts';
import { useTestApi } from './helpers.ts';
import { sessionCases } from './sessionCases.ts';
import { teamCases } from './teamCases.ts';

const api = useTestApi({ reset: true });

describe('every operation answers as the contract says', () => {
  itConforms(accountCases(() => api));
  itConforms(auditCases(() => api));
  itConforms(sessionCases(() => api));
  itConforms(teamCases(() => api));
});
