/**
 * The en locale files: each its own lazy chunk, but the shell's five, which come in one
 * (./shell/en.ts). createI18n.ts joins the two (withShell.ts). The mock API's e-mail texts
 * (SERVER_NAMESPACES) are never loaded by the portal: no chunk.
 */
export const files = import.meta.glob<Record<string, unknown>>(
  ['../../../locales/en/*.json', '!../../../locales/en/{common,header,footer,errors,meta}.json', '!../../../locales/en/mail.json'],
  { import: 'default' },
);
export const shell = () => import('./shell/en').then((module) => module.default);
