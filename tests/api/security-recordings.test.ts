import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallDetail, CallPage } from '../../src/lib/calls.ts';
import { DEMO_PASSWORD, MockUser } from '../../mock-api/fixtures/users.ts';
import { startTestApi, type TestApi } from './helpers.ts';

/**
 * A signed recording link (GET /api/calls/{id}/recording?expires=&sig=) lives a few minutes and
 * is bound to the session that asked for it: logout or a password change ends it, so whoever
 * copied it (a shared screen, a proxy log, a browser history) cannot listen once its owner logged
 * out or changed the password.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());
beforeEach(() => api.ctx.reset());

/** A fresh session and the signed recording link of its first answered call. */
async function linkOf(): Promise<{ token: string; link: string }> {
  const token = await api.login(MockUser.email, DEMO_PASSWORD);
  const page = (await (await api.request('GET', '/api/calls?limit=20&outcome=appointment_booked', { token })).json()) as CallPage;
  const detail = (await (await api.request('GET', `/api/calls/${page.items[0]?.id}`, { token })).json()) as CallDetail;
  expect(detail.recordingUrl).toMatch(/\/recording\?expires=\d+&sig=[0-9a-f]{64}$/);
  return { token, link: detail.recordingUrl as string };
}

/** The link opened as an `<audio>` element (or anyone who copied it) opens it: no token, no cookie. */
const open = (link: string) => fetch(`${api.url}${link}`, { headers: { range: 'bytes=0-99' } });

describe('a signed recording link', () => {
  it('works while its session lives, and no longer once that session logged out', async () => {
    const { token, link } = await linkOf();
    expect((await open(link)).status).toBe(206);
    expect((await api.request('POST', '/api/logout', { token })).status).toBe(200);
    const after = await open(link);
    expect([401, 403, 404]).toContain(after.status);
    expect(after.headers.get('content-type')).toMatch(/json/);
  });

  it('ends with a password change (every session of the account ends)', async () => {
    const { token, link } = await linkOf();
    const changed = await api.request('PUT', `/api/users/newPassword/${encodeURIComponent(MockUser.email)}`, {
      token,
      json: { currentPassword: DEMO_PASSWORD, newPassword: 'a-new-secret' },
    });
    expect(changed.status).toBe(200);
    expect([401, 403, 404]).toContain((await open(link)).status);
  });

  it('lives a few minutes at most, even while the session lives', async () => {
    const { link } = await linkOf();
    expect((await open(link)).status).toBe(206);
    api.advance(11 * 60_000);
    expect([401, 403, 404]).toContain((await open(link)).status);
  });

  it("another session's logout leaves this session's link working; a tampered link never works", async () => {
    const mine = await linkOf();
    const other = await linkOf();
    await api.request('POST', '/api/logout', { token: other.token });
    expect((await open(mine.link)).status).toBe(206);
    const later = mine.link.replace(/expires=(\d+)/, (_, expires: string) => `expires=${Number(expires) + 3_600_000}`);
    expect((await open(later)).status).toBe(404);
  });
});
