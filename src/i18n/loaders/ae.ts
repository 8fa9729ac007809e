/**
 * The ae locale files: each its own lazy chunk, but the shell's five, which come in one
 * (./shell/ae.ts). createI18n.ts joins the two (withShell.ts). The mock API's e-mail texts
 * (SERVER_NAMESPACES) are never loaded by the portal: no chunk.
 */
export const files = import.meta.glob<Record<string, unknown>>(
  ['../../../locales/ae/*.json', '!../../../locales/ae/{common,header,footer,errors,meta}.json', '!../../../locales/ae/mail.json'],
  { import: 'default' },
);
export const shell = () => import('./shell/ae').then((module) => module.default);
