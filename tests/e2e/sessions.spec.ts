import { expect, test } from './fixtures.ts';
import { logInToDashboard } from './steps.ts';

/**
 * A member signed in on two browsers (and, as the demo starts, on a phone in Madrid) sees all three
 * under their profile, this one first, and ends the others: the other browser's next step asks it
 * to log in again, while this one goes on.
 */
test('the owner ends every other session from the profile page: the other browser has to log in again', async ({
  page,
  browser,
  baseURL,
}) => {
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await logInToDashboard(otherPage);
  await logInToDashboard(page);

  await page.goto('/dashboard/profile');
  const section = page.getByRole('region', { name: "Where you're signed in" });
  const sessions = section.getByRole('listitem');
  await expect(sessions).toHaveCount(3);
  await expect(sessions.first()).toContainText('This device');
  await expect(sessions.first()).toContainText('Active now');
  await expect(section.getByRole('listitem').filter({ hasText: 'Safari on iPhone' })).toContainText('Madrid, Spain');

  await section.getByRole('button', { name: 'End all other sessions' }).click();
  await expect(section.getByRole('status')).toHaveText('Every other session ended. You are signed in only here.');
  await expect(sessions).toHaveCount(1);
  await expect(section.getByText('You are signed in only here.', { exact: true })).toBeVisible();

  await otherPage.goto('/dashboard/calls');
  await expect(otherPage).toHaveURL(/\/login/);
  await page.goto('/dashboard/calls');
  await expect(page).toHaveURL(/\/dashboard\/calls$/);
  await other.close();
});
