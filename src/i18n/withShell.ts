import { SHELL_NAMESPACES } from './namespaces';

type Json = Record<string, unknown>;
export type Loaders = Record<string, () => Promise<Json>>;
type ShellNamespace = (typeof SHELL_NAMESPACES)[number];

/**
 * One language's locale files as loaders by path (`../../../locales/{locale}/{ns}.json`, as the
 * backend in createI18n.ts asks for them): each namespace its own lazy chunk, but the shell's
 * (common, header, footer, errors, meta: every page needs all five at start) one chunk together,
 * one request instead of five (a portal page's first load in a handful of files).
 */
export function withShell(locale: string, files: Loaders, shell: () => Promise<Record<ShellNamespace, Json>>): Loaders {
  let bundle: Promise<Record<ShellNamespace, Json>> | undefined;
  const loaders: Loaders = { ...files };
  for (const ns of SHELL_NAMESPACES) {
    loaders[`../../../locales/${locale}/${ns}.json`] = () => {
      // Asked for once for the five (a failed download is asked for again next time).
      bundle ??= shell().catch((error: unknown) => {
        bundle = undefined;
        throw error;
      });
      return bundle.then((texts) => texts[ns]);
    };
  }
  return loaders;
}
