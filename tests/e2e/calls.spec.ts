import { expect, test } from './fixtures.ts';
import { logInToDashboard as logIn, openPortal } from './steps.ts';

const madridDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
/** `2026-11-27` as the English date fields take it (month first, as the call table writes it): `11/27/2026`. */
const usDay = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');

test('the demo account filters to booked appointments of the last 7 days, opens one, plays it and sees the line move', async ({ page }) => {
  await logIn(page);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Calls', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/calls$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Calls', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('call-row').first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Time' })).toHaveAttribute('aria-sort', 'descending');

  const filters = page.getByRole('search', { name: 'Filter calls' });
  await filters.getByLabel('From').fill(usDay(madridDay(-6)));
  await filters.getByLabel('To').fill(usDay(madridDay(0)));
  await filters.getByLabel('Outcome').selectOption({ label: 'Appointment booked' });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/outcome=appointment_booked/);
  await expect(page).toHaveURL(new RegExp(`from=${madridDay(-6)}`));
  const rows = page.getByTestId('call-row');
  // Until the filtered rows have arrived the table shows the previous ones (busy once the new
  // filters render): no other outcome is left, and the table is not busy.
  await expect(rows.getByText(/^(Lead qualified|Information given|Transferred to a person|Voicemail|Missed|Spam)$/)).toHaveCount(0);
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
  await expect(rows.first()).toBeVisible();
  for (const outcome of await rows
    .getByText(/^(Appointment booked|Lead qualified|Information given|Transferred to a person|Voicemail|Missed|Spam)$/)
    .allTextContents()) {
    expect(outcome).toBe('Appointment booked');
  }

  // The filtered view survives a reload (it lives in the URL).
  await page.reload();
  await expect(page.getByRole('search', { name: 'Filter calls' }).getByLabel('Outcome')).toHaveValue('appointment_booked');

  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard\/calls\/c[0-9a-z]+\?/);
  await expect(page.getByRole('heading', { level: 1, name: /^Call with / })).toBeVisible();
  await expect(page.getByText('Appointment booked').first()).toBeVisible();
  const transcript = page.getByTestId('transcript');
  await expect(transcript.locator('li')).not.toHaveCount(0);
  await expect(transcript.locator('li[aria-current="true"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(transcript.locator('li').first()).toHaveAttribute('aria-current', 'true');
  // A click on the third line seeks there: it becomes the highlighted one.
  await transcript.locator('li').nth(2).getByRole('button').click();
  await expect(transcript.locator('li').nth(2)).toHaveAttribute('aria-current', 'true', { timeout: 5000 });
  await page.getByRole('button', { name: 'Pause' }).click();

  // Back returns to the filtered list.
  await page.getByRole('link', { name: 'Back to calls' }).click();
  await expect(page).toHaveURL(/outcome=appointment_booked/);
});

