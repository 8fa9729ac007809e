/**
 * The published Storybook as a check of `npm test`: built when its inputs changed
 * (scripts/storybook-build.ts; a story file that cannot be indexed or an MDX page that does not
 * compile fails the build; a build whose inputs hash matches is reused), then served by a plain
 * file server and opened in one Chromium:
 * - every docs page: a page that throws, shows Storybook's error display, or shows an inline
 *   story's error in place of the story fails;
 * - every story of the sidebar, switched to in one loaded preview as a visitor would open it: its
 *   play runs there too, so a story that ends on the error panel (a play that threw, a story that
 *   does not rest as its name says), throws, or asks for a file the build does not have (a 404)
 *   fails; a page story (stories/pages/) must end on a page with one `main` landmark and one
 *   `h1`. (The locale and phone copies are tests of the Vitest storybook project, not published
 *   entries of the sidebar.) A reused build whose stories all passed this sweep is not swept
 *   again (its stamp `.stories-at-rest`).
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
 * `--only TEXT`: only the docs pages and stories whose id or title contains TEXT (repeatable).
 * `--stories`: also the sweep of every story at rest (above). `--skip-docs`: not the docs pages.
 *   `npm test` runs the docs pages; the sweep (`npm run test:at-rest`, about 6 minutes on two
 *   cores) runs in CI after it (.ci/run), outside `npm test`'s 20 minutes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { ensureStorybook, STORYBOOK_DIR } from './storybook-build.ts';
import { launchChromium, openEntry, serveStorybook, storybookIndex, storyViewports, type IndexEntry } from './storybook-pages.ts';

const { values: flags } = parseArgs({
  options: {
    report: { type: 'boolean', default: false },
    stories: { type: 'boolean', default: false },
    'skip-docs': { type: 'boolean', default: false },
    out: { type: 'string' },
    only: { type: 'string', multiple: true },
  },
});
/** Whether a finding in the Controls block or the story descriptions fails the check. */
const CONTROLS_FINDINGS_FAIL = !flags.report;

if (!(await ensureStorybook())) {
  console.error('[storybook] the build failed');
  process.exit(1);
}
const index = storybookIndex();
const docs = index
  .filter((entry) => !flags['skip-docs'] && entry.type === 'docs')
  .filter((entry) => !flags.only?.length || flags.only.some((text) => entry.id.includes(text) || entry.title.includes(text)));
/**
 * The build's inputs hash (storybook-build.ts's stamp) once every story of it was opened at rest:
 * a reused build whose stories all passed is not swept again.
 */
const SWEPT = path.join(STORYBOOK_DIR, '.stories-at-rest');
const stamp = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : null);
const built = stamp(path.join(STORYBOOK_DIR, '.inputs-hash'));
const alreadySwept = !flags.only?.length && built !== null && stamp(SWEPT) === built;
if (alreadySwept) console.log('[storybook] every story of this build was already opened at rest: not again');
const stories = index
  .filter((entry) => flags.stories && !alreadySwept && entry.type === 'story' && entry.tags?.includes('dev'))
  .filter((entry) => !flags.only?.length || flags.only.some((text) => entry.id.includes(text) || entry.title.includes(text)));
const server = await serveStorybook();
const browser = await launchChromium();
const failures: string[] = [];
const findings: string[] = [];
const storyFailures: string[] = [];
/** A page story: the whole page of the portal or the site in its shell (stories/pages/). */
const isPageStory = (entry: IndexEntry) => entry.importPath?.startsWith('./stories/pages/') ?? false;

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  for (const entry of docs) {
    // `npm test` runs this check at the lowest priority beside Playwright: a page may wait for the
    // CPU a while before it renders, so the wait for a page that hangs is long.
    const opened = await openEntry(page, server.url, entry, { images: false, switchInPage: true, timeout: 120_000 });
    if (!opened.ok) {
      failures.push(`${entry.title} (${entry.name}): ${opened.error}`);
      continue;
    }
    const described = index.filter(
      (story) => story.type === 'story' && story.title === entry.title && story.tags?.includes('dev') && story.tags.includes('autodocs'),
    );
    for (const finding of [...(await controlsFindings(page)), ...(await storyFindings(page, described))])
      findings.push(`${entry.title} › ${finding}`);
  }
  await page.close();
  storyFailures.push(...(await checkStories(await browser.newPage({ viewport: { width: 1280, height: 900 } }), stories)));
} finally {
  await browser.close();
  await server.close();
}

/**
 * Opens each story in one page (switched to inside the loaded preview): `title › name: problem`
 * for each that fails, ends on the error panel, asks for a missing file, or (a page story) does
 * not end with one `main` and one `h1`.
 */
