import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, outbox, test } from './fixtures.ts';
import { DEMO, logInToDashboard } from './steps.ts';

/** A local receiver: records every request; answers 204, or 500 while `failing`. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
function startReceiver() {
  const received: Received[] = [];
  const state = { failing: false };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      if (state.failing) res.writeHead(500, { 'content-type': 'text/plain' }).end('receiver down');
      else res.writeHead(204).end();
    });
  });
  return new Promise<{ url: string; received: Received[]; state: typeof state; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/hooks`, received, state, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

const RECIPIENT = 'recepcion@example.com';

test('delivery as the demo account: a post-call e-mail rule confirmed and sent; a signed webhook, its retries in the log and a resend', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const login = await request.post('/api/login', { data: { email: DEMO.email, password: DEMO.password } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };

  await logInToDashboard(page);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Delivery' }).click();
  await expect(page).toHaveURL(/\/dashboard\/delivery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();

  // A post-call e-mail rule for booked appointments: the new address awaits its confirmation.
  const rules = page.getByRole('region', { name: 'Post-call e-mails' });
  await rules.getByRole('checkbox', { name: 'Appointment booked' }).check();
  await rules.getByLabel('E-mail addresses').fill(RECIPIENT);
  await rules.getByRole('button', { name: 'Add rule' }).click();
  await expect(rules.getByTestId('delivery-rule')).toContainText(`${RECIPIENT} — awaiting confirmation`);

  // Confirmed from the outbox: the rule says so.
  const confirmation = (await outbox(request, RECIPIENT)).find((mail) => mail.kind === 'delivery-confirm');
  expect(confirmation?.link).toBeTruthy();
  expect((await request.get(confirmation!.link!)).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Post-call e-mails' }).getByTestId('delivery-rule')).toContainText(
    `${RECIPIENT} — confirmed`,
  );

  // A booked call: its e-mail, with the call's link, is in the outbox.
  const simulated = await request.post('/api/dev/simulate-call', { headers: auth, data: { outcome: 'appointment_booked' } });
  expect(simulated.ok()).toBe(true);
  const { callId } = (await simulated.json()) as { callId: string };
  await expect
    .poll(async () => (await outbox(request, RECIPIENT)).find((mail) => mail.kind === 'delivery-call')?.link ?? null)
    .toContain(`/dashboard/calls/${callId}`);

  // A webhook to a local receiver; a test event signed with the secret the portal shows.
  const receiver = await startReceiver();
  try {
    const hooks = page.getByRole('region', { name: 'Webhooks' });
    await hooks.getByLabel(/Endpoint URL/).fill(receiver.url);
    await hooks.getByRole('button', { name: 'Add endpoint' }).click();
    const endpoint = hooks.getByTestId('webhook-endpoint');
    await expect(endpoint).toContainText(receiver.url);
    await expect(endpoint).toContainText('Healthy');
    await endpoint.getByRole('button', { name: 'Show secret' }).click();
    const secret = ((await endpoint.getByTestId('webhook-secret').locator('code').first().textContent()) ?? '').trim();
    expect(secret).toMatch(/^whsec_/);
    await endpoint.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => receiver.received.length).toBeGreaterThan(0);
    const first = receiver.received[0]!;
    const headers = Object.fromEntries(Object.entries(first.headers).map(([key, value]) => [key, String(value)]));
    const event = new Webhook(secret).verify(first.body, headers) as { type: string; test?: boolean };
    expect(event.test).toBe(true);
    expect(() =>
      new Webhook('whsec_' + Buffer.from('another secret of 32 bytes long!').toString('base64')).verify(first.body, headers),
    ).toThrow();

    // The receiver fails; the retries (sped up) show in the log, then the message fails.
    receiver.state.failing = true;
    expect((await request.post('/api/dev/clock', { data: { speed: 36000 } })).ok()).toBe(true);
    await endpoint.getByRole('button', { name: 'Send test event' }).click();
    await expect(endpoint.getByRole('status')).toContainText('Test event sent');
    await endpoint.getByRole('link', { name: 'Delivery log' }).click();
    await expect(page).toHaveURL(/\/dashboard\/delivery\/webhooks\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery log' })).toBeVisible();
    const failed = page.locator('[data-testid="webhook-message"][data-status="failed"]');
    await expect(failed).toHaveCount(1, { timeout: 30_000 });
    const refusedRows = failed.locator('tr[data-kind="httpError"]');
    await expect(refusedRows).toHaveCount(8);
    await expect(refusedRows.first()).toContainText('500');
    await expect(refusedRows.first()).toContainText('Refused by the receiver');
    const retried = receiver.received.slice(1);
    expect(new Set(retried.map((r) => r.headers['webhook-id'])).size).toBe(1);

    // The receiver is back: the message resent is delivered, with the same id.
    receiver.state.failing = false;
    await failed.getByRole('button', { name: 'Resend' }).click();
    const delivered = page.locator('[data-testid="webhook-message"][data-status="delivered"]');
    await expect(delivered).toHaveCount(2, { timeout: 20_000 });
    await expect(page.locator('[data-testid="webhook-message"][data-status="failed"]')).toHaveCount(0);
    await expect(page.locator('tr[data-kind="success"]')).toHaveCount(2);
    expect(receiver.received.at(-1)?.headers['webhook-id']).toBe(retried[0]?.headers['webhook-id']);

    // The filter by status.
    await page.getByLabel('Status').selectOption('failed');
    await expect(page.getByText('No messages match these filters.')).toBeVisible();
  } finally {
    await receiver.close();
  }
});

test('an endpoint edited in place, then deleted after the confirmation', async ({ page, request }) => {
  const login = await request.post('/api/login', { data: { email: DEMO.email, password: DEMO.password } });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const receiver = await startReceiver();
  try {
    await logInToDashboard(page);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Delivery' }).click();
    const hooks = page.getByRole('region', { name: 'Webhooks' });
    await hooks.getByLabel(/Endpoint URL/).fill('http://127.0.0.1:9/old');
    await hooks.getByLabel('Description (optional)').fill('Old CRM');
    await hooks.getByRole('button', { name: 'Add endpoint' }).click();
    const endpoint = hooks.getByTestId('webhook-endpoint');
    await expect(endpoint).toContainText('Old CRM');

    // Edit: the form opens in the card with the saved fields; the change is saved and shown.
    await endpoint.getByRole('button', { name: 'Edit the endpoint http://127.0.0.1:9/old' }).click();
    const form = endpoint.getByRole('form', { name: 'Edit the endpoint' });
    await expect(form.getByLabel('Description (optional)')).toHaveValue('Old CRM');
    await form.getByLabel(/Endpoint URL/).fill(receiver.url);
    await form.getByLabel('Description (optional)').fill('New CRM');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form).toHaveCount(0);
    await expect(endpoint).toContainText(receiver.url);
    await expect(endpoint).toContainText('New CRM');
    const saved = (await (await request.get('/api/delivery', { headers: auth })).json()) as {
      endpoints: { url: string; description: string }[];
    };
    expect(saved.endpoints).toEqual([expect.objectContaining({ url: receiver.url, description: 'New CRM' })]);
    // The edited endpoint delivers to its new address.
    await endpoint.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => receiver.received.length).toBe(1);

    // Delete: asked again first; Cancel keeps it, Yes deletes it.
    await endpoint.getByRole('button', { name: `Delete endpoint ${receiver.url}` }).click();
    await expect(endpoint).toContainText('Delete this endpoint?');
    await endpoint.getByRole('button', { name: 'Cancel' }).click();
    await expect(endpoint).not.toContainText('Delete this endpoint?');
    await endpoint.getByRole('button', { name: `Delete endpoint ${receiver.url}` }).click();
    await endpoint.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(hooks.getByText('No endpoints yet.')).toBeVisible();
    await expect(hooks.getByRole('button', { name: 'Add endpoint' })).toBeVisible();
    const after = (await (await request.get('/api/delivery', { headers: auth })).json()) as { endpoints: unknown[] };
    expect(after.endpoints).toEqual([]);
  } finally {
    await receiver.close();
  }
});
