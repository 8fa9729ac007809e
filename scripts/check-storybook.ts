/**
 * The published Storybook as a check of `npm test`: builds it (scripts/storybook-build.ts; a story
 * file that cannot be indexed or an MDX page that does not compile fails the build), then opens
 * every docs page in Chromium: a page that throws, shows Storybook's error display, or shows an
 * inline story's error in place of the story fails.
 * (Every story's play function already runs in the Vitest storybook project.)
 *
 * On each docs page it also reads the Controls block (Storybook's ArgsTable) as a designer sees it
 * (docs/storybook.md, "Controls"), and each story's description, and reports as
 * `page › prop: reason`:
 * - a raw object editor: the JSON tree, its "Edit … as JSON" switch, or a "Set object" / "Set
 *   array" button (a complex prop gets named choices, `options` + `mapping`, or no control);
 * - a select or radio group with no value shown ("Choose option…": its arg is unset, or holds a
 *   value none of the options stands for);
 * - a prop row without a description;
 * - a story of the page (one in the sidebar) without a description.
 *
 * Each finding fails the check. `--report`: lists the findings and writes them to `--out` (default
 * /tmp/sb-findings.txt) without failing on them (pages that do not render still fail), a worklist.
 * `--only TEXT`: only the docs pages whose id or title contains TEXT (repeatable).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { buildStorybook } from './storybook-build.ts';
import { launchChromium, openEntry, serveStorybook, storybookIndex, type IndexEntry } from './storybook-pages.ts';

const { values: flags } = parseArgs({
  options: {
    report: { type: 'boolean', default: false },
    out: { type: 'string' },
    only: { type: 'string', multiple: true },
  },
});
/** Whether a finding in the Controls block or the story descriptions fails the check. */
const CONTROLS_FINDINGS_FAIL = !flags.report;

if (!(await buildStorybook())) {
  console.error('[storybook] the build failed');
  process.exit(1);
}
const index = storybookIndex();
const docs = index
  .filter((entry) => entry.type === 'docs')
  .filter((entry) => !flags.only?.length || flags.only.some((text) => entry.id.includes(text) || entry.title.includes(text)));
const server = await serveStorybook();
const browser = await launchChromium();
const failures: string[] = [];
const findings: string[] = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  for (const entry of docs) {
    const opened = await openEntry(page, server.url, entry);
    if (!opened.ok) {
      failures.push(`${entry.title} (${entry.name}): ${opened.error}`);
      continue;
    }
    const stories = index.filter((story) => story.type === 'story' && story.title === entry.title && story.tags?.includes('dev') && story.tags.includes('autodocs'));
    for (const finding of [...(await controlsFindings(page)), ...(await storyFindings(page, stories))]) findings.push(`${entry.title} › ${finding}`);
  }
} finally {
  await browser.close();
  await server.close();
}

/** What the docs page's Controls block shows a designer that it should not: `prop: reason` each. */
function controlsFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const row of document.querySelectorAll<HTMLTableRowElement>('#storybook-docs table.docblock-argstable > tbody > tr')) {
      const cells = [...row.cells];
      // Category and "show more" rows span the table; a prop's row has its name, description,
      // default and control cells.
      if (cells.length < 3) continue;
      const name = (cells[0]!.querySelector('span')?.textContent ?? cells[0]!.textContent ?? '').trim();
      // The description cell holds the description (text or markdown) and, under it, the type
      // summary (a block of blocks); a row without a description has the type alone.
      const description = [...cells[1]!.children].filter((child) => !child.querySelector(':scope > div')).map((child) => child.textContent ?? '').join('').trim();
      if (!description) found.push(`${name}: no description`);
      const control = cells[cells.length - 1]!;
      if (control.querySelector('.rejt-tree, button[aria-label$=" as JSON"]') || [...control.querySelectorAll('button')].some((button) => /^Set (object|array)$/.test(button.textContent?.trim() ?? ''))) {
        found.push(`${name}: raw object editor`);
      }
      for (const select of control.querySelectorAll('select')) {
        const shown = select.selectedOptions[0]?.textContent?.trim() ?? '';
        if (!select.multiple && (!shown || /^Choose option/.test(shown))) found.push(`${name}: select without a value`);
      }
      const radios = [...control.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
      if (radios.length && !radios.some((radio) => radio.checked)) found.push(`${name}: radio group without a value`);
    }
    return found;
  });
}

/** The page's stories (those in the sidebar) without a description: `story "Name": reason` each. */
async function storyFindings(page: Page, stories: IndexEntry[]): Promise<string[]> {
  const described = await page.evaluate(async (ids) => {
    const store = (window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: { loadStory: (options: { storyId: string }) => Promise<{ parameters: { docs?: { description?: { story?: string } } } }> } } }).__STORYBOOK_PREVIEW__.storyStoreValue;
    return Promise.all(ids.map(async (id) => Boolean((await store.loadStory({ storyId: id })).parameters.docs?.description?.story?.trim())));
  }, stories.map((story) => story.id));
  return stories.filter((_, index) => !described[index]).map((story) => `story "${story.name}": no description`);
}

for (const failure of failures) console.error(`[storybook] docs page failed: ${failure}`);
if (flags.report || flags.out) {
  const out = flags.out ?? '/tmp/sb-findings.txt';
  writeFileSync(out, findings.map((finding) => `${finding}\n`).join(''));
  console.log(`[storybook] ${findings.length} Controls and description findings written to ${out}`);
}
for (const finding of findings) (CONTROLS_FINDINGS_FAIL ? console.error : console.log)(`[storybook] ${CONTROLS_FINDINGS_FAIL ? 'docs page finding: ' : ''}${finding}`);
console.log(`[storybook] built; ${docs.length - failures.length} of ${docs.length} docs pages render; ${findings.length} Controls and description findings`);
process.exit(failures.length || (CONTROLS_FINDINGS_FAIL && findings.length) ? 1 : 0);
