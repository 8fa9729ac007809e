import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('language'));

test.describe('locale routing', () => {
  test('English has no prefix; the page is in English, left to right', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to your account');
  });

  test('every route exists with the es prefix, in Spanish', async ({ page }) => {
    await page.goto('/es/login');
    await expect(page).toHaveURL(/\/es\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicia sesión en tu cuenta');
    await expect.poll(() => stored(page)).toBe('es');
  });

  test('the ae prefix is Arabic, right to left', async ({ page }) => {
    await page.goto('/ae/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('سجّل الدخول إلى حسابك');
  });

  test('/en is stripped, keeping the query', async ({ page }) => {
    await page.goto('/en/login?confirmed=true');
    await expect(page).toHaveURL(/\/login\?confirmed=true$/);
    await expect(page.getByText('Your account is confirmed. You can log in now.')).toBeVisible();
  });

  test('an unknown prefix switches to English', async ({ page }) => {
    await page.goto('/es/login');
    await page.goto('/fr/login');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(() => stored(page)).toBe('en');
  });

  test('any other unknown path goes to the home of the current locale', async ({ page }) => {
    await page.goto('/es/no-such-page');
    await expect(page).toHaveURL(/\/es$/);
    await page.goto('/ae/dashboard/nope');
    await expect(page).toHaveURL(/\/ae$/);
  });

  test('an unknown path without prefix goes to the home of the kept language', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/es');
    // The pre-rendered page is Spanish before any script runs; the language is kept once the app starts.
    await expect.poll(() => stored(page)).toBe('es');
    await page.goto('/another/unknown/path');
    await expect(page).toHaveURL(/\/es$/);
  });

  test('the language switcher opens the same page in another language and remembers it', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect(page).toHaveURL(/\/es\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicia sesión en tu cuenta');
    await expect.poll(() => stored(page)).toBe('es');
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/login$/);
    await page.goto('/');
    // The visitor chose English: the root stays English.
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('the root follows the browser language', () => {
  test.describe('Spanish browser', () => {
    test.use({ locale: 'es-ES' });
    test('redirects / to /es', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/es$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    });
    test('unless the visitor already chose English', async ({ page }) => {
      await page.goto('/login');
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.goto('/');
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });

  test.describe('Arabic browser', () => {
    test.use({ locale: 'ar-AE' });
    test('redirects / to /ae, right to left', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/ae$/);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    });
  });
});

test.describe('pre-rendered pages', () => {
  test('serve their content, title, canonical and alternates before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/es/login');
    await expect(page).toHaveTitle('Iniciar sesión | Vozly');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicia sesión en tu cuenta');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es\/login$/);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', /\/ae\/login$/);
    await context.close();
  });

  test('hydrate without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/ae/login');
    await page.getByLabel('البريد الإلكتروني').fill('x@example.com');
    await expect(page.getByLabel('البريد الإلكتروني')).toHaveValue('x@example.com');
    expect(errors).toEqual([]);
  });
});
