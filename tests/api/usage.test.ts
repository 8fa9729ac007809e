/**
 * Usage and billing on the mock API: the ledger is the single source of the balance, periods
 * roll over (unused plan minutes expire, purchased ones stay), auto top-up buys with the saved
 * card and turns itself off when the card fails, running out never cuts a caller off, invoices
 * are real PDFs for their owner only, and the guarantee's refund is asked for once.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_PASSWORD, MockBusyUser, MockQuietUser, MockRejectedUser, MockUser } from '../../mock-api/fixtures/users.ts';
import type { Guarantee, Invoice, LedgerPage, UsageSummary } from '../../src/lib/usage.ts';
import { pdfText } from '../e2e/pdfText.ts';
import { inParallel, useTestApi } from './helpers.ts';

const api = useTestApi({ reset: true });

const DAY = 86_400_000;
const login = (email: string) => api.login(email, DEMO_PASSWORD);
const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const usage = async (token: string, range = 30) => json<UsageSummary>(await api.request('GET', `/api/usage?range=${range}`, { token }));
const simulate = (email: string, count: number) => api.request('POST', '/api/dev/calls/simulate', { json: { email, count } });

/** Every line of an account's statement, newest first. */
async function wholeLedger(token: string): Promise<LedgerPage['items']> {
  const lines: LedgerPage['items'] = [];
  let cursor: string | null = null;
  do {
    const response = await api.request('GET', `/api/usage/ledger?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    const page: LedgerPage = await json<LedgerPage>(response);
    lines.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return lines;
}

describe('the ledger is the balance', () => {
  it('sums to the balance shown everywhere, with a running balance on every line', async () => {
    const token = await login(MockUser.email);
    const lines = await wholeLedger(token);
    const summary = await usage(token);
    const balance = await json<{ remainingMinutes: number }>(await api.request('GET', '/api/balance', { token }));
    expect(lines.reduce((sum, line) => sum + line.minutes, 0)).toBe(summary.balanceMinutes);
    expect(balance.remainingMinutes).toBe(summary.balanceMinutes);
    expect(lines[0]?.balance).toBe(summary.balanceMinutes);
    for (let i = 0; i + 1 < lines.length; i++) expect(lines[i]!.balance - lines[i]!.minutes).toBe(lines[i + 1]!.balance);
    // Three periods of the Advanced plan, a package of 1,000 calls (2,000 minutes), every call rounded up.
    expect(lines.filter((line) => line.kind === 'allowance').map((line) => line.minutes)).toEqual([300, 300, 300]);
    expect(lines.filter((line) => line.kind === 'package').map((line) => line.minutes)).toEqual([2000]);
    expect(lines.filter((line) => line.kind === 'call').every((line) => line.minutes < 0 && line.callId)).toBe(true);
  });

  it('a spam report adds one credit line, once, and the balance follows', async () => {
    const token = await login(MockUser.email);
    const before = (await usage(token)).balanceMinutes;
    const calls = await json<{ items: { id: string; billedMinutes: number }[] }>(
      await api.request('GET', '/api/calls?outcome=spam&limit=1', { token }),
    );
    const call = calls.items[0]!;
    await Promise.all([1, 2, 3].map(() => api.request('POST', `/api/calls/${call.id}/spam`, { token })));
    const lines = await wholeLedger(token);
    expect(lines.filter((line) => line.kind === 'spamCredit')).toHaveLength(1);
    expect(lines[0]).toMatchObject({ kind: 'spamCredit', minutes: call.billedMinutes, callId: call.id });
    expect((await usage(token)).balanceMinutes).toBe(before + call.billedMinutes);
  });

  it('at the end of a period unused plan minutes expire and the next allowance and invoice arrive', async () => {
    const first = await login(MockQuietUser.email);
    const before = await usage(first);
    const invoices = (await json<Invoice[]>(await api.request('GET', '/api/invoices', { token: first }))).length;
    api.advance(32 * DAY);
    onTestFinished(() => api.advance(-32 * DAY));
    // A month later (the session has expired meanwhile).
    const token = await login(MockQuietUser.email);
    const after = await usage(token);
    expect(after.periodStart).not.toBe(before.periodStart);
    const lines = await wholeLedger(token);
    const expiry = lines.find((line) => line.kind === 'expiry');
    expect(expiry?.minutes ?? 0).toBeLessThan(0);
    expect(lines[0]).toMatchObject({ kind: 'allowance', minutes: 100 });
    expect(after.balanceMinutes).toBe(before.balanceMinutes + (expiry?.minutes ?? 0) + 100);
    expect((await json<Invoice[]>(await api.request('GET', '/api/invoices', { token }))).length).toBe(invoices + 1);
  });

  it('answers the busy account (over 10,000 calls) with 90 days of charts', async () => {
    const token = await login(MockBusyUser.email);
    const summary = await usage(token, 90);
    expect(summary.days).toHaveLength(90);
    expect(summary.hours).toHaveLength(24);
    expect(summary.days.reduce((sum, day) => sum + Object.values(day.calls).reduce((a, b) => a + (b ?? 0), 0), 0)).toBeGreaterThan(9000);
  });
});

describe('auto top-up and running out', () => {
  it('buys the package with the saved card below the threshold: minutes, a ledger line and an invoice', async () => {
    const token = await login(MockUser.email);
    const start = (await usage(token)).balanceMinutes;
    const saved = await api.request('PUT', '/api/auto-top-up', {
      token,
      json: { enabled: true, packageId: 'basic', thresholdMinutes: start },
    });
    expect(saved.status).toBe(200);
    await simulate(MockUser.email, 5);
    const after = await usage(token);
    expect(after.balanceMinutes).toBeGreaterThan(start + 1900);
    expect(after.autoTopUp.lastTopUpAt).not.toBeNull();
    const [invoice] = await json<Invoice[]>(await api.request('GET', '/api/invoices', { token }));
    expect(invoice).toMatchObject({ kind: 'topUp', minutes: 2000, subtotal: 4900, vat: 1029, total: 5929, currency: 'USD' });
    expect((await wholeLedger(token)).some((line) => line.kind === 'topUp' && line.invoiceNumber === invoice!.number)).toBe(true);
  });

  it('a declined card turns auto top-up off and says why; nothing is bought', async () => {
    const token = await login(MockUser.email);
    const start = (await usage(token)).balanceMinutes;
    await api.request('PUT', '/api/auto-top-up', { token, json: { enabled: true, packageId: 'pro', thresholdMinutes: start } });
    expect(
      (await api.request('PUT', '/api/dev/billing/card', { json: { email: MockUser.email, behaviour: 'insufficient_funds' } })).status,
    ).toBe(204);
    const invoices = (await json<Invoice[]>(await api.request('GET', '/api/invoices', { token }))).length;
    await simulate(MockUser.email, 3);
    const after = await usage(token);
    expect(after.autoTopUp).toMatchObject({ enabled: false, lastError: 'insufficient_funds' });
    expect(after.balanceMinutes).toBeLessThan(start);
    expect((await json<Invoice[]>(await api.request('GET', '/api/invoices', { token }))).length).toBe(invoices);
  });

  it('refuses a threshold that is not a positive whole number and a package that does not exist (400, nothing saved)', async () => {
    const token = await login(MockUser.email);
    for (const body of [
      { enabled: true, packageId: 'basic', thresholdMinutes: 0 },
      { enabled: true, packageId: 'basic', thresholdMinutes: -5 },
      { enabled: true, packageId: 'basic', thresholdMinutes: 12.5 },
      { enabled: true, packageId: 'basic', thresholdMinutes: '60' },
      { enabled: true, packageId: 'platinum', thresholdMinutes: 60 },
      { enabled: true, packageId: null, thresholdMinutes: 60 },
    ]) {
      const response = await api.request('PUT', '/api/auto-top-up', { token, json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/threshold|package/i);
    }
    expect((await usage(token)).autoTopUp.enabled).toBe(false);
  });

  it('warns at 20% and at zero (e-mail and notice), then sends calls to an unbilled voicemail', async () => {
    const token = await login(MockQuietUser.email);
    const result = await json<{ fallback: number; balance: number }>(await simulate(MockQuietUser.email, 200));
    expect(result.fallback).toBeGreaterThan(0);
    const summary = await usage(token);
    expect(summary.notices.map((notice) => notice.level)).toEqual(['low', 'empty']);
    const mails = await json<{ kind: string; subject: string }[]>(await api.request('GET', `/api/dev/outbox?to=${MockQuietUser.email}`));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['balance-empty', 'balance-low']);
    const voicemail = await json<{ items: { fallback: boolean; billedMinutes: number; outcome: string }[] }>(
      await api.request('GET', '/api/calls?outcome=voicemail&limit=5', { token }),
    );
    expect(voicemail.items[0]).toMatchObject({ fallback: true, billedMinutes: 0, outcome: 'voicemail' });
    // The balance never goes further down once the voicemail takes the calls.
    const balance = summary.balanceMinutes;
    await simulate(MockQuietUser.email, 5);
    expect((await usage(token)).balanceMinutes).toBe(balance);
  });
});

describe('a purchase in the portal reaches the ledger', () => {
  it('a package bought with a card adds its minutes, an invoice, and keeps the card as a token for auto top-up', async () => {
    const token = await login(MockBusyUser.email);
    const before = await usage(token);
    const order = { item: { kind: 'callPackage', id: 'pro' }, flagshipCourse: false };
    const intent = await json<{ paymentIntentId: string; clientSecret: string; amount: number }>(
      await api.request('POST', '/api/create-payment-intent', {
        token,
        json: { amount: 99, order },
        headers: { 'idempotency-key': 'usage-test-pro' },
      }),
    );
    await api.request('POST', `/api/test-payments/${intent.paymentIntentId}/confirm`, {
      json: { clientSecret: intent.clientSecret, outcome: 'succeeded', last4: '4242', brand: 'visa' },
    });
    const confirmed = await api.request('POST', '/api/confirm-payment', {
      token,
      json: {
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        customerData: { name: MockBusyUser.name, email: MockBusyUser.email },
      },
    });
    expect(confirmed.status).toBe(201);
    const after = await usage(token);
    expect(after.balanceMinutes).toBe(before.balanceMinutes + 10_000);
    expect(after.autoTopUp.card).toEqual({ brand: 'visa', last4: '4242' });
    const [invoice] = await json<Invoice[]>(await api.request('GET', '/api/invoices', { token }));
    expect(invoice).toMatchObject({ kind: 'package', minutes: 10_000, subtotal: 9900, currency: 'USD' });
    // The stored card is a token, never a number.
    const db = JSON.stringify(await json<unknown>(await api.request('GET', '/api/dev/payments')));
    expect(db).not.toMatch(/4242424242424242/);
  });
});

describe('invoices and billing details', () => {
  it('each invoice is a real PDF in the reader language, with VAT and the total, for its owner only', async () => {
    const token = await login(MockUser.email);
    const [invoice] = await json<Invoice[]>(await api.request('GET', '/api/invoices', { token, headers: { 'accept-language': 'es' } }));
    expect(invoice!.lines[0]!.description).toBe('Plan Avanzado, un mes');
    expect(invoice!.vat).toBe(Math.round(invoice!.subtotal * 0.21));
    const pdf = await api.request('GET', `/api/invoices/${invoice!.id}/pdf`, { token, headers: { 'accept-language': 'es' } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Factura');
    expect(text).toContain(invoice!.number);
    expect(text).toContain('IVA (21%)');
    expect(text).toContain('482,79');
    // Another account, a guessed id, no session: 404 or 401, never the PDF.
    const other = await login(MockBusyUser.email);
    expect((await api.request('GET', `/api/invoices/${invoice!.id}/pdf`, { token: other })).status).toBe(404);
    expect((await api.request('GET', `/api/invoices/${invoice!.id}/pdf`)).status).toBe(401);
    const theirs = await json<Invoice[]>(await api.request('GET', '/api/invoices', { token: other }));
    expect(theirs.some((mine) => mine.id === invoice!.id)).toBe(false);
  });

  it('the billing details print on invoices issued after the change, not before', async () => {
    const token = await login(MockUser.email);
    const saved = await api.request('PUT', '/api/billing-details', {
      token,
      json: { companyName: '  Sonrisa Group SL ', taxId: 'B99999999', address: 'Calle Mayor 1' },
    });
    expect(await saved.json()).toEqual({ companyName: 'Sonrisa Group SL', taxId: 'B99999999', address: 'Calle Mayor 1' });
    const [old] = await json<Invoice[]>(await api.request('GET', '/api/invoices', { token }));
    expect(old!.billTo.companyName).toBe('Clínica Dental Sonrisa');
    await api.request('PUT', '/api/auto-top-up', { token, json: { enabled: true, packageId: 'basic', thresholdMinutes: 100_000 } });
    await simulate(MockUser.email, 1);
    const [fresh] = await json<Invoice[]>(await api.request('GET', '/api/invoices', { token }));
    expect(fresh!.billTo.companyName).toBe('Sonrisa Group SL');
  });

  it('an account without a plan has no ledger, details or guarantee (404), and a zero usage', async () => {
    const token = await login(MockRejectedUser.email);
    for (const path of ['/api/usage/ledger', '/api/billing-details', '/api/auto-top-up', '/api/guarantee'])
      expect((await api.request('GET', path, { token })).status, path).toBe(404);
    expect(await usage(token)).toMatchObject({ plan: null, balanceMinutes: 0, runsOutOn: null });
    expect(await json<Invoice[]>(await api.request('GET', '/api/invoices', { token }))).toEqual([]);
  });

  it("a statement cursor from another account's ledger is refused", async () => {
    const demo = await login(MockUser.email);
    const page = await json<LedgerPage>(await api.request('GET', '/api/usage/ledger?limit=1', { token: demo }));
    const busy = await login(MockBusyUser.email);
    expect((await api.request('GET', `/api/usage/ledger?cursor=${page.nextCursor}`, { token: busy })).status).toBe(400);
  });

  it('refuses what the contract refuses, with a clear message and nothing saved: blank company, long texts, page sizes, ranges', async () => {
    const token = await login(MockUser.email);
    const before = await json<unknown>(await api.request('GET', '/api/billing-details', { token }));
    const refusals: [string, string, Record<string, unknown> | undefined, RegExp][] = [
      ['PUT', '/api/billing-details', { companyName: '   ', taxId: '', address: '' }, /company name/],
      ['PUT', '/api/billing-details', { companyName: 'Sonrisa', taxId: '', address: 'x'.repeat(201) }, /at most 200 characters/],
      ['GET', '/api/usage/ledger?limit=101', undefined, /between 1 and 100/],
      ['GET', '/api/usage/ledger?cursor=abc', undefined, /expired/],
      ['GET', '/api/usage?range=60', undefined, /30 or 90/],
    ];
    for (const [method, path, body, message] of refusals) {
      const response = await api.request(method, path, { token, ...(body ? { json: body } : {}) });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(((await response.json()) as { error: string }).error, `${method} ${path}`).toMatch(message);
    }
    expect(await json<unknown>(await api.request('GET', '/api/billing-details', { token }))).toEqual(before);
  });
});

describe('the results guarantee', () => {
  it('the quiet clinic is eligible; ten refund requests at once store exactly one', async () => {
    const token = await login(MockQuietUser.email);
    const guarantee = await json<Guarantee>(await api.request('GET', '/api/guarantee', { token }));
    expect(guarantee).toMatchObject({ status: 'eligible', expectedCalls: 150 });
    expect(guarantee.countedCalls).toBeLessThan(150);
    const answers = await inParallel(
      10,
      Array.from({ length: 10 }, () => () => api.request('POST', '/api/guarantee/refund', { token })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array.from({ length: 9 }, () => 409)]);
    const after = await json<Guarantee>(await api.request('GET', '/api/guarantee', { token }));
    expect(after).toMatchObject({ status: 'requested', request: { status: 'pending' } });
  });

  it('is refused before the quarter has ended, with a clear message', async () => {
    const token = await login(MockUser.email);
    const guarantee = await json<Guarantee>(await api.request('GET', '/api/guarantee', { token }));
    expect(guarantee.status).toBe('onTrack');
    const response = await api.request('POST', '/api/guarantee/refund', { token, headers: { 'accept-language': 'es' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'El reembolso se puede solicitar cuando haya terminado el primer trimestre.' });
  });
});