async function checkStories(page: Page, entries: IndexEntry[]): Promise<string[]> {
  const problems: string[] = [];
  let missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(new URL(response.url()).pathname);
  });
  // A story with a viewport of its own (a phone) is opened at that size, as Storybook's toolbar
  // shows it; the others at the desktop size the page starts with.
  const desktop = page.viewportSize() ?? { width: 1280, height: 900 };
  const sizes = entries.length
    ? await storyViewports(
        page,
        server.url,
        entries.map((entry) => entry.id),
      )
    : new Map();
  for (const entry of entries) {
    missing = [];
    const size = sizes.get(entry.id) ?? desktop;
    const current = page.viewportSize();
    if (!current || current.width !== size.width || current.height !== size.height) await page.setViewportSize(size);
    const opened = await openEntry(page, server.url, entry, { switchInPage: true });
    const label = `${entry.title} › ${entry.name}`;
    if (!opened.ok) {
      problems.push(`${label}: ${opened.error.split('\n').slice(0, 3).join(' ')}`);
      // The error panel of a failed story stays up until the next story's render clears it: the
      // next story starts in a fresh preview, not switched to in this one.
      await page.goto('about:blank');
      continue;
    }
    // A story may ask for a file that does not exist on purpose (a missing video): it names it in
    // `parameters.expectedMissing`.
    const expected = await page.evaluate(
      () =>
        (
          window as unknown as {
            __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { parameters?: { expectedMissing?: string[] } } } };
          }
        ).__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.expectedMissing ?? [],
    );
    const unexpected = [...new Set(missing)].filter((file) => !expected.includes(file));
    if (unexpected.length) problems.push(`${label}: not found (404): ${unexpected.join(', ')}`);
    if (isPageStory(entry)) {
      const landmarks = await page.evaluate(() => {
        const root = document.querySelector('#storybook-root') ?? document.body;
        const shown = (element: Element) => (element as HTMLElement).checkVisibility?.() ?? true;
        return {
          main: [...root.querySelectorAll('main, [role="main"]')].filter(shown).length,
          h1: [...root.querySelectorAll('h1, [role="heading"][aria-level="1"]')].filter(shown).length,
        };
      });
      if (landmarks.main !== 1 || landmarks.h1 !== 1)
        problems.push(`${label}: a page ends with one main and one h1, not ${landmarks.main} main and ${landmarks.h1} h1`);
    }
  }
  return problems;
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
      const description = [...cells[1]!.children]
        .filter((child) => !child.querySelector(':scope > div'))
        .map((child) => child.textContent ?? '')
        .join('')
        .trim();
      if (!description) found.push(`${name}: no description`);
      const control = cells[cells.length - 1]!;
      if (
        control.querySelector('.rejt-tree, button[aria-label$=" as JSON"]') ||
        [...control.querySelectorAll('button')].some((button) => /^Set (object|array)$/.test(button.textContent?.trim() ?? ''))
      ) {
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
  const described = await page.evaluate(
    async (ids) => {
      const store = (
        window as unknown as {
          __STORYBOOK_PREVIEW__: {
            storyStoreValue: {
              loadStory: (options: { storyId: string }) => Promise<{ parameters: { docs?: { description?: { story?: string } } } }>;
            };
          };
        }
      ).__STORYBOOK_PREVIEW__.storyStoreValue;
      return Promise.all(
        ids.map(async (id) => Boolean((await store.loadStory({ storyId: id })).parameters.docs?.description?.story?.trim())),
      );
    },
    stories.map((story) => story.id),
  );
  return stories.filter((_, index) => !described[index]).map((story) => `story "${story.name}": no description`);
}

for (const failure of failures) console.error(`[storybook] docs page failed: ${failure}`);
for (const failure of storyFailures) console.error(`[storybook] story failed: ${failure}`);
if (flags.report || flags.out) {
  const out = flags.out ?? '/tmp/sb-findings.txt';
  writeFileSync(out, findings.map((finding) => `${finding}\n`).join(''));
  console.log(`[storybook] ${findings.length} Controls and description findings written to ${out}`);
}
for (const finding of findings)
  (CONTROLS_FINDINGS_FAIL ? console.error : console.log)(`[storybook] ${CONTROLS_FINDINGS_FAIL ? 'docs page finding: ' : ''}${finding}`);
console.log(
  `[storybook] ${docs.length - failures.length} of ${docs.length} docs pages and ${stories.length - storyFailures.length} of ${stories.length} stories render at rest; ${findings.length} Controls and description findings`,
);
if (!alreadySwept && !flags.only?.length && built !== null && stories.length && !storyFailures.length) writeFileSync(SWEPT, `${built}\n`);
process.exit(failures.length || storyFailures.length || (CONTROLS_FINDINGS_FAIL && findings.length) ? 1 : 0);
