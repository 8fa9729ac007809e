/**
 * The agent studio's calls (src/api/contract/paths/studio.yaml): the draft and its
 * sections, the answers and the public holidays. Every draft write sends the `revision` it read; a
 * stale one answers 409 (`isDraftChanged`).
 */
import { isHTTPError } from 'ky';
import type { Answer as ContractAnswer, RequestBody, Schema } from '@/lib/contract';
import { api } from './client';
import { expectObject } from './errors';

export type StudioOverview = Schema<'StudioOverview'>;
export type StudioFacts = Schema<'StudioFacts'>;
export type StudioHours = Schema<'StudioHours'>;
export type StudioActions = Schema<'StudioActions'>;
export type StudioAnswerInput = Schema<'StudioAnswerInput'>;
export type StudioHolidays = ContractAnswer<'/api/studio/holidays', 'get'>;

/** Whether a save failed because the draft changed since it was read (409). */
export const isDraftChanged = (error: unknown): boolean => isHTTPError(error) && error.response.status === 409;

const overview = async (response: Promise<unknown>): Promise<StudioOverview> => expectObject<StudioOverview>(await response, 'revision');

/** GET /api/studio: the draft, its revision, the live version and what is unpublished. */
export function fetchStudio(signal?: AbortSignal): Promise<StudioOverview> {
  return overview(api.get('studio', signal ? { signal } : {}).json());
}

export const saveStudioFacts = (body: RequestBody<'/api/studio/draft/facts', 'put'>) =>
  overview(api.put('studio/draft/facts', { json: body, retry: 0 }).json());
export const saveStudioHours = (body: RequestBody<'/api/studio/draft/hours', 'put'>) =>
  overview(api.put('studio/draft/hours', { json: body, retry: 0 }).json());
export const saveStudioActions = (body: RequestBody<'/api/studio/draft/actions', 'put'>) =>
  overview(api.put('studio/draft/actions', { json: body, retry: 0 }).json());

/** POST /api/studio/answers (201) */
export const addStudioAnswer = (body: StudioAnswerInput) => overview(api.post('studio/answers', { json: body, retry: 0 }).json());
/** PUT /api/studio/answers/{id} */
export const updateStudioAnswer = (id: string, body: StudioAnswerInput) =>
  overview(api.put(`studio/answers/${encodeURIComponent(id)}`, { json: body, retry: 0 }).json());
/** DELETE /api/studio/answers/{id}?revision= */
export const deleteStudioAnswer = (id: string, revision: number) =>
  overview(api.delete(`studio/answers/${encodeURIComponent(id)}`, { searchParams: { revision: String(revision) }, retry: 0 }).json());

/** GET /api/studio/holidays?year=: the country's public holidays, to add as exceptions. */
export async function fetchStudioHolidays(year: number): Promise<StudioHolidays> {
  return expectObject<StudioHolidays>(await api.get('studio/holidays', { searchParams: { year: String(year) } }).json(), 'holidays');
}

export type StudioChatRequest = RequestBody<'/api/studio/chat', 'post'>;
export type StudioChatAnswer = ContractAnswer<'/api/studio/chat', 'post'>;
export type StudioScenario = Schema<'StudioScenario'>;
export type StudioScenarioInput = RequestBody<'/api/studio/scenarios', 'post'>;
export type StudioRun = ContractAnswer<'/api/studio/scenarios/run', 'post'>;

/** POST /api/studio/chat: one caller message; the agent answers from the draft (free: no minutes). */
export async function studioChat(body: StudioChatRequest): Promise<StudioChatAnswer> {
  return expectObject<StudioChatAnswer>(await api.post('studio/chat', { json: body, retry: 0 }).json(), 'lines');
}

/** GET /api/studio/scenarios */
export async function fetchStudioScenarios(): Promise<StudioScenario[]> {
  return expectObject<{ scenarios: StudioScenario[] }>(await api.get('studio/scenarios').json(), 'scenarios').scenarios;
}

/** POST /api/studio/scenarios (201) */
export async function saveStudioScenario(body: StudioScenarioInput): Promise<StudioScenario> {
  return expectObject<StudioScenario>(await api.post('studio/scenarios', { json: body, retry: 0 }).json(), 'id');
}

/** DELETE /api/studio/scenarios/{id} (204; another account's or an unknown id: 404). */
export async function deleteStudioScenario(id: string): Promise<void> {
  await api.delete(`studio/scenarios/${encodeURIComponent(id)}`, { retry: 0 });
}

/** POST /api/studio/scenarios/run: every scenario replayed against the draft. */
export async function runStudioScenarios(): Promise<StudioRun> {
  return expectObject<StudioRun>(await api.post('studio/scenarios/run', { retry: 0, timeout: 30_000 }).json(), 'results');
}

export type StudioVersions = ContractAnswer<'/api/studio/versions', 'get'>;
export type StudioPublished = ContractAnswer<'/api/studio/publish', 'post', 201>;
export type StudioComparison = ContractAnswer<'/api/studio/compare', 'get'>;

/** GET /api/studio/versions: newest first, and which one is live. */
export async function fetchStudioVersions(): Promise<StudioVersions> {
  return expectObject<StudioVersions>(await api.get('studio/versions').json(), 'versions');
}

/** POST /api/studio/publish: the draft becomes version N+1 (or, with nothing unpublished, the live one again). */
export async function publishStudio(revision: number): Promise<StudioPublished> {
  return expectObject<StudioPublished>(await api.post('studio/publish', { json: { revision }, retry: 0 }).json(), 'version');
}

/** POST /api/studio/versions/{n}/restore: version n's setup becomes the draft. */
export const restoreStudioVersion = (number: number, revision: number) =>
  overview(api.post(`studio/versions/${number}/restore`, { json: { revision }, retry: 0 }).json());

/** GET /api/studio/compare?from=&to= (`N` or `draft`) */
export async function compareStudio(from: string, to: string): Promise<StudioComparison> {
  return expectObject<StudioComparison>(await api.get('studio/compare', { searchParams: { from, to } }).json(), 'changes');
}

export type StudioQuestions = ContractAnswer<'/api/studio/questions', 'get'>;

/** GET /api/studio/questions?status=: the questions no answer covered, grouped, and how many are open. */
export async function fetchStudioQuestions(status: 'open' | 'answered'): Promise<StudioQuestions> {
  return expectObject<StudioQuestions>(await api.get('studio/questions', { searchParams: { status } }).json(), 'groups');
}
