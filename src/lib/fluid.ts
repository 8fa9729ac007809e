/**
 * Fluid sizes and self-arranging grids for the landing page, as plain inline styles. Mantine's
 * responsive props (`fz={{ base, md }}`, `cols={{ base, md }}`) each add a `<style>` element to
 * the page, and every one of them makes the browser recompute the styles of the whole
 * pre-rendered document while it parses: fluid values need no media query at all.
 */
import type { CSSProperties } from 'react';

export const FLUID = {
  /** Vertical padding of a section: 56 px on a phone to 88 px on a wide screen. */
  sectionPadding: 'clamp(3.5rem, 2.6rem + 3vw, 5.5rem)',
  /** The hero's top padding: 40 px to 72 px. */
  heroPadding: 'clamp(2.5rem, 1.6rem + 3vw, 4.5rem)',
  /** The page title (h1): 34 px to 56 px. */
  h1: 'clamp(2.125rem, 1.35rem + 3.2vw, 3.5rem)',
  /** Section titles (h2): 28 px to 38 px. */
  h2: 'clamp(1.75rem, 1.4rem + 1.4vw, 2.375rem)',
  /** Lead paragraphs: 16 px to 18 px. */
  lead: 'clamp(1rem, 0.93rem + 0.3vw, 1.125rem)',
  /** The hero's lead paragraph: 16 px to 20 px. */
  heroLead: 'clamp(1rem, 0.85rem + 0.6vw, 1.25rem)',
  /** Padding of a large card: 24 px to 48 px. */
  cardPadding: 'clamp(1.5rem, 0.8rem + 2.5vw, 3rem)',
} as const;

/**
 * A grid that fits as many columns of at least `min` as the width allows (one on a phone):
 * with `min` 17rem, three columns in the 1140 px container, one on a 375 px phone.
 */
export function autoGrid(min: string, gap: string | number = 'var(--mantine-spacing-lg)'): CSSProperties {
  return { display: 'grid', gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}), 1fr))`, gap };
}

/** A list without bullets or indentation (the items are styled elsewhere). */
export const BARE_LIST: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
