import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO, fillPersonalDetails, logInToDashboard } from './steps.ts';

/**
 * WCAG 2.2 AA in practice: the keyboard and screen-reader rules every screen keeps,
 * checked on the built portal. One test per class of fault: the locale prefix through in-app
 * navigation, focus never hidden under the sticky/fixed headers, focus never dropped to the body,
 * `lang` on texts in another language, announced results, the seek slider, hidden charts out of
 * the tab order, error fields' focus ring, component borders at 3:1, numbers isolated in Arabic,
 * and the minor ones (titles, a note that is not an alert, spam confirmation). CONTRIBUTING.md,
 * "Keyboard and screen-reader checks", says how to add a screen to these checks.
 */

test.use({ reducedMotion: 'reduce' });

const PORTAL_PAGES = [
  '/dashboard',
  '/dashboard/calls',
  '/dashboard/usage',
  '/dashboard/buy-calls',
  '/dashboard/bot-config',
  '/dashboard/profile',
  '/dashboard/settings',
  '/dashboard/delivery',
  '/dashboard/bot-config/test',
  '/dashboard/bot-config/versions',
  '/dashboard/bot-config/questions',
  '/dashboard/go-live',
] as const;
const PHONE = { width: 390, height: 844 };

/** Opens a portal page (without prefix) in a locale and waits for its heading. */
async function open(page: Page, path: string, prefix = '') {
  await page.goto(`${prefix}${path}`);
  await expect(page.locator('main h1')).toBeVisible();
}

/** Whether the focus is on nothing in particular (the body). */
const focusOnBody = (page: Page) => page.evaluate(() => document.activeElement === null || document.activeElement === document.body);

/** What has the focus, for messages. */
const focusedDescription = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  });

