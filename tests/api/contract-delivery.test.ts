/**
 * The delivery operations answer as the contract says (contractConformance.ts): the rules that
 * send a call's results on, the addresses' confirmation and unsubscribe links, the daily digest,
 * webhook endpoints with their secret and message log, and a call's deliveries; each called for
 * its successes and errors (deliveryCases.ts).
 */
import { describe } from 'vitest';
import { itConforms } from './contractConformance.ts';
import { deliveryCases } from './deliveryCases.ts';
import { useTestApi } from './helpers.ts';

const api = useTestApi({ reset: true });

describe('every operation answers as the contract says', () => {
  itConforms(deliveryCases(() => api));
});
