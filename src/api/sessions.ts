import type { SessionList, SessionSummary } from '@/lib/sessions';
import { api } from './client';
import { expectObject } from './errors';

/** GET /api/sessions: the member's live sessions, this one first. */
export async function fetchSessions(): Promise<SessionSummary[]> {
  return expectObject<SessionList>(await api.get('sessions').json(), 'items').items;
}

/** DELETE /api/sessions/{id}: any 2xx is done (the mock answers 204). */
export async function endSession(id: string): Promise<void> {
  await api.delete(`sessions/${encodeURIComponent(id)}`, { retry: 0 });
}

/** POST /api/sessions/end-others: any 2xx is done, with or without a count. */
export async function endOtherSessions(): Promise<void> {
  await api.post('sessions/end-others', { retry: 0 });
}
