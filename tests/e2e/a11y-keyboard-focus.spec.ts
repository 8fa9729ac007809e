import type { Page } from '@playwright/test';
import { open, PORTAL_PAGES } from './a11yPages.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, fillPersonalDetails, logInToDashboard } from './steps.ts';

/**
 * WCAG 2.2 AA in practice, the focus: never hidden under the sticky or fixed headers (Tab and
 * Shift+Tab through the landing page and every portal page, desktop and phone), a field in error
 * brought out from under the header with a focus ring of its own, the open menus trapping the
 * keyboard, and the focus never dropped to the body after an action. CONTRIBUTING.md, "Keyboard
 * and screen-reader checks", says how to add a screen or an action to these checks.
 */

test.use({ reducedMotion: 'reduce' });

const PHONE = { width: 390, height: 844 };

/** Whether the focus is on nothing in particular (the body). */
const focusOnBody = (page: Page) => page.evaluate(() => document.activeElement === null || document.activeElement === document.body);

/** What has the focus, for messages. */
const focusedDescription = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  });

/** After an action: the focus is not on the body, now and once things have settled. */
async function expectFocusKept(page: Page, what: string) {
  expect(await focusOnBody(page), `focus after ${what}`).toBe(false);
  await page.waitForTimeout(700);
  expect(await focusOnBody(page), `focus after ${what} (settled): ${await focusedDescription(page)}`).toBe(false);
}

/**
 * The focused element, if a fixed or sticky element (a header, a bar) other than its own is drawn
 * over it (its middle, or for a control its top or bottom edge), or if it sits inside an
 * aria-hidden subtree: a description of the fault; else null.
 */
const obscured = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    if (el.closest('[aria-hidden="true"]')) return `focus inside aria-hidden: ${el.outerHTML.slice(0, 80)}`;
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return null;
    // Off screen (a visually hidden skip link before it is shown): nothing to see anyway.
    if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) return null;
    const top = Math.max(r.top, 0);
    const bottom = Math.min(r.bottom, innerHeight);
    const x = (Math.max(r.left, 0) + Math.min(r.right, innerWidth)) / 2;
    const points = [(top + bottom) / 2, ...(r.height <= 120 ? [top + 2, bottom - 2] : [])];
    for (const y of points) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || el.contains(hit) || hit.contains(el)) continue;
      for (let node: Element | null = hit; node && node !== document.body; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if ((position === 'fixed' || position === 'sticky') && !node.contains(el)) {
          return `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}" under ${node.tagName.toLowerCase()}.${node.className.toString().slice(0, 30)} at y=${Math.round(y)}`;
        }
      }
    }
    return null;
  });

/** Tabs forwards then backwards through a page; every stop visible (not under a fixed or sticky element). */
async function walkFocus(page: Page, stops = 40) {
  const faults: string[] = [];
  await page
    .locator('body')
    .click({ position: { x: 1, y: 1 } })
    .catch(() => undefined);
  for (const key of ['Tab', 'Shift+Tab'] as const) {
    for (let i = 0; i < stops; i += 1) {
      await page.keyboard.press(key);
      const fault = await obscured(page);
      if (fault) faults.push(`${key} ${i}: ${fault}`);
    }
  }
  return faults;
}

