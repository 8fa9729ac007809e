import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * The portal's pages the keyboard and screen-reader checks of a11y-keyboard-focus, -language and
 * -controls.spec.ts go through: a new portal page goes here, so that each of them covers it.
 */
export const PORTAL_PAGES = [
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
  '/dashboard/privacy',
  '/dashboard/team',
  '/dashboard/team/audit',
] as const;

/** Opens a portal page (without prefix) in a locale and waits for its heading. */
export async function open(page: Page, path: string, prefix = '') {
  await page.goto(`${prefix}${path}`);
  await expect(page.locator('main h1')).toBeVisible();
}
