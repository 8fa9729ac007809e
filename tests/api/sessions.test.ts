/**
 * A member's sessions: each sees where they are signed in (device, place, last seen) and can end
 * the others; an ended session's next request is refused; nobody reaches another user's sessions.
 */
import { describe, expect, it, vi } from 'vitest';
import type { SessionList } from '../../src/lib/sessions.ts';
import { DEMO_PASSWORD, MockBusyUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { deviceOf, placeOf } from '../../mock-api/sessions.ts';
import { useTestApi } from './helpers.ts';

const api = useTestApi({ reset: true });

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const loginWith = async (userAgent: string, email = MockUser.email) => {
  const response = await api.request('POST', '/api/login', {
    json: { email, password: DEMO_PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
};
const list = async (token: string) => {
  const response = await api.request('GET', '/api/sessions', { token });
  expect(response.status).toBe(200);
  return ((await response.json()) as SessionList).items;
};

describe('sessions', () => {
  it("lists the member's sessions: this one first with its device, then the seeded phone in Madrid", async () => {
    const token = await loginWith(CHROME_WINDOWS);
    const items = await list(token);
    expect(items[0]).toMatchObject({ current: true, browser: 'Chrome', system: 'Windows', city: null, country: null });
    expect(items.find((item) => !item.current)).toMatchObject({ browser: 'Safari', system: 'iPhone', city: 'Madrid', country: 'ES' });
    expect(items.filter((item) => item.current)).toHaveLength(1);
    expect(JSON.stringify(items)).not.toMatch(/tokenHash|"ip"|userAgent/);
  });

  it('keeps "last seen" up to date without a write per request', async () => {
    const token = await loginWith(FIREFOX_LINUX);
    const first = (await list(token))[0];
    const writes = vi.spyOn(api.ctx.db, 'mutate');
    api.advance(90_000);
    const later = (await list(token))[0];
    for (let i = 0; i < 5; i++) await list(token);
    expect(writes).not.toHaveBeenCalled();
    writes.mockRestore();
    expect(Date.parse(later?.lastSeenAt ?? '') - Date.parse(first?.lastSeenAt ?? '')).toBeGreaterThanOrEqual(90_000);
    expect(later?.signedInAt).toBe(first?.signedInAt);
  });

  it('ends one other session: its next request is refused, this one goes on', async () => {
    const mine = await loginWith(CHROME_WINDOWS);
    const other = await loginWith(FIREFOX_LINUX);
    const target = (await list(mine)).find((item) => item.browser === 'Firefox');
    expect((await api.request('DELETE', `/api/sessions/${target?.id}`, { token: mine })).status).toBe(204);
    expect((await api.request('GET', '/api/sessions', { token: other })).status).toBe(401);
    expect((await list(mine)).map((item) => item.browser)).not.toContain('Firefox');
    expect((await api.request('DELETE', `/api/sessions/${target?.id}`, { token: mine })).status).toBe(404);
  });

  it('ends every other session at once and says how many', async () => {
    const mine = await loginWith(CHROME_WINDOWS);
    const other = await loginWith(FIREFOX_LINUX);
    const response = await api.request('POST', '/api/sessions/end-others', { token: mine });
    expect(await response.json()).toEqual({ ended: 2 });
    expect((await api.request('GET', '/api/sessions', { token: other })).status).toBe(401);
    expect(await list(mine)).toHaveLength(1);
  });

  it("never shows or ends another user's session (404, as an unknown one)", async () => {
    const mine = await loginWith(CHROME_WINDOWS);
    const theirs = await loginWith(FIREFOX_LINUX, MockBusyUser.email);
    const theirId = (await list(theirs))[0]?.id;
    expect((await list(mine)).map((item) => item.id)).not.toContain(theirId);
    const refused = await api.request('DELETE', `/api/sessions/${theirId}`, { token: mine });
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: string }).error).toBe('This session has already ended.');
    expect((await api.request('GET', '/api/sessions', { token: theirs })).status).toBe(200);
    expect((await api.request('GET', '/api/sessions')).status).toBe(401);
  });
});

describe('what a session says of itself', () => {
  it('names the browser and the system of common User-Agents, and nothing it does not know', () => {
    expect(deviceOf(CHROME_WINDOWS)).toEqual({ browser: 'Chrome', system: 'Windows' });
    expect(deviceOf(FIREFOX_LINUX)).toEqual({ browser: 'Firefox', system: 'Linux' });
    expect(
      deviceOf(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toEqual({ browser: 'Edge', system: 'macOS' });
    expect(
      deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'),
    ).toEqual({
      browser: 'Chrome',
      system: 'Android',
    });
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: null, system: null });
  });

  it('places only the addresses it knows; loopback and private ones have no place', () => {
    expect(placeOf('::ffff:83.45.10.20')).toEqual({ city: 'Madrid', country: 'ES' });
    expect(placeOf('127.0.0.1')).toBeNull();
    expect(placeOf('192.168.1.20')).toBeNull();
  });
});
