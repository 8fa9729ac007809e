import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const DEMO = { email: 'demo@example.com', password: 'Demo1234!', name: 'Lucía Fernández' };
const NETWORK_ERROR = 'We could not reach the server. Check your connection and try again.';

async function logIn(page: Page, email = DEMO.email, password = DEMO.password) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function logInAsDemo(page: Page) {
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${DEMO.name}`);
}

/** A form section of the account page, by its heading. */
const section = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading }) });

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

test('the seeded account changes its phone and prompt and chooses a voice: all three survive a reload', async ({ page }) => {
  await logInAsDemo(page);
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar(page).getByText(DEMO.email)).toBeVisible();

  const phone = section(page, 'Change phone');
  const phoneInput = phone.getByRole('textbox', { name: 'Phone' });
  await expect(phoneInput).toHaveValue('+34 600 11 12 22');
  await phoneInput.fill('+34 611 22 23 33');
  await phone.getByRole('button', { name: 'Update phone' }).click();
  await expect(phone.getByRole('status')).toHaveText('Phone updated successfully.');
  // Shown for 3000 ms.
  await expect(phone.getByRole('status')).toBeEmpty({ timeout: 5000 });

  const prompt = section(page, 'Assistant instructions');
  await prompt
    .getByRole('textbox', { name: 'Instructions (prompt)' })
    .fill('Answer as the front desk of Sonrisa. Offer the first free slot.');
  await prompt.getByRole('button', { name: 'Update instructions' }).click();
  await expect(prompt.getByRole('status')).toHaveText('Instructions updated successfully.');

  await sidebar(page).getByRole('link', { name: 'Bot configuration' }).click();
  await expect(page).toHaveURL(/\/dashboard\/bot-config$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bot configuration');
  // The prompt is the account's: the change made on the account page is here.
  await expect(page.getByRole('textbox', { name: 'Instructions for your assistant (prompt)' })).toHaveValue(
    'Answer as the front desk of Sonrisa. Offer the first free slot.',
  );
  await expect(page.getByRole('radio', { name: 'Carmen' })).toBeChecked();
  await page.getByRole('radio', { name: 'Mateo' }).check();
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Save configuration' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bot configuration saved.' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Mateo' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Instructions for your assistant (prompt)' })).toHaveValue(
    'Answer as the front desk of Sonrisa. Offer the first free slot.',
  );

  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(section(page, 'Change phone').getByRole('textbox', { name: 'Phone' })).toHaveValue('+34 611 22 23 33');
  await expect(section(page, 'Assistant instructions').getByRole('textbox', { name: 'Instructions (prompt)' })).toHaveValue(
    'Answer as the front desk of Sonrisa. Offer the first free slot.',
  );
});

test('changing the password logs out; the new password works, the old one does not', async ({ page }) => {
  await logInAsDemo(page);
  const password = section(page, 'Change password');
  const submit = password.getByRole('button', { name: 'Change password' });
  await expect(submit).toBeDisabled();

  // A wrong current password: a clear message, what was typed kept.
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password').fill('Sonrisa-2026');
  await submit.click();
  await expect(password.getByRole('alert')).toHaveText('The current password is incorrect.');
  await expect(password.getByLabel('New password')).toHaveValue('Sonrisa-2026');

  await password.getByLabel('Current password').fill(DEMO.password);
  await submit.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password updated successfully. Log in with your new password.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))).toBeNull();

  await logIn(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('alert')).toHaveText('The password is incorrect.');
  await logIn(page, DEMO.email, 'Sonrisa-2026');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a bad e-mail or one already taken gets a clear message and keeps what was typed', async ({ page }) => {
  await logInAsDemo(page);
  const email = section(page, 'Change e-mail');
  const input = email.getByRole('textbox', { name: 'E-mail' });
  const submit = email.getByRole('button', { name: 'Update e-mail' });
  await expect(submit).toBeDisabled();
  await input.fill('lucia@example');
  await submit.click();
  await expect(email.getByText('Enter a valid e-mail address, such as name@example.com.')).toBeVisible();
  await input.fill('rejected@example.com');
  await submit.click();
  await expect(email.getByRole('alert')).toHaveText('A user with this e-mail already exists.');
  await expect(input).toHaveValue('rejected@example.com');

  await input.fill('lucia.fernandez@example.com');
  await submit.click();
  await expect(email.getByRole('status')).toHaveText('E-mail updated successfully.');
  await expect(sidebar(page).getByText('lucia.fernandez@example.com')).toBeVisible();
  await expect(submit).toBeDisabled();
});

test('a token for one account cannot change another account (403, nothing changed)', async ({ request }) => {
  const login = await request.post('/api/login', { data: { email: 'rejected@example.com', password: DEMO.password } });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  for (const [kind, data] of [
    ['Email', { newEmail: 'taken-over@example.com' }],
    ['Phone', { newPhone: '+34611999888' }],
    ['Password', { currentPassword: DEMO.password, newPassword: 'taken-over-1' }],
    ['Iaprompt', { newIaprompt: 'Say something else', locale: 'en' }],
  ] as const) {
    const response = await request.put(`/api/users/new${kind}/${encodeURIComponent(DEMO.email)}`, { headers, data });
    expect(response.status(), kind).toBe(403);
  }
  const demo = await request.post('/api/login', { data: { email: DEMO.email, password: DEMO.password } });
  expect(demo.status()).toBe(200);
  expect(((await demo.json()) as { user: { phone: string; iaprompt: string } }).user).toMatchObject({ phone: '+34600111222' });
});

test('with the API down, an update says so and keeps what was typed; a retry works', async ({ page }) => {
  await logInAsDemo(page);
  const phone = section(page, 'Change phone');
  await page.route('**/api/users/newPhone/**', (route) => route.abort('connectionrefused'));
  await phone.getByRole('textbox', { name: 'Phone' }).fill('+34 622 33 34 44');
  await phone.getByRole('button', { name: 'Update phone' }).click();
  await expect(phone.getByRole('alert')).toHaveText(NETWORK_ERROR);
  await expect(phone.getByRole('textbox', { name: 'Phone' })).toHaveValue('+34 622 33 34 44');
  await page.unroute('**/api/users/newPhone/**');
  await phone.getByRole('button', { name: 'Update phone' }).click();
  await expect(phone.getByRole('status')).toHaveText('Phone updated successfully.');
  await expect(phone.getByRole('alert')).toHaveCount(0);
});

test('a backend that answers an update with 204 or { success: true } saved it: the portal says so and shows the new value', async ({
  page,
}) => {
  await logInAsDemo(page);
  // The real mock API saves the change; the answer the portal sees has no user in it.
  await page.route('**/api/users/newPhone/**', async (route) => {
    await route.fetch();
    await route.fulfill({ status: 204 });
  });
  await page.route('**/api/users/newIaprompt/**', async (route) => {
    await route.fetch();
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' });
  });
  const phone = section(page, 'Change phone');
  await phone.getByRole('textbox', { name: 'Phone' }).fill('+34 633 44 45 55');
  await phone.getByRole('button', { name: 'Update phone' }).click();
  await expect(phone.getByRole('status')).toHaveText('Phone updated successfully.');
  await expect(phone.getByRole('alert')).toHaveCount(0);

  const prompt = section(page, 'Assistant instructions');
  await prompt.getByRole('textbox', { name: 'Instructions (prompt)' }).fill('Greet callers by the clinic name.');
  await prompt.getByRole('button', { name: 'Update instructions' }).click();
  await expect(prompt.getByRole('status')).toHaveText('Instructions updated successfully.');

  await page.reload();
  await expect(section(page, 'Change phone').getByRole('textbox', { name: 'Phone' })).toHaveValue('+34 633 44 45 55');
  await expect(section(page, 'Assistant instructions').getByRole('textbox', { name: 'Instructions (prompt)' })).toHaveValue(
    'Greet callers by the clinic name.',
  );
});

test('the password change is authorised by the token current-user returned', async ({ page }) => {
  await logInAsDemo(page);
  const session = await page.evaluate(async () => {
    const stored = localStorage.getItem('token') ?? sessionStorage.getItem('token');
    const answer = await fetch('/api/current-user', {
      headers: stored ? { authorization: `Bearer ${stored}` } : {},
      credentials: 'include',
    });
    return ((await answer.json()) as { token?: string }).token ?? null;
  });
  expect(session).toBeTruthy();
  let sent: string | null = null;
  await page.route('**/api/users/newPassword/**', async (route) => {
    sent = route.request().headers().authorization ?? null;
    await route.continue();
  });
  const password = section(page, 'Change password');
  await password.getByLabel('Current password').fill(DEMO.password);
  await password.getByLabel('New password').fill('Fresh-5678');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(sent).toBe(`Bearer ${session}`);
});

test('with the API down, a page says so and offers a retry', async ({ page }) => {
  await logInAsDemo(page);
  await page.route('**/api/current-user', (route) => route.abort('connectionrefused'));
  await sidebar(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText('We could not load your account');
  await expect(alert).toContainText(NETWORK_ERROR);
  await expect(alert.getByRole('button', { name: 'Go to login' })).toBeVisible();
  await page.unroute('**/api/current-user');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${DEMO.name}`);

  await page.route('**/api/bot-config', (route) => route.abort('connectionrefused'));
  await sidebar(page).getByRole('link', { name: 'Bot configuration' }).click();
  await expect(page.getByRole('alert')).toContainText(NETWORK_ERROR);
  await page.unroute('**/api/bot-config');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('radio', { name: 'Carmen' })).toBeChecked();
});

