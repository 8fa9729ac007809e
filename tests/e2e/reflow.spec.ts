import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logInToDashboard } from './steps.ts';

/**
 * Reflow (WCAG 1.4.10) and text spacing (1.4.12) on the studio, delivery and go-live pages: at a
 * phone's 390 px and at 320 px, with the text spacing a user's style sheet may ask for, no text is
 * cut (a label shortened to "R", a badge to "Spa…") and the page does not scroll sideways (a table
 * or a code block may scroll inside its own region).
 */

const PAGES = [
  '/dashboard/bot-config',
  '/dashboard/bot-config/test',
  '/dashboard/bot-config/versions',
  '/dashboard/bot-config/questions',
  '/dashboard/delivery',
  '/dashboard/go-live',
] as const;

const TEXT_SPACING =
  '* { letter-spacing: 0.12em !important; word-spacing: 0.16em !important; line-height: 1.5 !important; } p { margin-bottom: 2em !important; }';

/** The visible texts cut by their box (hidden overflow or an ellipsis), and whether the page itself scrolls sideways. */
function clippedTexts(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main *, header *')) {
      const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
      if (!hasText) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // Visually hidden texts (for screen readers) are 1 px boxes on purpose.
      if (box.width <= 1 || box.height <= 1) continue;
      const clipsX = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      const clipsY = ['hidden', 'clip'].includes(style.overflowY);
      if ((clipsX && element.scrollWidth > element.clientWidth + 1) || (clipsY && element.scrollHeight > element.clientHeight + 1))
        cut.push(`"${element.textContent!.trim().slice(0, 40)}" (${element.className || element.tagName})`);
    }
    return { cut, sideways: document.documentElement.scrollWidth > window.innerWidth + 1 };
  });
}

for (const locale of ['', '/ae'] as const) {
  test(`studio, delivery and go-live pages reflow at 390 and 320 px with text spacing, nothing cut${locale ? ' (Arabic)' : ''}`, async ({
    page,
  }) => {
    await logInToDashboard(page);
    const found: string[] = [];
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of PAGES) {
        await page.goto(`${locale}${path}`);
        await expect(page.locator('main h1')).toBeVisible();
        // The page's content (not only its heading) has arrived.
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        await page.addStyleTag({ content: TEXT_SPACING });
        const { cut, sideways } = await clippedTexts(page);
        found.push(...cut.map((text) => `${width} px ${locale}${path}: ${text}`));
        if (sideways) found.push(`${width} px ${locale}${path}: the page scrolls sideways`);
      }
    }
    expect(found).toEqual([]);
  });
}
