/**
 * The published Storybook as a check of `npm test`: builds it (scripts/storybook-build.ts; a story
 * file that cannot be indexed or an MDX page that does not compile fails the build), then opens
 * every docs page in Chromium: a page that throws, shows Storybook's error display, or shows an
 * inline story's error in place of the story fails.
 * (Every story's play function already runs in the Vitest storybook project.)
 */
import { buildStorybook } from './storybook-build.ts';
import { launchChromium, openEntry, serveStorybook, storybookIndex } from './storybook-pages.ts';

if (!(await buildStorybook())) {
  console.error('[storybook] the build failed');
  process.exit(1);
}
const docs = storybookIndex().filter((entry) => entry.type === 'docs');
const server = await serveStorybook();
const browser = await launchChromium();
const failures: string[] = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  for (const entry of docs) {
    const opened = await openEntry(page, server.url, entry);
    if (!opened.ok) failures.push(`${entry.title} (${entry.name}): ${opened.error}`);
  }
} finally {
  await browser.close();
  await server.close();
}
for (const failure of failures) console.error(`[storybook] docs page failed: ${failure}`);
console.log(`[storybook] built; ${docs.length - failures.length} of ${docs.length} docs pages render`);
process.exit(failures.length ? 1 : 0);
