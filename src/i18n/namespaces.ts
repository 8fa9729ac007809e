/**
 * Translation namespaces: one JSON file per namespace and language in locales/{en,es,ae}/.
 * The spec names faq, footer, header and hero; the others follow the feature areas.
 * Adding a namespace: create the three JSON files, add the name here and in i18next.d.ts.
 */
export const NAMESPACES = [
  'common',
  'header',
  'footer',
  'meta',
  'errors',
  'hero',
  'faq',
  'landing',
  'lead',
  'pricing',
  'testimonials',
  'auth',
  'signup',
  'kyc',
  'dashboard',
  'calls',
  'usage',
  'delivery',
  'golive',
  'privacy',
  'audit',
  'team',
  'purchase',
  'guide',
  'legal',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * Namespaces of locales/ that only the mock API reads: `mail`, the words of the e-mails it sends
 * (mock-api/mailTexts.ts). They sit beside the portal's texts so a translator edits every text in
 * one place and `npm run locales` checks them too; the portal never loads them (no chunk, no type).
 */
export const SERVER_NAMESPACES = ['mail'] as const;

/** Loaded on every page: the shell (header, footer, notifications), shared messages, page titles. */
export const SHELL_NAMESPACES = ['common', 'header', 'footer', 'errors', 'meta'] as const satisfies readonly Namespace[];

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;
