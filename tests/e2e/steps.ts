import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The seeded demo account. */
export const DEMO = { email: 'demo@example.com', password: 'Demo1234!', name: 'Lucía Fernández' };

/** Logs in from /login (in English) and waits for the dashboard. */
export async function logInToDashboard(page: Page, email = DEMO.email, password = DEMO.password) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Logs in (as the demo account unless told) and opens a page of the portal. */
export async function openPortal(page: Page, path: string, email = DEMO.email) {
  await logInToDashboard(page, email);
  await page.goto(path);
}

export interface PersonalDetails {
  name: string;
  /** Typed after the country code the phone field starts with. */
  phoneDigits: string;
  email: string;
  password: string;
  prompt: string;
}

/** Fills step 1 of the signup (also the registration of /buy), in English. */
export async function fillPersonalDetails(page: Page, person: PersonalDetails) {
  const phone = page.getByRole('textbox', { name: /^Phone/ });
  await page.getByLabel('Full name').fill(person.name);
  await expect(phone).toBeEnabled();
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially(person.phoneDigits);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByLabel('Instructions for your AI agent').fill(person.prompt);
}

/**
 * Opens /buy as a visitor does: scrolled to the prices, then a press on the plan's button. The
 * landing page's first scroll brings its whole stylesheet and fonts (src/startup/loader.ts), and
 * the page lays out again when they apply: a click that does its own scrolling lands while the
 * buttons move. So the scroll comes first, and the press once the stylesheet and fonts are in.
 * `landing`: the landing page of another language, its button's and the buy page's heading's words.
 */
export async function openBuy(
  page: Page,
  plan: 'Essential' | 'Advanced',
  landing = { path: '/', buy: `Buy ${plan}`, heading: 'Start your subscription' },
) {
  await page.goto(landing.path);
  const buy = page.locator('#pricing').getByRole('button', { name: landing.buy });
  // Hydration can replace the pre-rendered button under the scroll: scrolled once it stays attached.
  await expect(async () => buy.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  await page.waitForFunction(() => [...document.styleSheets].some((sheet) => /\/assets\/index-[^/]+\.css$/.test(sheet.href ?? '')));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await buy.click();
  await expect(page).toHaveURL(/\/buy$/);
  await expect(page.getByRole('heading', { level: 1, name: landing.heading })).toBeVisible();
}
