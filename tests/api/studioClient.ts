/**
 * The agent studio as the studio tests call it: the overview of an account's draft and live
 * version, and the test chat run turn by turn, as the demo account (or the busy one, on the
 * Custom plan).
 */
import { expect } from 'vitest';
import type { ChatLine, ChatState, StudioSetup } from '../../src/lib/studio/types.ts';
import { DEMO_PASSWORD, MockBusyUser, MockUser } from '../../mock-api/fixtures/users.ts';
import type { TestApi } from './helpers.ts';

export interface Overview {
  revision: number;
  draft: StudioSetup;
  live: { number: number; summary: string[] } | null;
  unpublished: boolean;
  summary: string[];
  transferAllowed: boolean;
}

export const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
/** A Tuesday at 11:00 in Madrid. */
export const TUESDAY_11 = '2026-11-24T10:00:00Z';

export function studioClient(api: TestApi) {
  const demo = () => api.login(MockUser.email, DEMO_PASSWORD);
  const busy = () => api.login(MockBusyUser.email, DEMO_PASSWORD);
  const studio = async (token: string, lang = 'en') =>
    json<Overview>(await api.request('GET', '/api/studio', { token, headers: { 'accept-language': lang } }));

  /** The lines of a test chat, its messages sent in turn (each with the state the last answer gave). */
  async function chat(token: string, messages: string[], at = TUESDAY_11, language = 'es'): Promise<ChatLine[]> {
    let state: ChatState | null = null;
    const lines: ChatLine[] = [];
    for (const message of messages) {
      const response = await api.request('POST', '/api/studio/chat', { token, json: { message, language, state, at } });
      expect(response.status, await response.clone().text()).toBe(200);
      const body = await json<{ lines: ChatLine[]; state: ChatState }>(response);
      lines.push(...body.lines);
      state = body.state;
    }
    return lines;
  }

  return { demo, busy, studio, chat };
}
