import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pdfText } from './pdfText.ts';
import { expect, outbox, test } from './fixtures.ts';
import { logInToDashboard as logIn, openPortal } from './steps.ts';

const minutes = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

async function balance(page: Page): Promise<number> {
  const shown = page.getByTestId('usage-balance');
  await expect(shown).toBeVisible();
  return minutes(await shown.textContent());
}

test('the demo account reads its balance, period, forecast, statement and invoices', async ({ page }) => {
  await logIn(page);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Usage and billing' }).click();
  await expect(page).toHaveURL(/\/dashboard\/usage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Usage and billing' })).toBeVisible();
  expect(await balance(page)).toBeGreaterThan(0);
  await expect(page.getByText('Advanced plan: 300 minutes a month')).toBeVisible();
  await expect(page.getByTestId('usage-forecast')).toContainText(/At this rate \([\d.]+ minutes a day\) your minutes run out on/);

  // The statement's newest line carries the balance shown above.
  const statement = page.getByRole('table', { name: 'Statement' });
  const first = statement.getByRole('row').nth(1);
  await expect(first).toBeVisible();
  expect(minutes(await first.getByRole('cell').nth(3).textContent())).toBe(await balance(page));
  await expect(statement.getByText('Package bought')).toHaveCount(0); // older than the first page
  await page.getByRole('button', { name: 'Show older lines' }).click();
  await expect(statement.getByRole('row')).toHaveCount(51);

  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByText('Advanced plan, one month').first()).toBeVisible();
  await expect(invoices.getByText('Call package Basic')).toBeVisible();

  // The charts: 30 days by default, 90 in the URL; each has a summary and a table.
  await expect(page.getByText(/calls in the last 30 days\. The busiest day was/)).toBeVisible();
  await page.locator('label', { hasText: '90 days' }).click();
  await expect(page).toHaveURL(/range=90/);
  await expect(page.getByText(/calls in the last 90 days\. The busiest day was/)).toBeVisible();
  const hours = page.getByRole('region', { name: 'Busiest hours' });
  await hours.getByRole('button', { name: 'Show as a table' }).click();
  await expect(hours.getByRole('table')).toBeVisible();
  await expect(hours.getByRole('rowheader', { name: '10:00' })).toBeVisible();
});

test('a spam report credits the minutes back: the balance and the ledger change', async ({ page }) => {
  await openPortal(page, '/dashboard/usage');
  const before = await balance(page);
  await page.goto('/dashboard/calls?outcome=spam');
  await page.getByTestId('call-row').first().getByRole('link').click();
  const billed = Number((await page.getByText(/minutes? billed/).textContent())!.match(/(\d+) minutes? billed/)![1]);
  await page.getByRole('button', { name: 'Report as spam' }).click();
  await page.getByRole('button', { name: 'Yes, report as spam' }).click();
  await expect(page.getByText(/Reported as spam\./)).toBeVisible();
  await page.goto('/dashboard/usage');
  await expect(page.getByTestId('usage-balance')).toHaveText(String(before + billed).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
  const line = page.getByRole('table', { name: 'Statement' }).getByRole('row').nth(1);
  await expect(line).toContainText('Spam call credited back');
  await expect(line).toContainText(`+${billed}`);
});

test('auto top-up: bad input keeps the values, then simulated calls trigger a top-up, and a declined card turns it off', async ({
  page,
  request,
}) => {
  await openPortal(page, '/dashboard/usage');
  const start = await balance(page);
  const form = page.getByRole('region', { name: 'Auto top-up' });
  await form.getByLabel('Auto top-up').check({ force: true });
  await form.getByLabel('Threshold in minutes').fill('0');
  await form.getByRole('button', { name: 'Save auto top-up' }).click();
  await expect(form.getByText('Choose a package.')).toBeVisible();
  await expect(form.getByText('Enter a positive whole number of minutes.')).toBeVisible();
  await expect(form.getByLabel('Threshold in minutes')).toHaveValue('0');

  await form.getByLabel('Package').selectOption('basic');
  await form.getByLabel('Threshold in minutes').fill(String(start + 5));
  await form.getByRole('button', { name: 'Save auto top-up' }).click();
  await expect(form.getByText('Auto top-up saved.')).toBeVisible();

  const simulated = await request.post('/api/dev/calls/simulate', { data: { email: 'demo@example.com', count: 10 } });
  expect(simulated.ok()).toBe(true);
  await page.reload();
  const statement = page.getByRole('table', { name: 'Statement' });
  await expect(statement.getByText('Auto top-up').first()).toBeVisible();
  expect(await balance(page)).toBeGreaterThan(start + 1000);
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1)).toContainText('Call package Basic');

  // The saved card now declines: the next top-up fails, auto top-up turns off and says why.
  expect((await request.put('/api/dev/billing/card', { data: { email: 'demo@example.com', behaviour: 'card_declined' } })).status()).toBe(
    204,
  );
  const now = await balance(page);
  await form.getByLabel('Threshold in minutes').fill(String(now + 5));
  await form.getByRole('button', { name: 'Save auto top-up' }).click();
  await expect(form.getByText('Auto top-up saved.')).toBeVisible();
  await request.post('/api/dev/calls/simulate', { data: { email: 'demo@example.com', count: 3 } });
  await page.reload();
  await expect(page.getByRole('note').filter({ hasText: 'Auto top-up was turned off' })).toContainText('the card was declined');
  await expect(form.getByLabel('Auto top-up')).not.toBeChecked();
});

