import type { Page } from '@playwright/test';
import { open, PORTAL_PAGES } from './a11yPages.ts';
import { expect, test } from './fixtures.ts';
import { logInToDashboard } from './steps.ts';

/**
 * WCAG 2.2 AA in practice, the controls: the recording's seek slider (its value text, keys and
 * size), component borders and tracks at 3:1 against their background, and no portal page
 * opening with an alert (fixed text is a note).
 */

test.use({ reducedMotion: 'reduce' });

/** The texts of the alerts shown (an empty live region waiting for an error is no alert yet). */
const shownAlerts = async (page: Page) =>
  (await page.locator('[role="alert"]:visible, [role="alertdialog"]:visible').allTextContents())
    .map((text) => text.trim().slice(0, 80))
    .filter(Boolean);

test.describe('keyboard and screen-reader checks (WCAG 2.2 AA)', () => {
  test('the seek slider speaks time in seconds, steps by page, and has a 24 px thumb', async ({ page }) => {
    await logInToDashboard(page);
    await open(page, '/dashboard/calls?outcome=appointment_booked');
    await page.getByTestId('call-row').first().getByRole('link').click();
    const slider = page.getByRole('slider', { name: 'Position in the recording' });
    await expect(slider).toHaveAttribute('aria-valuetext', /^0:00 of \d+:\d\d$/);
    const max = Number(await slider.getAttribute('aria-valuemax'));
    expect(max).toBeGreaterThan(10);
    expect(max).toBeLessThan(3600);
    await slider.focus();
    await page.keyboard.press('PageUp');
    await expect(slider).toHaveAttribute('aria-valuenow', '10');
    await expect(slider).toHaveAttribute('aria-valuetext', /^0:10 of \d+:\d\d$/);
    await page.keyboard.press('PageDown');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    const box = (await slider.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);

    // In Arabic the value text is Arabic.
    await page.goto(page.url().replace(/(127\.0\.0\.1:\d+)/, '$1/ae'));
    await expect(page.getByRole('slider')).toHaveAttribute('aria-valuetext', /^0:00 من \d+:\d\d$/);
  });

  test('component borders and tracks reach 3:1 against their background', async ({ page }) => {
    await logInToDashboard(page);
    const ratios = async () =>
      page.evaluate(() => {
        const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
        const lum = ([r, g, b]: number[]) => {
          const c = [r!, g!, b!].map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
          return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
        };
        const background = (el: Element | null): number[] => {
          for (let node = el; node; node = node.parentElement) {
            const color = rgb(getComputedStyle(node).backgroundColor);
            if (color.length >= 3 && (color[3] ?? 1) > 0.9) return color;
          }
          return [255, 255, 255];
        };
        const ratio = (a: number[], b: number[]) => {
          const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
          return (hi! + 0.05) / (lo! + 0.05);
        };
        const found: { what: string; ratio: number }[] = [];
        const check = (selector: string, property: 'borderTopColor' | 'backgroundColor', what: string) => {
          for (const el of [...document.querySelectorAll(selector)].slice(0, 3)) {
            found.push({ what, ratio: Math.round(ratio(rgb(getComputedStyle(el)[property]), background(el.parentElement)) * 100) / 100 });
          }
        };
        check('.mantine-Input-wrapper:not([data-error]) input.mantine-Input-input', 'borderTopColor', 'input');
        check('.mantine-Input-wrapper:not([data-error]) select.mantine-Input-input', 'borderTopColor', 'select');
        check('.mantine-Input-wrapper:not([data-error]) textarea.mantine-Input-input', 'borderTopColor', 'textarea');
        check('.mantine-Checkbox-input:not(:checked)', 'borderTopColor', 'checkbox');
        check('.mantine-Progress-root', 'backgroundColor', 'progress track');
        for (const track of [...document.querySelectorAll('.mantine-Slider-track')].slice(0, 2)) {
          found.push({
            what: 'slider track',
            ratio: Math.round(ratio(rgb(getComputedStyle(track, '::before').backgroundColor), background(track.parentElement)) * 100) / 100,
          });
        }
        return found;
      });
    const all: { what: string; ratio: number }[] = [];
    for (const path of ['/dashboard/profile', '/dashboard/calls', '/dashboard/bot-config']) {
      await open(page, path);
      await page.waitForTimeout(300);
      all.push(...(await ratios()));
    }
    await open(page, '/dashboard/usage');
    await expect(page.locator('.mantine-Progress-root').first()).toBeVisible();
    all.push(...(await ratios()));
    await open(page, '/dashboard/calls?outcome=appointment_booked');
    await page.getByTestId('call-row').first().getByRole('link').click();
    await expect(page.getByRole('slider')).toBeVisible();
    all.push(...(await ratios()));
    await page.goto('/checkout');
    await page.waitForTimeout(500);
    all.push(...(await ratios()));
    for (const what of ['input', 'select', 'textarea', 'slider track', 'progress track'])
      expect(
        all.some((r) => r.what === what),
        `a ${what} was checked`,
      ).toBe(true);
    expect(all.filter((r) => r.ratio < 3)).toEqual([]);
  });

  test('no portal page opens with an alert (fixed text is a note; alerts are for errors after an action)', async ({ page }) => {
    test.setTimeout(120_000);
    await logInToDashboard(page);
    const found: string[] = [];
    for (const prefix of ['', '/ae']) {
      for (const path of PORTAL_PAGES) {
        await open(page, path, prefix);
        await page.waitForLoadState('networkidle');
        found.push(...(await shownAlerts(page)).map((text) => `${prefix}${path}: ${text}`));
      }
      await open(page, '/dashboard/calls', prefix);
      await page.getByTestId('call-row').first().getByRole('link').click();
      await expect(page.getByTestId('transcript')).toBeVisible();
      await page.waitForLoadState('networkidle');
      found.push(...(await shownAlerts(page)).map((text) => `${prefix} call page: ${text}`));
    }
    expect(found).toEqual([]);
  });
});