test('the error view sends to login', async ({ page }) => {
  await logInAsDemo(page);
  await page.route('**/api/current-user', (route) =>
    route.fulfill({ status: 500, json: { error: 'The server could not process the request. Please try again.' } }),
  );
  await sidebar(page).getByRole('link', { name: 'Settings' }).click();
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('alert')).toContainText('The server could not process the request. Please try again.');
  await page.getByRole('button', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a voice preview plays its sample and highlights the card; a missing sample says so', async ({ page }) => {
  await logInAsDemo(page);
  await sidebar(page).getByRole('link', { name: 'Bot configuration' }).click();
  const sample = page.waitForResponse('**/audio/voices/es-m1.mp3');
  await page.getByRole('button', { name: 'Preview Javier' }).click();
  const response = await sample;
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/audio\/mpeg/);
  const card = page.locator('[data-voice="es-m1"]');
  await expect(card).toHaveAttribute('data-highlighted', 'true');
  await expect(card.getByRole('status')).toHaveText('Playing Javier…');
  // The highlight lasts 2500 ms.
  await expect(card).not.toHaveAttribute('data-highlighted', { timeout: 4000 });

  await page.route('**/audio/voices/es-f3.mp3', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.getByRole('button', { name: 'Preview Camila' }).click();
  await expect(page.locator('[data-voice="es-f3"]').getByRole('alert')).toHaveText(
    'The sample of Camila could not be played. Please try again later.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bot configuration');
});

