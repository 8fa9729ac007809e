/**
 * The call operations answer as the contract says (contractConformance.ts): the call history,
 * a call, its recording and the actions on it (callCases.ts), and the line the calls come in on,
 * from its set-up to going live and pausing (goliveCases.ts), and how long their recordings are
 * kept (privacyCases.ts); each called for its successes and errors.
 */
import { describe } from 'vitest';
import { callCases } from './callCases.ts';
import { itConforms } from './contractConformance.ts';
import { goLiveCases } from './goliveCases.ts';
import { useTestApi } from './helpers.ts';
import { privacyCases } from './privacyCases.ts';

const api = useTestApi({ reset: true });

describe('every operation answers as the contract says', () => {
  itConforms(callCases(() => api));
  itConforms(goLiveCases(() => api));
  itConforms(privacyCases(() => api));
});
