import { expect, outbox, test } from './fixtures.ts';
import { logInToDashboard } from './steps.ts';

/**
 * The team end to end: the owner invites a staff member, who joins from the e-mailed link and
 * lands in the same account; they see the calls but not billing (the sidebar says why, the API
 * refuses their token); the owner removes them and their next request is refused.
 */
test('the owner invites a staff member, who joins, sees the calls but not billing, and is refused once removed', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await logInToDashboard(page);
  await page.goto('/dashboard/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const invite = page.getByRole('region', { name: 'Invite someone' });
  await invite.getByRole('textbox', { name: 'E-mail' }).fill('nuria@example.com');
  await invite.getByRole('combobox', { name: 'Role' }).selectOption('staff');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent to nuria@example.com.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invitations' })).toContainText('nuria@example.com');

  const [mail] = await outbox(request, 'nuria@example.com');
  expect(mail?.kind).toBe('invitation');
  expect(mail?.subject).toContain('invited you to');

  // The invitee, in a browser of their own.
  const theirs = await browser.newContext({ baseURL });
  const invitee = await theirs.newPage();
  await invitee.goto(new URL(mail?.link ?? '').pathname + new URL(mail?.link ?? '').search);
  await expect(invitee.getByRole('heading', { level: 1 })).toContainText('Join');
  await expect(invitee.getByText('nuria@example.com')).toBeVisible();
  await invitee.getByRole('textbox', { name: 'Your name' }).fill('Nuria Gil');
  await invitee.getByLabel(/^Password/).fill('a-long-secret');
  await invitee.getByLabel('Repeat the password').fill('a-long-secret');
  await invitee.getByRole('button', { name: 'Join the team' }).click();
  await expect(invitee).toHaveURL(/\/dashboard$/);

  // The same account's calls; billing is not theirs: the sidebar says so, the page too, the API refuses.
  await invitee.goto('/dashboard/calls');
  await expect(invitee.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(invitee.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  const nav = invitee.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: 'Usage and billing' })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: /Usage and billing/ })).toBeDisabled();
  await invitee.goto('/dashboard/usage');
  await expect(invitee.getByRole('heading', { level: 1, name: 'Not available to your role' })).toBeVisible();
  await expect(invitee.getByText('Only the account’s owner can see and change billing.')).toBeVisible();
  const token = await invitee.evaluate(() => localStorage.getItem('token'));
  const billing = await request.get('/api/usage', { headers: { authorization: `Bearer ${token}` } });
  expect(billing.status()).toBe(403);
  expect(await billing.json()).toEqual({ error: 'Only the account’s owner can see and change billing.' });

  // The owner removes them: their next request is refused, and the portal sends them to log in.
  await page.reload();
  await page.getByRole('button', { name: 'Remove Nuria Gil' }).click();
  await page.getByRole('group', { name: 'Remove Nuria Gil from the team?' }).getByRole('button', { name: 'Remove from the team' }).click();
  await expect(page.getByRole('region', { name: 'Members' })).not.toContainText('Nuria Gil');
  expect((await request.get('/api/calls', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  await invitee.goto('/dashboard/calls');
  await expect(invitee).toHaveURL(/\/login/);
  await theirs.close();
});

test('the demo staff member signs in with the README password and cannot change the agent: its page says why', async ({ page }) => {
  await logInToDashboard(page, 'staff@example.com', 'Staff1234!');
  await expect(page.getByTestId('shell-account-role')).toHaveText('Staff');
  await page.goto('/dashboard/bot-config');
  await expect(page.getByRole('heading', { level: 1, name: 'Not available to your role' })).toBeVisible();
  await page.goto('/dashboard/calls');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await expect(page.getByText('Your role cannot export data. Ask an admin or the account’s owner.')).toBeVisible();
});

test('the owner hands the account to the admin: from then on the owner is an admin, and the admin signs in as the owner', async ({
  page,
  browser,
  baseURL,
}) => {
  await logInToDashboard(page);
  await page.goto('/dashboard/team');
  const handover = page.getByRole('region', { name: 'Hand over the account' });
  await expect(handover.getByRole('combobox', { name: 'New owner' })).toHaveValue('1001');
  await handover.getByLabel(/^Your password, to confirm/).fill('Demo1234!');
  await handover.getByRole('button', { name: 'Hand over the account' }).click();
  await expect(page.getByText('Marta Ruiz now owns the account. You are an admin.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hand over the account' })).toHaveCount(0);
  await expect(page.getByTestId('shell-account-role')).toHaveText('Admin');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('button', { name: /Usage and billing/ })).toBeDisabled();

  const hers = await browser.newContext({ baseURL });
  const marta = await hers.newPage();
  await logInToDashboard(marta, 'admin@example.com', 'Admin1234!');
  // The owner is the account: named in the sidebar without a role, billing theirs.
  await expect(marta.getByTestId('shell-account-name')).toHaveText('Marta Ruiz');
  await expect(marta.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Usage and billing' })).toBeVisible();
  await marta.goto('/dashboard/team');
  await expect(marta.getByRole('region', { name: 'Hand over the account' })).toBeVisible();
  await hers.close();
});
