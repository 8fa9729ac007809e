import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, outbox, test } from './fixtures.ts';
import { fillPersonalDetails as fillPersonal } from './steps.ts';

/**
 * Accounts end to end, against the built portal and the mock API (no stubs): signup in three
 * steps with real files, the e-mailed link, login, the guard, KYC resubmission, the forgotten
 * password, and bad input on each form.
 */
const FILES = path.resolve(import.meta.dirname, '../fixtures/files');
const ID_PDF = path.join(FILES, 'id-document.pdf');
const COMPANY_PNG = path.join(FILES, 'company-document.png');
const COMPANY_JPG = path.join(FILES, 'company-document.jpg');
const RENAMED = path.join(FILES, 'not-an-image.png');
const TEXT = path.join(FILES, 'notes.txt');
const DEMO_PASSWORD = 'Demo1234!';

const PERSON = {
  name: 'Nora Vidal',
  phoneDigits: '622334455',
  email: 'nora.vidal@example.com',
  password: 'Recepcion2026!',
  prompt: 'Answer the calls of our bakery in Valencia and take orders for the next day.',
};

const phone = (page: Page) => page.getByRole('textbox', { name: /^Phone/ });
const idInput = (page: Page) => page.getByLabel('ID document');
const companyInput = (page: Page) => page.getByLabel('Company document');

async function fillCompany(page: Page) {
  await page.getByLabel('Company name').fill('Horno Vidal SL');
  await page.getByLabel('CIF/NIF').fill('B76543210');
  await page.getByLabel('Industry').selectOption('otro');
  await page.getByLabel('Company size').selectOption('autonomo');
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('signup in three steps with two real files, the e-mailed link, login, reload and logout', async ({ page, request }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await fillPersonal(page, PERSON);
  await expect(page.getByText(`${PERSON.prompt.length} characters`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/signup\/company$/);
  await fillCompany(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/signup\/kyc$/);
  await idInput(page).setInputFiles(ID_PDF);
  await companyInput(page).setInputFiles(COMPANY_PNG);
  await expect(page.getByText(/Selected: id-document\.pdf/)).toBeVisible();
  await expect(page.getByText(/Selected: company-document\.png/)).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(`/login?registered=true&email=${encodeURIComponent(PERSON.email)}`);
  await expect(page.getByText(`We have sent a confirmation e-mail to ${PERSON.email}.`, { exact: false })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(PERSON.email);
  // The draft is cleared after a successful signup.
  expect(await page.evaluate(() => sessionStorage.getItem('signupDraft'))).toBeNull();

  const [mail] = await outbox(request, PERSON.email);
  expect(mail?.kind).toBe('verification');
  expect(mail?.link).toMatch(/\/verify-email\?token=[\w-]{40,}$/);

  // Before the link is opened, the account is not active.
  await logIn(page, PERSON.email, PERSON.password);
  await expect(page.getByRole('alert').filter({ hasText: 'not active' })).toHaveText(
    'Your account is not active yet. Confirm it with the link we sent to your e-mail.',
  );
  await expect(page).toHaveURL(/\/login/);

  // Opening the link (as a mail scanner would) confirms nothing: the account waits for the press.
  const link = new URL(mail?.link ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
  expect((await request.head(`/verify${link.search}`)).status()).toBe(405);
  expect((await request.get(`/verify${link.search}`)).status()).toBe(405);
  await page.reload();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account verified successfully' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?confirmed=true$/);
  await expect(page.getByText('Your account is confirmed. You can log in now.')).toBeVisible();

  await logIn(page, PERSON.email, PERSON.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Error verifying the account' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Error verifying the account: This verification link has already been used.');
});

test('in Spanish, the signup ends on /es/login with the notice in Spanish', async ({ page }) => {
  await page.goto('/es/signup');
  await page.getByLabel('Nombre completo').fill(PERSON.name);
  const phoneEs = page.getByRole('textbox', { name: /^Teléfono/ });
  await expect(phoneEs).toBeEnabled();
  await phoneEs.click();
  await phoneEs.press('End');
  await phoneEs.pressSequentially('633445566');
  await page.getByLabel('Correo electrónico').fill('nora.es@example.com');
  await page.getByLabel(/^Contraseña/).fill(PERSON.password);
  await page.getByLabel('Confirma la contraseña').fill(PERSON.password);
  await page.getByLabel('Instrucciones para tu agente de IA').fill(PERSON.prompt);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/es\/signup\/company$/);
  await page.getByLabel('Nombre de la empresa').fill('Horno Vidal SL');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/es\/signup\/kyc$/);
  await page.getByLabel('Documento de identidad').setInputFiles(ID_PDF);
  await page.getByLabel('Documento de la empresa').setInputFiles(COMPANY_JPG);
  await page.getByRole('button', { name: 'Crear la cuenta' }).click();
  await expect(page).toHaveURL(/\/es\/login\?registered=true&email=nora\.es%40example\.com$/);
  await expect(page.getByText('Hemos enviado un correo de confirmación a nora.es@example.com.', { exact: false })).toBeVisible();
});

test('the KYC-rejected account is sent to resubmit-kyc, resubmits, and reaches the dashboard', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'rejected@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/resubmit-kyc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upload your documents again' })).toBeVisible();

  // Any other guarded page sends it back here.
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/resubmit-kyc$/);

  await page.getByRole('button', { name: 'Send documents' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Both documents are required.' })).toBeVisible();

  await idInput(page).setInputFiles(RENAMED);
  await expect(page.getByText('“not-an-image.png” is not a real PDF, JPG or PNG file', { exact: false })).toBeVisible();
  await idInput(page).setInputFiles(ID_PDF);
  await companyInput(page).setInputFiles(COMPANY_JPG);
  const sentAt = Date.now();
  await page.getByRole('button', { name: 'Send documents' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'We have received your documents.' })).toBeVisible();
  await expect(page.getByText('Taking you to your dashboard…')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6000 });
  // The message stays for 2000 ms before the dashboard opens.
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(2000);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Now pending: resubmit-kyc sends it to the dashboard, also after a reload.
  await page.goto('/resubmit-kyc');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an account whose KYC is not rejected opening resubmit-kyc goes to the dashboard', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'demo@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/es/resubmit-kyc');
  await expect(page).toHaveURL(/\/es\/dashboard$/);
});