/** The texts of the alerts shown (an empty live region waiting for an error is no alert yet). */
const shownAlerts = async (page: Page) =>
  (await page.locator('[role="alert"]:visible, [role="alertdialog"]:visible').allTextContents())
    .map((text) => text.trim().slice(0, 80))
    .filter(Boolean);

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
  for (const prefix of ['/es', '/ae']) {
    test(`every in-app navigation of the portal keeps the ${prefix} prefix`, async ({ page }) => {
      test.setTimeout(120_000);
      await logInToDashboard(page);
      const local = new RegExp(`^${prefix}(/|$)`);
      const pathOf = () => new URL(page.url()).pathname;

      // Every link of every portal page points into the same locale.
      for (const path of PORTAL_PAGES) {
        await open(page, path, prefix);
        const hrefs = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
            .filter(
              (a) =>
                a.origin === location.origin &&
                !a.pathname.startsWith('/api/') &&
                !a.getAttribute('href')!.startsWith('#') &&
                !a.hasAttribute('download'),
            )
            .map((a) => a.pathname),
        );
        expect(hrefs.length, path).toBeGreaterThan(0);
        for (const href of hrefs) expect(href, `a link on ${prefix}${path}`).toMatch(local);
      }

      // The call history: filter, sort, turn a page, open a call, back; the sidebar.
      await open(page, '/dashboard/calls', prefix);
      const filters = page.getByRole('search');
      await filters.locator('select').nth(1).selectOption('appointment_booked');
      await filters.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(/outcome=appointment_booked/);
      expect(pathOf()).toBe(`${prefix}/dashboard/calls`);
      await page.getByRole('columnheader').nth(3).getByRole('button').click();
      await expect(page).toHaveURL(/sort=durationSec/);
      expect(pathOf()).toBe(`${prefix}/dashboard/calls`);
      await filters.locator('select').nth(1).selectOption('');
      await filters.locator('button[type="submit"]').click();
      await expect(page).not.toHaveURL(/outcome=/);
      await page
        .getByRole('navigation')
        .filter({ has: page.locator('[data-testid="calls-range"]') })
        .getByRole('button')
        .nth(1)
        .click();
      await expect(page).toHaveURL(/page=2/);
      expect(pathOf()).toBe(`${prefix}/dashboard/calls`);
      await page.getByTestId('call-row').first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/dashboard/calls/c[0-9a-z]+\\?`));
      await page.locator('main a[href*="/dashboard/calls?"]').first().click();
      await expect(page).toHaveURL(/page=2/);
      expect(pathOf()).toBe(`${prefix}/dashboard/calls`);

      // Usage: the range lives in the URL.
      await open(page, '/dashboard/usage', prefix);
      await page.locator('.mantine-SegmentedControl-root label[for$="-90"]').click();
      await expect(page).toHaveURL(/range=90/);
      expect(pathOf()).toBe(`${prefix}/dashboard/usage`);

      // The sidebar, page to page.
      const nav = page.locator('#dashboard-nav');
      for (let i = 0; i < (await nav.getByRole('link').count()); i += 1) {
        await nav.getByRole('link').nth(i).click();
        await expect(page.locator('main h1')).toBeVisible();
        expect(pathOf()).toMatch(local);
      }
    });
  }

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

  test('texts in another language than the page carry their lang; results are announced', async ({ page }) => {
    test.setTimeout(120_000);
    await logInToDashboard(page);
    for (const prefix of ['', '/es', '/ae']) {
      await open(page, '/dashboard/calls', prefix);
      await expect(page.getByTestId('call-row').first()).toBeVisible();
      await page.getByTestId('call-row').first().getByRole('link').click();
      await expect(page.getByTestId('transcript').locator('li').first()).toBeVisible();
      // The call is in Spanish: every text of its summary, transcript and extracted values is read as Spanish.
      const wrong = await page.evaluate(() => {
        // Each line's words: the element holding the line's longest text (not its time or speaker).
        const spoken = [...document.querySelectorAll('[data-testid="transcript"] li')].map((li) => {
          const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
          let longest: Text | null = null;
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
            if ((node.textContent ?? '').trim().length > (longest?.textContent ?? '').trim().length) longest = node;
          }
          return longest!.parentElement!;
        });
        if (spoken.length === 0) return ['no transcript lines'];
        const texts = [
          ...spoken,
          // Extracted values in words (a phone number or an e-mail address is in no language).
          ...[...document.querySelectorAll('section[aria-labelledby="call-extracted"] dd > bdi')].filter(
            (el) => !/^\+?\d+$|@/.test(el.textContent ?? ''),
          ),
        ];
        return texts
          .filter((el) => !(el.closest('[lang]')?.getAttribute('lang') ?? '').startsWith('es'))
          .map((el) => `${el.closest('[lang]')?.getAttribute('lang')}: ${el.textContent}`);
      });
      expect(wrong, `page ${prefix || '/'}`).toEqual([]);
      await page.goBack();
      await expect(page.getByTestId('call-row').first()).toBeVisible();
      const summaries = await page.evaluate(
        () =>
          [...document.querySelectorAll('[data-testid="call-row"] td:last-child span')].filter(
            (el) => el.textContent && !(el.closest('[lang]')?.getAttribute('lang') ?? '').startsWith('es'),
          ).length,
      );
      expect(summaries, `summaries on ${prefix || '/'}`).toBe(0);
    }

    // The count after filtering, sorting or paging is said by a polite live region.
    await open(page, '/dashboard/calls');
    const live = page.getByTestId('calls-announcement');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toHaveText(/^[\d,]+ calls\. Calls 1–50 of [\d,]+$/);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(live).toHaveText(/Calls 51–100 of [\d,]+$/);
    await page.getByRole('search', { name: 'Filter calls' }).getByLabel('Outcome').selectOption({ label: 'Spam' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(live).toHaveText(/^\d+ calls?(\.|$)/);
    // It says what the page shows.
    await expect
      .poll(async () => {
        const total = (await page.getByTestId('calls-total').textContent()) ?? '';
        return Boolean(total) && ((await live.textContent()) ?? '').startsWith(total.replace(/\.$/, ''));
      })
      .toBe(true);
  });

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

  test('Arabic sentences isolate phone numbers; each call page has its own title; hidden charts take no focus; a note is not an alert', async ({
    page,
  }) => {
    await logInToDashboard(page);
    await open(page, '/dashboard/calls', '/ae');
    await page.getByTestId('call-row').first().getByRole('link').click();
    const heading = page.locator('main h1');
    await expect(heading).toHaveText(/^مكالمة مع \u2068.+\u2069$/);
    await expect(page.locator('a[href^="tel:"]')).toHaveText(/\u2068\+\d+\u2069/);
    // Text spacing (1.4.12) at the reflow width (320 px, 1.4.10): with wider letters, words and lines
    // the call-back button's number is not clipped.
    await page.setViewportSize({ width: 320, height: 800 });
    await page.addStyleTag({
      content:
        '* { letter-spacing: 0.12em !important; word-spacing: 0.16em !important; line-height: 1.5 !important; } p { margin-bottom: 2em !important; }',
    });
    const clipped = await page
      .locator('a[href^="tel:"] .mantine-Button-label')
      .evaluate((label) => label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1);
    expect(clipped).toBe(false);
    await page.setViewportSize({ width: 1280, height: 720 });
    const firstTitle = await page.title();
    expect(firstTitle).toMatch(/^مكالمة مع \u2068.+\u2069، .+\d.+ \| Vozly$/);

    await open(page, '/dashboard/calls');
    await page.getByTestId('call-row').nth(0).getByRole('link').click();
    await expect(page.locator('main h1')).toHaveText(/^Call with /);
    const caller = (await page.locator('main h1').textContent())!.replace('Call with ', '');
    await expect(page).toHaveTitle(new RegExp(`^Call with ${caller.replace(/[+]/g, '\\+')}, .*\\d.* \\| Vozly$`));
    const one = await page.title();
    await page.goBack();
    await page.getByTestId('call-row').nth(5).getByRole('link').click();
    await expect(page.locator('main h1')).toHaveText(/^Call with /);
    await expect.poll(() => page.title()).not.toBe(one);

    // Usage: nothing inside an aria-hidden chart can take the focus.
    await open(page, '/dashboard/usage');
    await expect(page.getByText(/calls in the last 30 days\. The busiest day was/)).toBeVisible();
    await page.getByRole('region', { name: 'Busiest hours' }).scrollIntoViewIfNeeded();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    const focusable = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('[aria-hidden="true"] *')].filter((el) => {
          if (el.closest('[inert]')) return false;
          el.focus();
          return document.activeElement === el;
        }).length,
    );
    expect(focusable).toBe(0);

    // The buy-calls page's fixed text is a note, not an alert.
    await open(page, '/dashboard/buy-calls');
    await expect(page.getByTestId('minutes-per-call')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
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
