/** The es locale files, each its own lazy chunk (see createI18n.ts). */
export const loaders = import.meta.glob<Record<string, unknown>>('../../../locales/es/*.json', { import: 'default' });
