/**
 * Mock Service Worker handlers that more than one page story uses (typed by the API contract,
 * stories/support/msw.ts). Each takes the story file's request log.
 */
import { HttpResponse } from 'msw';
import { STORY_BALANCE } from '../fixtures/calls';
import { CALL_PACKAGES } from '@/lib/plans';
import { contract, type ContractPath, type RequestLog } from '../support/msw';

/** GET /api/balance: this month's minutes (a plan without outbound calls). */
export const balanceApi = (log: RequestLog) => contract('get', '/api/balance', () => HttpResponse.json({ ...STORY_BALANCE }), log);

/** GET /api/callPackages: the three packages on sale. */
export const callPackagesApi = (log: RequestLog) => contract('get', '/api/callPackages', () => HttpResponse.json([...CALL_PACKAGES]), log);

/** The catalogues and records whose GET can fail with a server error in the stories. */
type Failing = Extract<
  ContractPath<'get'>,
  '/api/callPackages' | '/api/voices' | '/api/bot-config' | '/api/settings' | '/api/profile' | '/api/calls/{id}' | '/api/privacy'
>;

/** GET `path` answers 500: the server cannot reach its database. */
export const serverDown = (path: Failing, log: RequestLog) =>
  contract('get', path, () => HttpResponse.json({ error: 'Database unavailable' }, { status: 500 }), log);
