/**
 * The payment and billing operations answer as the contract says (contractConformance.ts):
 * payments, customers and subscriptions, the balance, usage and ledger, invoices, billing details,
 * automatic top-up and the guarantee, each called for its successes and errors (paymentCases.ts).
 */
import { describe } from 'vitest';
import { itConforms } from './contractConformance.ts';
import { useTestApi } from './helpers.ts';
import { paymentCases } from './paymentCases.ts';

const api = useTestApi({ reset: true });

describe('every operation answers as the contract says', () => {
  itConforms(paymentCases(() => api));
});
