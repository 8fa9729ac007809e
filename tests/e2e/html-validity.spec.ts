import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { builtPages, formatHtmlError, validateHtml } from '../../scripts/html-validity.ts';
import { expect, test } from './fixtures.ts';

const DEMO = { email: 'demo@example.com', password: 'Demo1234!' };

const LOCALES = [
  { prefix: '', lang: 'en' },
  { prefix: '/ae', lang: 'ar' },
] as const;

const PUBLIC_PAGES = [
  ['landing', '/'],
  ['pricing', '/pricing'],
  ['signup', '/signup'],
  ['login', '/login'],
  ['forgot-password', '/forgot-password'],
  ['checkout', '/checkout'],
  ['payment', '/payment'],
  ['guide', '/guide'],
  ['terms', '/terms-and-conditions'],
  ['privacy', '/privacy'],
] as const;

const DASHBOARD_PAGES = [
  ['dashboard', '/dashboard'],
  ['profile', '/dashboard/profile'],
  ['settings', '/dashboard/settings'],
  ['bot-config', '/dashboard/bot-config'],
  ['calls', '/dashboard/calls'],
  ['usage', '/dashboard/usage'],
  ['buy-calls', '/dashboard/buy-calls'],
  ['go-live', '/dashboard/go-live'],
  ['privacy', '/dashboard/privacy'],
  ['team', '/dashboard/team'],
  ['audit', '/dashboard/team/audit'],
] as const;

/** The page once it is live: loaded, nothing left on the network, its heading shown. */
async function settle(page: Page, lang: string) {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** The document as the browser holds it now. */
const snapshot = (page: Page) => page.evaluate(() => `<!DOCTYPE html>${document.documentElement.outerHTML}`);

/** The production build the end-to-end server serves. */
const DIST = path.resolve(import.meta.dirname, '../../dist');

/**
 * The W3C Nu checker runs once in `npm test`, here: over every pre-rendered page of the build as
 * served (each locale, and the SPA shell) and over the DOM of the main pages once live, after
 * hydration and the data have changed it.
 */
test('every pre-rendered page, and every main page once live in English and Arabic, is valid HTML (W3C Nu checker)', async ({ page }) => {
  test.setTimeout(240_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'vozly-html-'));
  const files: string[] = [];
  const keep = async (name: string) => {
    const file = path.join(folder, `${name}.html`);
    writeFileSync(file, await snapshot(page));
    files.push(file);
  };
  try {
    for (const { prefix, lang } of LOCALES) {
      for (const [name, route] of PUBLIC_PAGES) {
        await page.goto(`${prefix}${route === '/' && prefix ? '' : route}`);
        await settle(page, lang);
        await keep(`${lang}-${name}`);
      }
    }

    // /buy opens from a plan's buy button (it needs the plan in the navigation state).
    for (const { prefix, lang } of LOCALES) {
      await page.goto(`${prefix}/pricing`);
      await settle(page, lang);
      await page.locator('[data-plan="advanced"] button').first().click();
      await expect(page).toHaveURL(/\/buy$/);
      await settle(page, lang);
      await keep(`${lang}-buy`);
    }

    await page.goto('/login');
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    for (const { prefix, lang } of LOCALES) {
      for (const [name, route] of DASHBOARD_PAGES) {
        await page.goto(`${prefix}${route}`);
        await settle(page, lang);
        await keep(`${lang}-${name}`);
      }
      await page.goto(`${prefix}/dashboard/calls`);
      const href = await page.getByTestId('call-row').first().getByRole('link').first().getAttribute('href');
      expect(href, 'a call in the history').toMatch(/\/dashboard\/calls\/[^/]+$/);
      await page.goto(href ?? '');
      await settle(page, lang);
      await keep(`${lang}-call-detail`);
    }

    const prerendered = builtPages(DIST);
    expect(prerendered.length, 'pre-rendered pages in dist/').toBeGreaterThan(10);
    const name = (file: string) => (file.startsWith(DIST) ? `dist/${path.relative(DIST, file)}` : `live/${path.basename(file)}`);
    const errors = validateHtml([...prerendered, ...files]).map((error) => formatHtmlError({ ...error, file: name(error.file) }));
    // The live pages stay for a look when some are invalid.
    expect(errors, `${prerendered.length} pre-rendered and ${files.length} live pages checked (live ones kept in ${folder})`).toEqual([]);
    rmSync(folder, { recursive: true, force: true });
  } catch (error) {
    if (files.length === 0) rmSync(folder, { recursive: true, force: true });
    throw error;
  }
});
