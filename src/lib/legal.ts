/**
 * Data of the legal pages: the contact points they name, the privacy policy's date (the terms'
 * date is TERMS_LAST_UPDATED in plan.ts), and the date format they print (the spec's
 * 'last updated 04/06/2025': day, month, year).
 */

/** Date the privacy policy was last updated, ISO. */
export const PRIVACY_LAST_UPDATED = '2025-06-04';

/** Where customers and visitors write about their contract and their data. */
export const LEGAL_CONTACT = {
  supportEmail: 'support@vozly.com',
  privacyEmail: 'privacy@vozly.com',
  /** The Spanish data protection authority, where complaints can be lodged. */
  authorityUrl: 'www.aepd.es',
} as const;

/** `2025-06-04` -> `04/06/2025`. Throws on anything that is not a real ISO date. */
export function formatLegalDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Not an ISO date: ${iso}`);
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) {
    throw new Error(`Not a calendar date: ${iso}`);
  }
  return `${day}/${month}/${year}`;
}
