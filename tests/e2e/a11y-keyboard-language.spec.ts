import { open, PORTAL_PAGES } from './a11yPages.ts';
import { expect, test } from './fixtures.ts';
import { logInToDashboard } from './steps.ts';

/**
 * WCAG 2.2 AA in practice, the language: the locale prefix kept through every in-app navigation,
 * `lang` on texts in another language than the page (with the announced count of the call
 * history), and in Arabic the numbers isolated, with each call page's own title, hidden charts
 * out of the tab order and a note that is not an alert.
 */

test.use({ reducedMotion: 'reduce' });

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
});
