import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Every deferred section of the landing page has hydrated: no control waits behind a gate.
 * Sections load as they near the screen, so this scrolls through them as a reader would.
 */
export async function waitForSections(page: Page) {
  for (const section of await page.locator('main section[id]').all()) {
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('fieldset.hydration-gate:disabled')).toHaveCount(0, { timeout: 15_000 });
  }
  await expect(page.locator('fieldset.hydration-gate:disabled')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('section#faq h2')).toBeVisible();
}
