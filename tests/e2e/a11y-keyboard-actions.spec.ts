import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PORTAL_PAGES } from './a11yPages.ts';
import { logInToDashboard } from './steps.ts';

/**
 * The guard for every portal screen, present and future: each page's primary actions done with
 * the keyboard alone (Tab to the control, Enter), and the focus never left on the page's body
 * after one, at once or once things have settled. A new portal page goes into PORTAL_PAGES (a11yPages.ts), which
 * every a11y-keyboard-*.spec.ts file walks; the delivery screens are walked action by action below.
 */

test.use({ reducedMotion: 'reduce' });

/**
 * Each portal page's primary actions: filled buttons and submit buttons of its main content
 * ("Choose Pro" on /dashboard/buy-calls opens the checkout, in another layout: the page loader
 * holds the focus until the checkout's heading takes it).
 */
const PRIMARY = 'main button[data-variant="filled"]:visible, main button[type="submit"]:visible';

const focusOnBody = (page: Page) => page.evaluate(() => !document.activeElement || document.activeElement === document.body);

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)}"`;
  });

/** After an action: the focus is not on the body, now and once the page has settled. */
async function expectFocusKept(page: Page, what: string) {
  expect(await focusOnBody(page), `focus after ${what}`).toBe(false);
  await page.waitForTimeout(700);
  expect(await focusOnBody(page), `focus after ${what} (settled)`).toBe(false);
}

/** Presses Tab until `target` has the focus (as a keyboard user reaches it), at most `max` times. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 200) {
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i += 1) {
    if (await page.evaluate((el) => document.activeElement === el, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${await target.evaluate((el) => el.outerHTML.slice(0, 120))} not reached with Tab`);
}

/** Opens a portal page and waits for its content (its heading, and no loading status left). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByTestId('page-loading')).toHaveCount(0, { timeout: 30_000 });
}

test.describe('every portal page by keyboard', () => {
  for (const path of PORTAL_PAGES) {
    test(`${path}: each primary action keeps the focus off the body`, async ({ page }) => {
      test.setTimeout(120_000);
      await logInToDashboard(page);
      await open(page, path);
      const count = await page.locator(PRIMARY).count();
      for (let i = 0; i < count; i += 1) {
        await open(page, path);
        const button = page.locator(PRIMARY).nth(i);
        if (!(await button.isEnabled())) continue;
        const name = ((await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '').trim();
        await tabTo(page, button);
        await page.keyboard.press('Enter');
        await expectFocusKept(page, `"${name}" on ${path}: ${await focusedName(page)}`);
        // What opened (a dialog, a confirmation) closes with Escape, the focus kept.
        if (await page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible').count()) {
          await page.keyboard.press('Escape');
          await expectFocusKept(page, `Escape after "${name}" on ${path}`);
        }
      }
    });
  }
});

test('delivery by keyboard: every action of rules and endpoints, in English and Arabic', async ({ page }) => {
  test.setTimeout(300_000);
  await logInToDashboard(page);
  for (const prefix of ['', '/ae']) {
    await open(page, `${prefix}/dashboard/delivery`);
    const rules = page.locator('#delivery-rules').locator('xpath=ancestor::section[1]');
    const submitRule = rules.locator('form button[type="submit"]');

    // An empty rule: the first field in error, not under the sticky header.
    await tabTo(page, submitRule);
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
    const clear = await page.evaluate(() => {
      const rect = document.activeElement!.getBoundingClientRect();
      return rect.top >= (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) && rect.bottom <= innerHeight;
    });
    expect(clear, 'the field in error is below the sticky header').toBe(true);

    // A rule added: the focus on it.
    await page.keyboard.press('Space');
    await rules.locator('input[inputmode="email"]').fill('keyboard@clinica.example');
    await tabTo(page, submitRule);
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toContainText('keyboard@clinica.example', { timeout: 30_000 });
    await expect(rules.getByTestId('rules-result')).not.toBeEmpty();
    await expectFocusKept(page, 'adding a rule');

    // A rule deleted: the focus on the next rule or the heading.
    const lastRule = rules.getByTestId('delivery-rule').last();
    await tabTo(page, lastRule.locator('button').last());
    await page.keyboard.press('Enter');
    await expect(rules.getByTestId('delivery-rule').filter({ hasText: 'keyboard@clinica.example' })).toHaveCount(0, { timeout: 30_000 });
    await expectFocusKept(page, 'deleting a rule');

    const hooks = page.locator('#delivery-webhooks').locator('xpath=ancestor::section[1]');
    const card = hooks.getByTestId('webhook-endpoint').first();
    if (await card.count()) {
      // Edit: into the form; Cancel: back on Edit.
      const edit = card.locator('button[id^="endpoint-edit-"]');
      await tabTo(page, edit);
      await page.keyboard.press('Enter');
      await expect(page.locator(':focus')).toHaveAttribute('type', 'url');
      await tabTo(page, card.locator('form button:not([type="submit"])'));
      await page.keyboard.press('Enter');
      await expect(edit).toBeFocused();
      // Save changes: back on Edit.
      await page.keyboard.press('Enter');
      await tabTo(page, card.locator('form button[type="submit"]'));
      await page.keyboard.press('Enter');
      await expect(edit).toBeFocused({ timeout: 30_000 });
      await expectFocusKept(page, 'saving an endpoint');
      // Delete: the confirmation takes the focus, Escape closes it; Yes, delete: the focus goes on.
      const remove = card.locator('button[id^="endpoint-remove-"]');
      await tabTo(page, remove);
      await page.keyboard.press('Enter');
      await expect(card.locator('button[id^="endpoint-confirm-"]')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(remove).toBeFocused();
      await page.keyboard.press('Enter');
      // The confirmation takes the focus on the next frame: "Yes, delete" is pressed once it has it
      // (a second Enter before would press Delete again, which closes the question).
      await expect(card.locator('button[id^="endpoint-confirm-"]')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(hooks.getByTestId('endpoints-result')).not.toBeEmpty({ timeout: 30_000 });
      await expectFocusKept(page, 'deleting an endpoint');
    }
    // An endpoint added: the focus on it.
    const add = hooks.locator('form[aria-labelledby="delivery-endpoint-form"]');
    await add.locator('input[type="url"]').fill('https://keyboard.example.com/hooks');
    await tabTo(page, add.locator('button[type="submit"]'));
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toContainText('https://keyboard.example.com/hooks', { timeout: 30_000 });
    await expectFocusKept(page, 'adding an endpoint');
  }
});
