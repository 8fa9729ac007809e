import type { GoLive, GoLiveLineInput, GoLivePauseInput } from '@/lib/golive/types';
import { api } from './client';
import { expectObject } from './errors';

/** GET /api/golive: the agent number, the line, its state, the checklist and the warnings. */
export async function fetchGoLive(): Promise<GoLive> {
  return expectObject<GoLive>(await api.get('golive').json(), 'state');
}

/** PUT /api/golive/line */
export async function saveLine(input: GoLiveLineInput): Promise<GoLive> {
  return expectObject<GoLive>(await api.put('golive/line', { json: input, retry: 0 }).json(), 'state');
}

/** POST /api/golive/test: the five-minute wait for the forwarded call. */
export async function startTest(): Promise<GoLive> {
  return expectObject<GoLive>(await api.post('golive/test', { retry: 0 }).json(), 'state');
}

/** POST /api/golive/pause */
export async function pauseAgent(input: GoLivePauseInput): Promise<GoLive> {
  return expectObject<GoLive>(await api.post('golive/pause', { json: input, retry: 0 }).json(), 'state');
}

/** POST /api/golive/resume */
export async function resumeAgent(): Promise<GoLive> {
  return expectObject<GoLive>(await api.post('golive/resume', { retry: 0 }).json(), 'state');
}