test('the signup steps need the earlier ones; a reload on step 3 keeps everything but the password', async ({ page }) => {
  await page.goto('/signup/company');
  await expect(page).toHaveURL(/\/signup$/);
  await page.goto('/ae/signup/kyc');
  await expect(page).toHaveURL(/\/ae\/signup$/);

  await page.goto('/signup');
  await fillPersonal(page, { ...PERSON, email: 'reload@example.com', phoneDigits: '644556677' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signup\/company$/);
  // Step 2 without a company name.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Company name is required.')).toBeVisible();
  await expect(page.getByLabel('Company name')).toBeFocused();
  await fillCompany(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signup\/kyc$/);
  expect(await page.evaluate(() => sessionStorage.getItem('signupDraft'))).not.toContain(PERSON.password);

  await page.reload();
  await expect(page).toHaveURL(/\/signup\/kyc$/);
  await expect(page.getByRole('heading', { name: 'Enter your password again' })).toBeVisible();
  await idInput(page).setInputFiles(ID_PDF);
  await companyInput(page).setInputFiles(COMPANY_PNG);
  await page.getByLabel(/^Password/).fill(PERSON.password);
  await page.getByLabel('Confirm password').fill(PERSON.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login\?registered=true&email=reload%40example\.com$/);

  // After the signup the draft is gone.
  await page.goto('/signup');
  await expect(page.getByLabel('Full name')).toHaveValue('');
});

test('bad input at each step gets its message and keeps what was typed', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();

  await fillPersonal(page, { ...PERSON, email: 'DEMO@example.com' });
  await page.getByLabel('Confirm password').fill('something-else');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm password').fill(PERSON.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  // 400_001 from the server, under the e-mail.
  await expect(page.getByText('A user with this e-mail already exists.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await expect(page.getByLabel('Instructions for your AI agent')).toHaveValue(PERSON.prompt);
  await expect(page).toHaveURL(/\/signup$/);

  // 400_002: the demo account's phone.
  await page.getByLabel('E-mail').fill('fresh@example.com');
  await phone(page).fill('+34 600 11 12 22');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('A user with this phone number already exists.')).toBeVisible();

  await phone(page).fill(`+34 ${PERSON.phoneDigits}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signup\/company$/);
  await fillCompany(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signup\/kyc$/);

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Both documents are required.' })).toBeVisible();
  await idInput(page).setInputFiles(TEXT);
  await expect(page.getByText('“notes.txt” is not accepted: use a PDF, JPG or PNG file.')).toBeVisible();
  await companyInput(page).setInputFiles(RENAMED);
  await expect(page.getByText('“not-an-image.png” is not a real PDF, JPG or PNG file', { exact: false })).toBeVisible();

  // The e-mail is taken meanwhile (another registration got there first): 400_001 at the last
  // step, with a way back to step 1, and the documents kept.
  await idInput(page).setInputFiles(ID_PDF);
  await companyInput(page).setInputFiles(COMPANY_PNG);
  const taken = await page.request.post('/api/users', {
    data: { name: 'Someone', email: 'fresh@example.com', password: 'longenough', phone: '+34699887766', iaprompt: 'x', role_id: 4 },
  });
  expect(taken.status()).toBe(201);
  await page.getByRole('button', { name: 'Create account' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'A user with this e-mail already exists.' });
  await expect(alert).toBeVisible();
  await expect(page.getByText(/Selected: id-document\.pdf/)).toBeVisible();
  await alert.getByRole('link', { name: 'Change your details' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('E-mail')).toHaveValue('fresh@example.com');
});

test('forgot password: the e-mailed link sets a new password, and login says so', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('E-mail').fill('demo@example.com');
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for this e-mail, we have sent it a link');

  const [mail] = await outbox(request, 'demo@example.com');
  expect(mail?.kind).toBe('password-reset');
  const link = new URL(mail?.link ?? '');
  expect(link.pathname).toBe('/reset-password');

  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel(/^New password/).fill('short');
  await page.getByLabel('Repeat the new password').fill('short');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Use at least 8 characters.', { exact: true })).toBeVisible();
  await page.getByLabel(/^New password/).fill('Nueva-clave-2026');
  await page.getByLabel('Repeat the new password').fill('Nueva-clave-2026');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/login\?reset=true$/);
  await expect(page.getByText('Your password has been changed. Log in with your new password.')).toBeVisible();

  await logIn(page, 'demo@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'incorrect' })).toHaveText('The password is incorrect.');
  await page.getByLabel('Password').fill('Nueva-clave-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel(/^New password/).fill('Otra-clave-2026');
  await page.getByLabel('Repeat the new password').fill('Otra-clave-2026');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('not valid or has already been used');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
});

test('remember me: unticked, the token lives only for the browser session', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('demo@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('checkbox', { name: 'Remember me' }).uncheck();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^[\w-]{40,}$/);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unconfirmed account can ask for the link again from login', async ({ page, request }) => {
  await page.goto('/login');
  await logIn(page, 'pending@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Your account is not active yet.');
  await page.getByRole('button', { name: 'Send me the confirmation link again' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent a new link');
  const [mail] = await outbox(request, 'pending@example.com');
  const link = new URL(mail?.link ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account verified successfully' })).toBeVisible();
});

test('the verification screen without a token, and with an unknown one', async ({ page }) => {
  await page.goto('/verify-email');
  await expect(page.getByRole('heading', { level: 1, name: 'No verification token provided' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

  await page.goto('/es/verify-email?token=not-a-real-token');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Error al verificar la cuenta' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Este enlace de verificación no es válido.');
  await expect(page.getByRole('main').getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
});

for (const prefix of ['', '/es', '/ae']) {
  test(`no axe violation on the account pages${prefix ? ` in ${prefix.slice(1)}` : ''}, with their errors showing`, async ({ page }) => {
    test.setTimeout(120_000);
    const scan = async (what: string) => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(results.violations.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    const submitAndScan = async (path: string) => {
      await page.goto(`${prefix}${path}`);
      await expect(page.locator('fieldset.hydration-gate:disabled')).toHaveCount(0);
      await page.locator('main form button[type="submit"]').first().click();
      await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
      await scan(path);
    };
    await submitAndScan('/login');
    await submitAndScan('/signup');
    await submitAndScan('/forgot-password');
    await submitAndScan('/reset-password?token=abc');
    await page.goto(`${prefix}/verify-email`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scan('/verify-email');
    // Steps 2 and 3 need the draft of the earlier steps.
    await page.evaluate(() =>
      sessionStorage.setItem(
        'signupDraft',
        JSON.stringify({
          user: { name: 'Nora Vidal', phone: '+34622334455', email: 'nora@example.com', prompt: 'Answer the calls.' },
          company: { name: '', cifNif: '', industry: '', size: '' },
        }),
      ),
    );
    await submitAndScan('/signup/company');
    await page.locator('main input[autocomplete="organization"]').fill('Horno Vidal SL');
    await page.locator('main form button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/signup/kyc$`));
    await page.locator('main form button[type="submit"]').click();
    await expect(page.locator('main [role="alert"]').first()).toBeVisible();
    await scan('/signup/kyc');
    await page.goto(`${prefix}/login`);
    await page.locator('main input[type="email"]').fill('rejected@example.com');
    await page.locator('main input[type="password"]').fill(DEMO_PASSWORD);
    await page.locator('main form button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/resubmit-kyc$`));
    await page.locator('main form button[type="submit"]').click();
    await expect(page.locator('main [role="alert"]').first()).toBeVisible();
    await scan('/resubmit-kyc');
  });
}
