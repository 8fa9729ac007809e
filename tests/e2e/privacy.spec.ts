import { expect, test } from './fixtures.ts';
import { logInToDashboard, openPortal } from './steps.ts';

/**
 * Retention on the demo clinic: the owner opens Privacy and data from the sidebar, keeps recordings
 * for 30 days instead of until deleted (the page warns what tonight's run deletes), the setting
 * survives a reload, the nightly run (the development route runs it now) deletes the older
 * recordings, and the oldest call says why it has no recording while a recent one still plays.
 */
test('the owner keeps recordings for 30 days: the nightly run deletes the older ones and their call pages say why', async ({ page }) => {
  await logInToDashboard(page);
  await page.getByRole('navigation', { name: /./ }).getByRole('link', { name: 'Privacy and data' }).click();
  await expect(page).toHaveURL(/\/dashboard\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy and data' })).toBeVisible();

  const period = page.getByRole('radiogroup', { name: "Keep each call's recording and transcript for" });
  await expect(period.getByRole('radio', { name: 'Until I delete them' })).toBeChecked();
  await expect(page.getByText('No recording has been deleted under a retention setting yet.')).toBeVisible();
  await period.getByRole('radio', { name: '30 days' }).check();
  await expect(page.getByRole('note')).toHaveText(
    "Recordings and transcripts older than 30 days will be deleted at tonight's run and cannot be recovered.",
  );
  await page.getByRole('button', { name: 'Save retention' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Retention saved.' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();

  const run = await page.request.post('/api/dev/privacy/retention/run');
  expect(run.status()).toBe(200);
  const { deletedRecordings } = (await run.json()) as { deletedRecordings: number };
  expect(deletedRecordings).toBeGreaterThan(100);
  await page.reload();
  await expect(page.getByTestId('retention-status')).toContainText(`${deletedRecordings.toLocaleString('en')} recordings deleted`);

  const list = async (order: 'asc' | 'desc') =>
    (
      (await (await page.request.get(`/api/calls?outcome=appointment_booked&sort=startedAt&order=${order}&limit=1`)).json()) as {
        items: { id: string }[];
      }
    ).items[0]?.id;
  const oldest = await list('asc');
  const newest = await list('desc');
  await page.goto(`/dashboard/calls/${oldest}`);
  await expect(page.getByText('Recording and transcript deleted under your retention setting.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play' })).toHaveCount(0);
  await expect(page.getByText('Appointment booked').first()).toBeVisible();

  await page.goto(`/dashboard/calls/${newest}`);
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(page.getByTestId('transcript')).toBeVisible();
});

/**
 * A caller's access and erasure requests on the demo clinic: the owner finds a regular caller by
 * the number they give, downloads their data as one ZIP (the link works once), erases them after
 * confirming, that caller's call page shows the pseudonym with nothing they said, and the audit
 * log shows both requests without the number.
 */
test("the owner exports a caller's data as a ZIP, then erases them: their call shows a pseudonym and nothing they said", async ({
  page,
}) => {
  await logInToDashboard(page);
  const newest = (
    (await (await page.request.get('/api/calls?direction=inbound&outcome=appointment_booked&limit=1')).json()) as {
      items: { id: string; callerNumber: string }[];
    }
  ).items[0];
  expect(newest?.callerNumber).toMatch(/^\+\d+$/);
  const number = newest?.callerNumber ?? '';
  await page.goto('/dashboard/privacy');
  const section = page.getByRole('region', { name: "A caller's data" });
  await section.getByRole('textbox', { name: "Caller's number" }).fill(`${number.slice(0, 3)} ${number.slice(3)}`);
  await section.getByRole('button', { name: 'Find' }).click();
  await expect(section.getByTestId('caller-status')).toHaveText(`What your account holds about ${number}:`);

  await section.getByRole('button', { name: "Export this caller's data" }).click();
  const link = section.getByRole('link', { name: 'Download the file (ZIP)' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`caller-${number.slice(1)}.zip`);
  const archive = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(archive.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  expect(archive.includes(Buffer.from('caller.json'))).toBe(true);
  // The link worked once.
  expect((await page.request.get((await link.getAttribute('href')) ?? '')).status()).toBe(404);

  await section.getByRole('button', { name: 'Erase this caller' }).click();
  await expect(section.getByRole('button', { name: 'Erase for good' })).toBeFocused();
  await section.getByRole('button', { name: 'Erase for good' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "The caller's data was erased." })).toBeVisible();
  await expect(section.getByTestId('caller-status')).toContainText('Erased: the calls now show anon-');

  await page.goto(`/dashboard/calls/${newest?.id}`);
  await expect(page.getByText("Recording and transcript deleted with the caller's data, at their request.")).toBeVisible();
  await expect(page.getByTestId('caller-erased')).toBeVisible();
  await expect(page.getByText(number)).toHaveCount(0);
  await expect(page.getByRole('link', { name: new RegExp(number.slice(3)) })).toHaveCount(0);

  // The audit log has both requests, newest first, by the owner, without the number.
  await page.getByRole('navigation', { name: /./ }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/dashboard\/team\/audit$/);
  const rows = page.getByRole('table', { name: 'Audit log entries, newest first' }).getByRole('row');
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText("Erased a caller's data");
  await expect(rows.nth(2).getByRole('rowheader')).toHaveText("Exported a caller's data");
  await expect(rows.nth(1)).toContainText('Lucía Fernández');
  await expect(page.getByRole('main')).not.toContainText(number.slice(3));
  await page.getByRole('combobox', { name: 'Action' }).selectOption('caller.erased');
  await expect(page).toHaveURL(/action=caller\.erased/);
  await expect(rows).toHaveCount(2);
});

/** The account's own data: one link on the privacy page downloads a ZIP of everything, with the invoices as PDFs. */
test("the owner downloads the account's own data as one ZIP from the privacy page", async ({ page }) => {
  await logInToDashboard(page);
  await page.goto('/dashboard/privacy');
  const section = page.getByRole('region', { name: "Your account's data" });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: "Download your account's data (ZIP)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vozly-account-\d{4}-\d{2}-\d{2}\.zip$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const archive = Buffer.concat(chunks);
  expect(archive.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  for (const name of ['account.json', 'calls.json', 'ledger.json', 'invoices.json', 'audit.json', '.pdf'])
    expect(archive.includes(Buffer.from(name)), name).toBe(true);
  expect(archive.includes(Buffer.from('passwordHash'))).toBe(false);
});

/**
 * Deleting the account: the owner asks with their password, the page says the day; meanwhile the
 * admin cannot sign in. Logging in again lands on the dashboard, which offers to cancel; once
 * cancelled the notice is gone and the admin signs in again.
 */
test('the owner asks to delete the account, logs in again within the grace period and cancels it', async ({ page, request }) => {
  const adminLogin = () => request.post('/api/login', { data: { email: 'admin@example.com', password: 'Admin1234!' } });
  await openPortal(page, '/dashboard/privacy');
  await page.getByLabel('Your password, to confirm').fill('Demo1234!');
  await page.getByRole('button', { name: 'Delete the account' }).click();
  await expect(page.getByText(/^Your account will be deleted on .+\.$/)).toBeVisible();
  expect((await adminLogin()).status()).toBe(403);

  await page.getByRole('button', { name: 'Log out' }).click();
  await logInToDashboard(page);
  const notice = page.getByRole('note', { name: /^Your account will be deleted on / });
  await expect(notice).toContainText('Everything but the invoices will be gone.');
  await notice.getByRole('button', { name: 'Cancel the deletion' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The deletion was cancelled: your account stays as it was.' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect((await adminLogin()).status()).toBe(200);
});
