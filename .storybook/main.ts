import { readFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';

/** The suffixes of a story's copies: `IdleSpanish`, `IdleArabic`, `IdleMobile`, `IdleMobileArabic`. */
const COPY_SUFFIXES = ['MobileSpanish', 'MobileArabic', 'Spanish', 'Arabic', 'Mobile'];

/**
 * The exports of a story file that are locale or viewport copies of another story of the file:
 * made with stories/support/variants.ts (`export const Spanish = inLocale(Default, 'es')`, or
 * `= { ...inLocale(...), play }`), or named after another story plus a copy suffix
 * (`IdleArabic`, written out by hand). A story of its own named `Mobile` is not a copy.
 */
export function copyExports(source: string): Set<string> {
  const names = new Set([...source.matchAll(/^export const (\w+)/gm)].map((match) => match[1]!));
  const made = new Set(
    [...source.matchAll(/^export const (\w+)(?::\s*[\w.<>]+)?\s*=\s*(?:\{\s*\.\.\.)?(?:inLocale|onMobile)\(/gm)].map((match) => match[1]!),
  );
  const named = (name: string) => COPY_SUFFIXES.some((suffix) => name.endsWith(suffix) && names.has(name.slice(0, -suffix.length)));
  return new Set([...names].filter((name) => made.has(name) || named(name)));
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // public/ is the site's; .storybook/public has Mock Service Worker's script (stories only, never in dist).
  staticDirs: ['../public', './public'],
  core: { disableTelemetry: true },
  // Locale and mobile copies stay tests but leave the sidebar and the docs pages (the toolbar
  // switches language and viewport). Storybook reads tags statically, and a copy made by a helper
  // has none in its source: the CSF indexer's entries get them here.
  experimental_indexers: (existing = []) => {
    const csf = existing.find((indexer) => indexer.test.test('x.stories.tsx'));
    if (!csf) return existing;
    const withCopiesTagged = {
      test: csf.test,
      createIndex: async (fileName: string, options: Parameters<typeof csf.createIndex>[1]) => {
        const entries = await csf.createIndex(fileName, options);
        const copies = copyExports(readFileSync(fileName, 'utf8'));
        return entries.map((entry) =>
          entry.type === 'story' && entry.exportName && copies.has(entry.exportName)
            ? { ...entry, tags: [...(entry.tags ?? []), '!dev', '!autodocs'] }
            : entry,
        );
      },
    };
    return [withCopiesTagged, ...existing.filter((indexer) => indexer !== csf)];
  },
};

export default config;
