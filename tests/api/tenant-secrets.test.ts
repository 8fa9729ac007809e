/**
 * Secrets at rest: a webhook signing secret is never in the delivery store's files in clear (the
 * SQLite file and its WAL), a deleted endpoint's secret is gone from both, and the data files
 * are readable by their owner only. The secret still reads back through the API and still signs.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MockBusyUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';

const api = useTestApi({ reset: true });
const files = () =>
  ['delivery.sqlite', 'delivery.sqlite-wal'].map((name) => path.join(api.ctx.dataDir, name)).filter((file) => existsSync(file));
const onDisk = (text: string) => files().some((file) => readFileSync(file).includes(Buffer.from(text)));

describe('webhook secrets at rest', () => {
  it('are sealed in the store, gone after a delete, and the files are 0600', async () => {
    const token = await api.login(MockBusyUser.email, DEMO_PASSWORD);
    const created = await api.request('POST', '/api/delivery/webhooks', {
      token,
      json: { url: 'https://hooks.example.com/vozly', description: 'CRM' },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const { secret } = (await (await api.request('GET', `/api/delivery/webhooks/${id}/secret`, { token })).json()) as { secret: string };
    expect(secret).toMatch(/^whsec_/);
    const rotated = (await (await api.request('POST', `/api/delivery/webhooks/${id}/secret`, { token })).json()) as {
      secret: string;
      previousSecret: string;
    };
    expect(rotated.previousSecret).toBe(secret);
    const body = secret.slice('whsec_'.length);
    expect(onDisk(body)).toBe(false);
    expect(onDisk(rotated.secret.slice('whsec_'.length))).toBe(false);
    for (const file of files()) expect((statSync(file).mode & 0o777).toString(8), file).toBe('600');

    expect((await api.request('DELETE', `/api/delivery/webhooks/${id}`, { token })).status).toBe(204);
    expect(onDisk('hooks.example.com/vozly')).toBe(false);
  });
});
