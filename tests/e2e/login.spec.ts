import { expect, test } from './fixtures.ts';

const DEMO = { email: 'demo@example.com', password: 'Demo1234!' };

test('a seeded account logs in, lands on the dashboard, keeps the session on reload and logs out', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lucía Fernández');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{40,}$/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lucía Fernández');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('in Spanish, the login lands on /es/dashboard', async ({ page }) => {
  await page.goto('/es/login');
  await page.getByLabel('Correo electrónico').fill(DEMO.email);
  await page.getByLabel('Contraseña').fill(DEMO.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/es\/dashboard$/);
});

test('the protected pages send a visitor without a session to login', async ({ page }) => {
  await page.goto('/ae/dashboard/settings');
  await expect(page).toHaveURL(/\/ae\/login$/);
});

test('a stale token is cleared and the visitor is sent to login', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('token', 'stale-token-from-another-day'));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('login errors are clear and keep what was typed', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Enter your e-mail.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeFocused();

  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The password is incorrect.');
  await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.email);

  await page.getByLabel('E-mail').fill('pending@example.com');
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your account is not active yet. Confirm it with the link we sent to your e-mail.');
});

test('with the server down, login says so and keeps the form', async ({ page }) => {
  await page.goto('/login');
  await page.route('**/api/login', (route) => route.abort('connectionrefused'));
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('We could not reach the server. Check your connection and try again.');
  await expect(page.getByLabel('Password')).toHaveValue(DEMO.password);
  await page.unroute('**/api/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