test('an invoice downloads as a real PDF whose total is the one listed', async ({ page }) => {
  await openPortal(page, '/dashboard/usage');
  const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1);
  const total = (await row.getByTestId('invoice-total').textContent())!.trim();
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /Download PDF/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^VZ-\d{4}-\d{6}\.pdf$/);
  const bytes = new Uint8Array(readFileSync((await download.path())!));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain('Invoice');
  expect(text).toContain(download.suggestedFilename().replace('.pdf', ''));
  expect(text).toContain('VAT (21%)');
  // "€482.79" in the table, "€482.79" in the PDF (same amount, same digits).
  expect(text.replace(/\s/g, '')).toContain(total.replace(/[^\d.,]/g, ''));
});

test('billing details: a missing company name is refused in place, a save prints on the next invoice', async ({ page }) => {
  await openPortal(page, '/dashboard/usage');
  const form = page.getByRole('region', { name: 'Billing details' });
  await form.getByLabel('Company name').fill('');
  await form.getByLabel('Billing address').fill('Calle Mayor 1, Madrid');
  await form.getByRole('button', { name: 'Save billing details' }).click();
  await expect(form.getByText('Enter the company name.')).toBeVisible();
  await expect(form.getByLabel('Billing address')).toHaveValue('Calle Mayor 1, Madrid');
  await form.getByLabel('Company name').fill('Sonrisa Dental Group SL');
  await form.getByRole('button', { name: 'Save billing details' }).click();
  await expect(form.getByText('Billing details saved.')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Company name')).toHaveValue('Sonrisa Dental Group SL');
});

test('the quiet clinic requests the guarantee refund once', async ({ page }) => {
  await openPortal(page, '/dashboard/usage', 'guarantee@example.com');
  const card = page.getByRole('region', { name: 'Results guarantee' });
  await expect(card.getByTestId('guarantee-status')).toHaveText('Not met: refund available');
  await expect(card.getByText(/answered incoming calls that are not spam/)).toBeVisible();
  await card.getByRole('button', { name: 'Request the refund' }).click();
  await expect(card.getByText('Refund requested. We will reply by e-mail.')).toBeVisible();
  await expect(card.getByTestId('guarantee-status')).toHaveText('Refund requested');
  await expect(card.getByRole('button', { name: 'Request the refund' })).toHaveCount(0);
  await expect(card.getByText(/Status: pending review\./)).toBeVisible();
});

test('minutes running out: e-mails at 20% and at zero, a notice, and calls go to an unbilled voicemail', async ({ page, request }) => {
  const simulated = await request.post('/api/dev/calls/simulate', { data: { email: 'guarantee@example.com', count: 200 } });
  const result = (await simulated.json()) as { fallback: number; balance: number };
  expect(result.fallback).toBeGreaterThan(0);
  expect(result.balance).toBeLessThanOrEqual(0);
  const mails = await outbox(request, 'guarantee@example.com');
  expect(mails.map((mail) => mail.kind).sort()).toEqual(['balance-empty', 'balance-low']);
  await openPortal(page, '/dashboard/usage', 'guarantee@example.com');
  await expect(page.getByRole('note').filter({ hasText: 'Your minutes have run out' })).toContainText('calls go to voicemail');
  await page.goto('/dashboard/calls?outcome=voicemail');
  await expect(page.getByTestId('call-row').first()).toBeVisible();
});
