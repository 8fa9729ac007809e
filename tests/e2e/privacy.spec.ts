import { expect, test } from './fixtures.ts';
import { logInToDashboard } from './steps.ts';

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
