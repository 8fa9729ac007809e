import type { Page } from '@playwright/test';
import { expect, outbox, test } from './fixtures.ts';
import { fillPersonalDetails, logInToDashboard, openBuy } from './steps.ts';

/**
 * Going live from a fresh account: bought, confirmed, identity approved (the development route
 * stands in for the review), then a Spanish mobile connected "when busy or unanswered", the test
 * call simulated through the carrier stand-in, the line live, and the test call in the history,
 * marked and not billed.
 */
const OWNER = {
  name: 'Inés Salón',
  phoneDigits: '611223344',
  email: 'ines.salon@example.com',
  password: 'Salon1234!',
  prompt: 'Answer the phone of a hair salon in Madrid and book appointments.',
};
const BUSINESS = '+34622334455';

async function freshPaidAccount(page: Page, request: Parameters<Parameters<typeof test>[2]>[0]['request']) {
  await openBuy(page, 'Advanced');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await fillPersonalDetails(page, OWNER);
  await page.getByRole('button', { name: 'Create my account and continue' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
  const link = new URL((await outbox(request, OWNER.email)).find((mail) => mail.link?.includes('/verify-email'))?.link ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account verified successfully' })).toBeVisible();
  expect((await request.post('/api/dev/kyc/approve', { data: { email: OWNER.email } })).status()).toBe(204);
}

test('a fresh account connects a Spanish mobile when busy or unanswered, the simulated call makes it live, the test call is in the history and not billed', async ({
  page,
  request,
}) => {
  // A whole journey (purchase, confirmation, login, the line, the test call) on a shared machine.
  test.setTimeout(180_000);
  await freshPaidAccount(page, request);
  await logInToDashboard(page, OWNER.email, OWNER.password);

  // The dashboard: the number, not connected, the checklist linking to the page.
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${OWNER.name}` })).toBeVisible({ timeout: 30_000 });
  const card = page.getByRole('region', { name: 'Go live' });
  await expect(card.getByText('Not connected')).toBeVisible({ timeout: 15_000 });
  const agentNumber = ((await card.getByTestId('dashboard-agent-number').locator('[data-code]').textContent()) ?? '').trim();
  expect(agentNumber).toMatch(/^\+34\d{9}$/);
  await page.getByRole('navigation', { name: /./ }).getByRole('link', { name: 'Go live' }).click();
  await expect(page).toHaveURL(/\/dashboard\/go-live$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Go live' })).toBeVisible();

  const line = page.getByRole('region', { name: 'Connect your line' });
  await line.getByLabel('Carrier').selectOption('movistar');
  const number = line.getByRole('textbox', { name: /Your business number/ });
  await expect(number).toBeEnabled();
  await number.click();
  await number.press('End');
  await number.pressSequentially('622334455');
  await expect(line.getByRole('checkbox', { name: 'When the line is busy' })).toBeChecked();
  await expect(line.getByRole('checkbox', { name: 'When nobody answers' })).toBeChecked();
  await line.getByRole('button', { name: 'Save the line' }).click();
  await expect(line.getByText('Line saved')).toBeVisible();

  const how = page.getByRole('region', { name: 'How to forward your calls' });
  await expect(how.getByRole('link').first()).toHaveAttribute('href', `tel:%2A%2A67%2A${agentNumber}%23`);
  await expect(how.locator('[data-code]').nth(1)).toHaveText(`**61*${agentNumber}**15#`);

  const testSection = page.getByRole('region', { name: 'Test my line' });
  await testSection.getByRole('button', { name: 'Test my line' }).click();
  await expect(testSection.getByTestId('countdown')).toContainText(/4:5\d|5:00/);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);

  const simulated = await request.post('/api/dev/telephony/inbound', {
    data: { to: agentNumber, from: '+34699887766', forwardedFrom: BUSINESS, reason: 'no_answer' },
  });
  expect(simulated.status()).toBe(201);
  const { callId } = (await simulated.json()) as { callId: string };
  await expect(testSection.getByTestId('test-result')).toContainText('Test passed: forwarding detected (when unanswered).', {
    timeout: 3000,
  });
  await expect(page.getByRole('region', { name: "Your agent's number" }).getByText('Live', { exact: true })).toBeVisible();

  await testSection.getByRole('link', { name: 'See the test call' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/calls/${callId}$`));
  await expect(page.getByTestId('test-call')).toHaveText('Test call · not billed');
  // What the API says of it, with the browser's session cookie: marked, 0 minutes billed.
  const detail = await page.request.get(`/api/calls/${callId}`);
  expect(detail.status()).toBe(200);
  expect(await detail.json()).toMatchObject({ testCall: true, billedMinutes: 0 });
});
