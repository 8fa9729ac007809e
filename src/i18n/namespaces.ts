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
  'purchase',
  'guide',
  'legal',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** Loaded on every page: the shell (header, footer, notifications), shared messages, page titles. */
export const SHELL_NAMESPACES = ['common', 'header', 'footer', 'errors', 'meta'] as const satisfies readonly Namespace[];

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;
