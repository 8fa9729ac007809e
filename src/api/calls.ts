import type { CallBalance, CallDetail, CallFilters, CallListQuery, CallPage, CallRating, CallUpdates, SpamReport } from '@/lib/calls';
import type { Answer, RequestBody } from '@/lib/contract';
import { api } from './client';
import { expectObject, InvalidResponseError } from './errors';

/** The query string of a history request: only the values that are set. */
export function callSearchParams(query: CallListQuery | CallFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

/** GET /api/calls: a page of the history (filters, sort and cursor run on the server). */
export async function fetchCalls(query: CallListQuery, signal?: AbortSignal): Promise<CallPage> {
  const page = expectObject<CallPage>(
    await api.get('calls', { searchParams: callSearchParams(query), ...(signal ? { signal } : {}) }).json(),
    'items',
  );
  if (!Array.isArray(page.items)) throw new InvalidResponseError();
  return page;
}

/** GET /api/calls/{id} */
export async function fetchCall(id: string): Promise<CallDetail> {
  return expectObject<CallDetail>(await api.get(`calls/${encodeURIComponent(id)}`).json(), 'id');
}

/** GET /api/balance: this month's minutes. */
export async function fetchBalance(): Promise<CallBalance> {
  return expectObject<CallBalance>(await api.get('balance').json(), 'remainingMinutes');
}

/** GET /api/calls/updates: how many calls arrived after `since`. */
export async function fetchCallUpdates(since: string): Promise<CallUpdates> {
  return expectObject<CallUpdates>(await api.get('calls/updates', { searchParams: { since }, retry: 0 }).json(), 'count');
}

/** POST /api/calls/{id}/spam: reports it; its minutes are credited back once. */
export async function reportSpam(id: string): Promise<SpamReport> {
  return expectObject<SpamReport>(await api.post(`calls/${encodeURIComponent(id)}/spam`, { retry: 0 }).json(), 'creditedMinutes');
}

/** PUT /api/calls/{id}/rating */
export async function rateCall(id: string, rating: CallRating | null, note: string): Promise<CallDetail> {
  return expectObject<CallDetail>(
    await api
      .put(`calls/${encodeURIComponent(id)}/rating`, {
        json: { rating, note: note.trim() || null } satisfies RequestBody<'/api/calls/{id}/rating', 'put'>,
        retry: 0,
      })
      .json(),
    'id',
  );
}

export type ScheduledCallback = Answer<'/api/calls/{id}/callback', 'post', 202> & {
  /** The server answered 200: a call-back of this call was already pending, and that one is the answer. */
  alreadyScheduled: boolean;
};

/** POST /api/calls/{id}/callback: the agent calls the number back (plans with outbound calls); idempotent while one is pending. */
export async function scheduleCallback(id: string): Promise<ScheduledCallback> {
  const response = await api.post(`calls/${encodeURIComponent(id)}/callback`, { retry: 0 });
  const scheduled = expectObject<Answer<'/api/calls/{id}/callback', 'post', 202>>(await response.json(), 'scheduledAt');
  return { ...scheduled, alreadyScheduled: response.status === 200 };
}

/** GET /api/calls/export: the filtered history as a CSV file (name from the server). */
export async function exportCalls(filters: CallListQuery): Promise<{ blob: Blob; fileName: string }> {
  const response = await api.get('calls/export', { searchParams: callSearchParams(filters), headers: { accept: 'text/csv' }, retry: 0 });
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'calls.csv';
  return { blob: await response.blob(), fileName };
}