test('reporting a spam call credits its minutes back to the balance, once', async ({ page }) => {
  await openPortal(page, '/dashboard/calls?outcome=spam');
  const balance = page.getByTestId('calls-balance');
  await expect(balance).toContainText('Minutes left');
  const before = Number((await balance.textContent())!.match(/left: ([\d,]+)/)![1]!.replace(/,/g, ''));
  await page.getByTestId('call-row').first().getByRole('link').click();
  const billed = Number((await page.getByText(/minutes? billed/).textContent())!.match(/(\d+) minutes? billed/)![1]);
  await page.getByRole('button', { name: 'Report as spam' }).click();
  await page.getByRole('button', { name: 'Yes, report as spam' }).click();
  await expect(page.getByText(/Reported as spam\. \d+ minutes? (was|were) credited back to your balance\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report as spam' })).toBeDisabled();
  await page.getByRole('link', { name: 'Back to calls' }).click();
  await expect(balance).toContainText(`left: ${(before + billed).toLocaleString('en')}`);
});

test('the CSV export has the rows of the filtered list', async ({ page }) => {
  await openPortal(page, '/dashboard/calls?outcome=transferred&direction=inbound');
  await expect(page.getByTestId('call-row').first()).toBeVisible();
  const total = Number((await page.getByTestId('calls-total').textContent())!.replace(/[^\d]/g, ''));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^calls-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const rows = text.trim().split('\r\n');
  expect(rows[0]).toMatch(/^id,startedAt,direction,callerNumber/);
  expect(rows.length - 1).toBe(total);
  for (const row of rows.slice(1)) expect(row).toContain(',inbound,');
  for (const row of rows.slice(1)) expect(row).toContain(',transferred,');
});

test('bad filters get a clear message and keep what was typed; nothing matches says so', async ({ page }) => {
  await openPortal(page, '/dashboard/calls');
  const filters = page.getByRole('search', { name: 'Filter calls' });
  await filters.getByLabel('From').fill('11/31/2026');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(filters.getByRole('alert')).toHaveText('From: enter a real date as mm/dd/yyyy, for example 01/31/2026.');
  await expect(filters.getByLabel('From')).toHaveValue('11/31/2026');
  await expect(page).toHaveURL(/\/dashboard\/calls$/);
  await filters.getByLabel('From').fill('11/20/2026');
  await filters.getByLabel('To').fill('11/01/2026');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(filters.getByRole('alert')).toHaveText('The start date must be on or before the end date.');
  await expect(filters.getByLabel('From')).toHaveValue('11/20/2026');
  await expect(page.getByTestId('call-row').first()).toBeVisible();

  await page.goto('/dashboard/calls?q=zzzz-nobody');
  await expect(page.getByRole('heading', { name: 'No calls match these filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/calls$/);
  await expect(page.getByTestId('call-row').first()).toBeVisible();
});

test('a call of another account is not found', async ({ page }) => {
  await openPortal(page, '/dashboard/calls', 'busy@example.com');
  const href = await page.getByTestId('call-row').first().getByRole('link').getAttribute('href');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page);
  await page.goto(href!);
  await expect(page.getByText('This call does not exist or belongs to another account.')).toBeVisible();
});

test('the call history in Arabic: right to left, its own labels', async ({ page }) => {
  await openPortal(page, '/ae/dashboard/calls');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المكالمات' })).toBeVisible();
  await expect(page.getByTestId('call-row').first()).toBeVisible();
  // Dates day first (not the browser's US format); the URL keeps its ISO days.
  const filters = page.getByRole('search', { name: 'تصفية المكالمات' });
  await expect(filters.getByLabel('من', { exact: true })).toHaveAttribute('placeholder', 'يوم/شهر/سنة');
  await filters.getByLabel('من', { exact: true }).fill('20/11/2026');
  await filters.getByLabel('إلى', { exact: true }).fill('٢٤/١١/٢٠٢٦');
  await filters.getByRole('button', { name: 'تطبيق المرشحات' }).click();
  await expect(page).toHaveURL(/from=2026-11-20/);
  await expect(page).toHaveURL(/to=2026-11-24/);
  await expect(filters.getByLabel('من', { exact: true })).toHaveValue('20/11/2026');
});

test('on the Custom plan the agent calls back on request; on Advanced only the phone link is offered', async ({ page }) => {
  await openPortal(page, '/dashboard/calls?direction=inbound');
  await page.getByTestId('call-row').first().getByRole('link').click();
  await expect(page.getByRole('link', { name: /^Call back/ })).toHaveAttribute('href', /^tel:\+\d+$/);
  await expect(page.getByRole('button', { name: 'Have the agent call back' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Log out' }).click();

  await openPortal(page, '/dashboard/calls?direction=inbound', 'busy@example.com');
  const row = page.getByTestId('call-row').first();
  const number = (await row.locator('bdi').textContent())!;
  await row.getByRole('link').click();
  await page.getByRole('button', { name: 'Have the agent call back' }).click();
  await expect(page.getByText(new RegExp(`^The agent will call \\${number} back at `))).toBeVisible();
});

test('the history goes page by page, 50 calls at a time; the page lives in the URL', async ({ page }) => {
  await openPortal(page, '/dashboard/calls');
  const rows = page.getByTestId('call-row');
  const pages = page.getByRole('navigation', { name: 'Pages of calls' });
  await expect(rows).toHaveCount(50);
  await expect(rows.first()).toHaveAttribute('aria-rowindex', '2');
  await expect(pages.getByTestId('calls-range')).toHaveText(/^Calls 1–50 of [\d,]+$/);
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  const firstOfPageOne = await rows.first().getByRole('link').getAttribute('href');

  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rows.first()).toHaveAttribute('aria-rowindex', '52');
  await expect(rows).toHaveCount(50);
  await expect(pages.getByTestId('calls-range')).toHaveText(/^Calls 51–100 of /);
  await expect(page.getByRole('table', { name: 'Call history' })).toBeFocused();

  // A call opened from the second page leads back to it; a reload keeps it.
  await rows.first().getByRole('link').click();
  await page.getByRole('link', { name: 'Back to calls' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rows.first()).toHaveAttribute('aria-rowindex', '52');
  await page.reload();
  await expect(rows.first()).toHaveAttribute('aria-rowindex', '52');

  await pages.getByRole('button', { name: 'Previous page' }).click();
  await expect(page).not.toHaveURL(/page=/);
  await expect(rows.first().getByRole('link')).toHaveAttribute('href', firstOfPageOne!);

  // A link straight to the third page fetches the pages before it.
  await page.goto('/dashboard/calls?page=3');
  await expect(rows.first()).toHaveAttribute('aria-rowindex', '102');
  await expect(pages.getByTestId('calls-range')).toHaveText(/^Calls 101–150 of /);
});