test('buy calls lists the packages and passes the chosen one to the checkout', async ({ page }) => {
  await logInAsDemo(page);
  await sidebar(page).getByRole('link', { name: 'Buy calls' }).click();
  await expect(page).toHaveURL(/\/dashboard\/buy-calls$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Basic', 'Pro', 'Enterprise']);
  await expect(page.getByText('$99')).toBeVisible();
  await expect(page.getByText('20,000 calls per month')).toBeVisible();
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr)).toEqual({ callPackage: 'pro' });
});

test('profile and settings save for real; English or Spanish switches the portal', async ({ page }) => {
  await logInAsDemo(page);
  await sidebar(page).getByRole('link', { name: 'Profile' }).click();
  const name = page.getByRole('textbox', { name: /Full name/ });
  await expect(name).toHaveValue(DEMO.name);
  await name.fill('Lucía Fernández Ruiz');
  await page.getByRole('textbox', { name: 'Website' }).fill('sonrisa-dental.example.es');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();
  await expect(sidebar(page).getByText('Lucía Fernández Ruiz')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Full name/ })).toHaveValue('Lucía Fernández Ruiz');
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveValue('https://sonrisa-dental.example.es/');

  await sidebar(page).getByRole('link', { name: 'Settings' }).click();
  // One language picker on this page: the settings' own (the top bar's steps aside).
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toHaveValue('en');
  await expect(language.locator('option')).toHaveText(['Español', 'English', 'Français', 'Deutsch']);
  // French is kept, the interface stays English.
  await language.selectOption('fr');
  await page.getByRole('main').getByRole('combobox', { name: 'Time zone' }).selectOption('America/Bogota');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  await expect(page).toHaveURL(/^[^?]*\/dashboard\/settings$/);
  await page.reload();
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Language' })).toHaveValue('fr');
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Bogota');

  // Spanish switches the portal to Spanish.
  await page.getByRole('main').getByRole('combobox', { name: 'Language' }).selectOption('es');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page).toHaveURL(/\/es\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuración');
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  await expect(page.getByRole('status').filter({ hasText: 'Configuración guardada.' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
});

test('logout goes to login even when the server cannot be reached', async ({ page }) => {
  await logInAsDemo(page);
  await page.route('**/api/logout', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('the dashboard in Arabic: mirrored shell, its own labels', async ({ page }) => {
  await page.goto('/ae/login');
  await page.locator('input[type="email"]').fill(DEMO.email);
  await page.locator('input[type="password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/ae\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const nav = page.getByRole('navigation', { name: 'لوحة التحكم' });
  // The questions entry shows only while the agent has unanswered questions (other tests answer them).
  await expect(nav.getByRole('link').filter({ hasNotText: /^الأسئلة/ })).toHaveText([
    'لوحة التحكم',
    'المكالمات',
    'الاستهلاك والفوترة',
    'تسليم النتائج',
    'تفعيل الخط',
    'شراء المكالمات',
    'إعدادات البوت',
    'الملف الشخصي',
    'الإعدادات',
    'الخصوصية والبيانات',
    'الفريق',
    'سجل النشاط',
  ]);
  const box = await nav.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x + box.width).toBeGreaterThan(width - 2);
  await nav.getByRole('link', { name: 'الإعدادات' }).click();
  await expect(page).toHaveURL(/\/ae\/dashboard\/settings$/);
});