test.describe('keyboard and screen-reader checks (WCAG 2.2 AA)', () => {
  for (const viewport of [
    { name: 'desktop', size: { width: 1280, height: 800 } },
    { name: 'phone', size: PHONE },
  ]) {
    test(`no focus stop hides under a sticky or fixed element, forwards and backwards (${viewport.name})`, async ({ page }) => {
      // Every portal page walked both ways by Tab: minutes on a loaded two-core runner.
      test.setTimeout(600_000);
      await page.setViewportSize(viewport.size);
      const faults: string[] = [];
      await page.goto('/');
      await expect(page.locator('main h1')).toBeVisible();
      faults.push(...(await walkFocus(page, 50)).map((f) => `/ ${f}`));
      await logInToDashboard(page);
      for (const path of PORTAL_PAGES) {
        await open(page, path);
        faults.push(...(await walkFocus(page)).map((f) => `${path} ${f}`));
      }
      await open(page, '/dashboard/calls');
      await page.getByTestId('call-row').first().getByRole('link').click();
      await expect(page.locator('main h1')).toBeVisible();
      faults.push(...(await walkFocus(page)).map((f) => `call page ${f}`));
      expect(faults).toEqual([]);
    });
  }

  test('after a failed signup submit the focused field is in view, below the header, with a focus ring of its own (phone)', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/signup');
    await expect(page.locator('main h1')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    const field = page.getByLabel('Full name');
    await expect(field).toBeFocused();
    expect(await obscured(page)).toBeNull();
    const box = (await field.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    // A field in error looks different focused and unfocused: a focus ring besides the red border.
    const outline = () => field.evaluate((el) => `${getComputedStyle(el).outlineStyle} ${getComputedStyle(el).outlineWidth}`);
    const focused = await outline();
    expect(focused).toMatch(/^solid [1-9]/);
    await page.locator('main h1').click();
    expect(await outline()).not.toBe(focused);

    // The field in error scrolled under the header (the user scrolled down to Continue; a phone
    // with its on-screen keyboard open leaves 600 px): the focus brings it out from under the
    // header, not just "into view" behind it.
    await page.setViewportSize({ width: PHONE.width, height: 600 });
    await page.reload();
    await expect(page.locator('main h1')).toBeVisible();
    await fillPersonalDetails(page, {
      name: 'Nora Vidal',
      phoneDigits: '622334455',
      email: 'nora.header@example.com',
      password: 'Recepcion2026!',
      prompt: 'Answer the calls of our bakery in Valencia.',
    });
    const confirm = page.getByLabel('Confirm password');
    await confirm.fill('Recepcion2027!');
    await confirm.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 20));
    const cont = page.getByRole('button', { name: 'Continue' });
    expect(await confirm.evaluate((el) => el.getBoundingClientRect().top), 'the field starts under the header').toBeLessThan(40);
    expect((await cont.boundingBox())!.y + 40, 'Continue is on screen without scrolling').toBeLessThan(600);
    await cont.click();
    await expect(confirm).toBeFocused();
    expect(await obscured(page)).toBeNull();
  });

  test('the open menus trap the keyboard and close with Escape, the focus back on the burger (phone)', async ({ page }) => {
    await page.setViewportSize(PHONE);
    // The public header's drawer.
    await page.goto('/login');
    const burger = page.locator('header button[aria-controls="mobile-menu"]');
    await burger.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(burger).toBeFocused();

    // The dashboard's sidebar.
    await logInToDashboard(page);
    const shellBurger = page.locator('button[aria-controls="dashboard-nav"]');
    await shellBurger.click();
    await expect(page.locator('#dashboard-nav')).toBeVisible();
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main'))), `Tab ${i} went behind the menu`).toBe(false);
    }
    await page.keyboard.press('Escape');
    await expect(shellBurger).toHaveAttribute('aria-expanded', 'false');
    await expect(shellBurger).toBeFocused();

    // A menu link: the new page's heading takes the focus.
    await shellBurger.click();
    await page.locator('#dashboard-nav').getByRole('link', { name: 'Usage' }).click();
    await expect(page).toHaveURL(/\/dashboard\/usage$/);
    await expect(page.locator('main h1')).toBeFocused();
    await expectFocusKept(page, 'a menu link');
  });

  test('the focus never falls to the body: login, filters, sort, a page, a call, spam, signup', async ({ page }) => {
    // Logging in: the dashboard's heading.
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('main h1')).toBeFocused();
    await expectFocusKept(page, 'logging in');

    await open(page, '/dashboard/calls');
    const filters = page.getByRole('search', { name: 'Filter calls' });
    await filters.getByLabel('Outcome').selectOption({ label: 'Appointment booked' });
    const apply = filters.getByRole('button', { name: 'Apply filters' });
    await apply.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/outcome=appointment_booked/);
    await expect(page.getByTestId('call-row').first()).toBeVisible();
    await expect(apply).toBeFocused();
    await expectFocusKept(page, 'applying filters');

    const sortCaller = page.getByRole('columnheader', { name: 'Caller' }).getByRole('button');
    await sortCaller.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=caller/);
    await expect(page.getByRole('columnheader', { name: 'Caller' })).toHaveAttribute('aria-sort', 'ascending');
    await expectFocusKept(page, 'sorting');

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expectFocusKept(page, 'turning a page');

    // Opening a call: its heading.
    const link = page.getByTestId('call-row').first().getByRole('link');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /^Call with / })).toBeFocused();
    await expectFocusKept(page, 'opening a call');

    // Reporting spam: a confirmation, then the result.
    await page.getByRole('button', { name: 'Report as spam' }).click();
    await expect(page.getByRole('button', { name: 'Yes, report as spam' })).toBeFocused();
    await page.getByRole('button', { name: 'Yes, report as spam' }).click();
    await expect(page.getByTestId('spam-result')).toContainText(/credited|already/);
    await expectFocusKept(page, 'reporting spam');
    await expect(page.getByTestId('spam-result')).toBeFocused();

    // Signup step 2 to step 3: the KYC step's heading.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Nora Vidal');
    const phone = page.getByRole('textbox', { name: /^Phone/ });
    await expect(phone).toBeEnabled();
    await phone.click();
    await phone.press('End');
    await phone.pressSequentially('622334455');
    await page.getByLabel('E-mail').fill('nora.a11y@example.com');
    await page.getByLabel(/^Password/).fill('Recepcion2026!');
    await page.getByLabel('Confirm password').fill('Recepcion2026!');
    await page
      .getByLabel('Instructions for your AI agent')
      .fill('Answer the calls of our bakery in Valencia and take orders for the next day.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signup\/company$/);
    await expect(page.locator('main h1')).toBeFocused();
    await page.getByLabel('Company name').fill('Horno Vidal SL');
    await page.getByLabel('CIF/NIF').fill('B76543210');
    await page.getByLabel('Industry').selectOption('otro');
    await page.getByLabel('Company size').selectOption('autonomo');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signup\/kyc$/);
    await expect(page.locator('main h1')).toBeFocused();
    await expectFocusKept(page, 'finishing signup step 2');
  });
});
