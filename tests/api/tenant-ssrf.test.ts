/**
 * The SSRF guard judges an IPv6 address by the IPv4 address it carries (IPv4-compatible, mapped,
 * translated, NAT64, 6to4, Teredo, ISATAP), measures the length of the URL as it is stored and
 * sent (after normalisation), and in development never lets a loopback endpoint call the mock
 * API's own port. Each probe saves an endpoint as a customer would, over HTTP.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MockBusyUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';

const api = useTestApi({ reset: true, allowLocalWebhooks: true });

const save = async (url: string) => {
  const token = await api.login(MockBusyUser.email, DEMO_PASSWORD);
  return api.request('POST', '/api/delivery/webhooks', { token, json: { url, description: 'probe' } });
};

const EMBEDDED = [
  '[::127.0.0.1]',
  '[::169.254.169.254]',
  '[::10.0.0.1]',
  '[::8.8.8.8]',
  '[::7f00:1]',
  '[::ffff:0:127.0.0.1]',
  '[::ffff:0:8.8.8.8]',
  '[64:ff9b::169.254.169.254]',
  '[64:ff9b:1::a00:1]',
  '[2002:7f00:1::1]',
  '[2002:a9fe:a9fe::1]',
  '[2001:0:4136:e378:8000:63bf:80ff:fffe]',
  '[2a00:1450:4001::5efe:7f00:1]',
  '[2a00:1450:4001::200:5efe:a9fe:a9fe]',
];

describe('the SSRF guard', () => {
  it.each(EMBEDDED)('refuses https://%s/hook (an IPv4 address inside IPv6)', async (host) => {
    const response = await save(`https://${host}/hook`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/private, loopback/);
  });

  it('still accepts a public IPv6 address and a public IPv4-mapped one', async () => {
    expect((await save('https://[2606:4700:4700::1111]/hook')).status).toBe(201);
    expect((await save('https://[::ffff:8.8.8.8]/hook')).status).toBe(201);
  });

  it('measures the normalised URL: 1,970 accented letters (11,840 characters once encoded) are too long', async () => {
    const response = await save(`https://hooks.example.com/${'é'.repeat(1970)}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/too long/);
    expect((await save(`https://hooks.example.com/${'é'.repeat(300)}`)).status).toBe(201);
  });

  it("refuses a loopback endpoint on the mock API's own port, and keeps allowing another local port", async () => {
    const own = await save(`http://127.0.0.1:${api.port}/api/dev/reset`);
    expect(own.status).toBe(400);
    expect((await save(`http://127.0.0.1:${api.port === 65535 ? 65534 : api.port + 1}/hook`)).status).toBe(201);
  });
});
