import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { waitForSections } from './landingSections.ts';

/**
 * The landing page for every visitor: the lead form reached by keyboard with a visible focus, the
 * partner strip still for those who prefer reduced motion, and no axe violation in each language
 * and on a phone.
 */

test.describe('landing page', () => {
  test('the header start button and the hero reach the lead form by keyboard, with a visible focus', async ({ page }) => {
    await page.goto('/');
    await waitForSections(page);
    await page.getByRole('banner').getByRole('link', { name: 'Start now' }).click();
    await expect(page).toHaveURL(/#start$/);
    await expect(page.locator('#start')).toBeInViewport();
    // Tab through the form: every field is reachable, in order.
    const form = page.locator('#form-section form');
    const firstName = form.getByLabel('First name');
    const look = () =>
      firstName.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.outlineStyle} ${style.outlineColor} ${style.borderColor}`;
      });
    const unfocused = await look();
    await firstName.focus();
    const names: string[] = [];
    for (let i = 0; i < 10; i++) {
      names.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent ?? ''));
      await page.keyboard.press('Tab');
    }
    expect(names.slice(0, 5)).toEqual(['firstName', 'lastName', 'email', 'companyName', 'telefonoCountry']);
    expect(names).toEqual(expect.arrayContaining(['telefono', 'companySize', 'industry', 'url', 'Send my details']));
    // The focused field looks different (Mantine colours its border, in a short transition).
    await firstName.focus();
    await expect.poll(look).not.toBe(unfocused);
  });

  test('the partner strip stands still for visitors who prefer reduced motion', async ({ browser }) => {
    const moving = await browser.newPage();
    await moving.goto('/');
    const track = (page: Page) => page.locator('.vz-marquee-track');
    await expect.poll(() => track(moving).evaluate((element) => getComputedStyle(element).animationName)).toMatch(/vz-marquee/);
    await moving.close();
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const still = await context.newPage();
    await still.goto('/');
    await expect(still.getByTestId('partner-marquee').locator('img')).toHaveCount(12);
    await expect.poll(() => track(still).evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await context.close();
  });

  for (const path of ['/', '/es', '/ae']) {
    test(`no axe violation on ${path}, with every section live and a FAQ item open`, async ({ page }) => {
      await page.goto(path);
      await waitForSections(page);
      await page.locator('#faq').getByRole('button').first().click();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('no axe violation on a phone, with the lead form showing its errors', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/ae');
    await waitForSections(page);
    await page.locator('#form-section form').getByRole('button').last().click();
    await expect(page.locator('#form-section form [aria-invalid="true"]').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });
});
