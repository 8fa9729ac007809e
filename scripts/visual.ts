/**
 * `npm run test:visual [-- --update] [-- --filter text] [-- --rebuild]`: visual review of every
 * story, no network, no account (the local counterpart of `npm run chromatic`).
 *
 * - Reuses storybook-static/ when it was built from the current tree (scripts/storybook-build.ts),
 *   builds it otherwise (`--rebuild` forces it).
 * - Opens each story in Chromium at its own viewport and waits until Storybook says it has
 *   finished (loaders, render, play function, afterEach; the story's timers of a second or more
 *   then held, so its state is the one the play ended on), then for fonts, images and the network;
 *   makes the viewport as tall as the page and takes screenshots until two in a row are the same.
 *   (Not Playwright's full-page screenshot: Chromium's capture beyond the viewport resizes the
 *   page, down to 1×1 and back, while it works, and a chart that follows its container's width
 *   was caught redrawn at a passing width.)
 * - Compares with this machine's baseline (tests/visual/baseline/<story id>.png, not in git:
 *   pixels depend on fonts and renderer). A story without a baseline records one and does not
 *   fail; `--update` accepts every new screenshot as the baseline.
 * - Writes test-results/visual/report.html: before, after and diff images of every change, the
 *   stories that failed to render, the new baselines. Exits 1 on a change or a failure.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Browser, Page } from '@playwright/test';
import { ROOT } from './lib.ts';
import { ensureStorybook } from './storybook-build.ts';
import { launchChromium, openEntry, serveStorybook, storybookIndex, storyViewports, type IndexEntry } from './storybook-pages.ts';

const args = process.argv.slice(2);
const update = args.includes('--update');
const rebuild = args.includes('--rebuild');
const filterIndex = args.indexOf('--filter');
const filter = filterIndex >= 0 ? args[filterIndex + 1]?.toLowerCase() : undefined;
// Pages reviewing at once: three on two cores (much of a story's time is waiting for frames and
// the network); VISUAL_WORKERS overrides it.
const workers = Number(process.env.VISUAL_WORKERS ?? 3);
const WORKERS = Number.isInteger(workers) && workers > 0 ? workers : 3;
const DESKTOP = { width: 1280, height: 900 };
/** Per-pixel colour tolerance of the comparison (pixelmatch's YIQ threshold; anti-aliasing is ignored). */
const THRESHOLD = 0.1;

const BASELINE = path.join(ROOT, 'tests', 'visual', 'baseline');
const OUT = path.join(ROOT, 'test-results', 'visual');

type Result =
  | { entry: IndexEntry; kind: 'same' | 'new' | 'updated' }
  | { entry: IndexEntry; kind: 'changed'; pixels: number; files: { before: string; after: string; diff: string } }
  | { entry: IndexEntry; kind: 'failed'; error: string };

const started = Date.now();
if (!(await ensureStorybook({ force: rebuild }))) {
  console.error('[visual] the Storybook build failed');
  process.exit(1);
}
const stories = storybookIndex().filter(
  (entry) => entry.type === 'story' && (!filter || `${entry.title} ${entry.name}`.toLowerCase().includes(filter)),
);
rmSync(OUT, { recursive: true, force: true });
mkdirSync(path.join(OUT, 'images'), { recursive: true });
mkdirSync(BASELINE, { recursive: true });

const server = await serveStorybook();
const browser = await launchChromium();
const results: Result[] = [];
try {
  const first = await browser.newPage({ viewport: DESKTOP });
  const viewports = await storyViewports(
    first,
    server.url,
    stories.map((story) => story.id),
  );
  await first.close();
  // Stories of one viewport after another: a story switches in the loaded page only when the
  // viewport stays the same.
  const sizeOf = (story: IndexEntry) => viewports.get(story.id) ?? DESKTOP;
  const queue = [...stories].sort((a, b) => sizeOf(a).width - sizeOf(b).width || sizeOf(a).height - sizeOf(b).height);
  await Promise.all(
    Array.from({ length: Math.min(WORKERS, queue.length) }, async () => {
      let page = await newPage(browser);
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        // A crash or timeout outside the story (the renderer, a screenshot) fails that story, not the run.
        const result = await review(page, entry, sizeOf(entry)).catch((error: unknown): Result => ({
          entry,
          kind: 'failed',
          error: error instanceof Error ? error.message.split('\n')[0]! : String(error),
        }));
        results.push(result);
        if (result.kind === 'failed') {
          // The next story in a fresh page: this one may have crashed or be stuck.
          await page
            .context()
            .close()
            .catch(() => undefined);
          page = await newPage(browser);
        }
        if (result.kind === 'changed' || result.kind === 'failed') console.log(`[visual] ${result.kind}: ${entry.title} / ${entry.name}`);
      }
      await page.context().close();
    }),
  );
} finally {
  await browser.close();
  await server.close();
}

const count = (kind: Result['kind']) => results.filter((result) => result.kind === kind).length;
writeReport();
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `[visual] ${results.length} stories in ${seconds} s: ${count('same')} unchanged, ${count('changed')} changed, ${count('new')} new baselines, ` +
    `${count('updated')} updated, ${count('failed')} failed to render. Report: ${path.relative(ROOT, path.join(OUT, 'report.html'))}`,
);
process.exit(count('changed') + count('failed') > 0 ? 1 : 0);

/** A page of its own context that counts its requests in flight. */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  await context.addInitScript(holdStoryTimersOnceFinished);
  const page = await context.newPage();
  const inflight = new Set<unknown>();
  page.on('request', (request) => inflight.add(request));
  page.on('requestfinished', (request) => inflight.delete(request));
  page.on('requestfailed', (request) => inflight.delete(request));
  (page as Page & { inflight?: Set<unknown> }).inflight = inflight;
  return page;
}

/**
 * The screenshot shows the state the play function ended on, however long the review then takes
 * (a slow run took 3 s more than a fast one): a timer of a second or more that the story started
 * (a success line shown for 3 s, a retry's back-off) and that comes due once the story has
 * finished is held, not run. Shorter timers (transitions, debounces) and the review's own run as
 * usual. Runs in the page, before the preview's scripts.
 */
function holdStoryTimersOnceFinished() {
  type Preview = { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } };
  const finished = () => (window as unknown as Preview).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished';
  const setTimeoutOfPage = window.setTimeout.bind(window);
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
    if (typeof handler !== 'function' || !delay || delay < 1000 || finished()) return setTimeoutOfPage(handler, delay, ...rest);
    return setTimeoutOfPage(() => {
      if (!finished()) (handler as (...values: unknown[]) => void)(...rest);
    }, delay);
  }) as typeof window.setTimeout;
}

/** Until no request has been in flight for 100 ms (media streams aside: 3 s at most). */
async function networkSettled(page: Page) {
  const inflight = (page as Page & { inflight?: Set<unknown> }).inflight!;
  const deadline = Date.now() + 3000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inflight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 100) return;
    await page.waitForTimeout(25);
  }
}

/** A declaration, not a constant: the review runs at the top level before this line is reached. */
function screenshot(page: Page) {
  return page.screenshot({ animations: 'disabled', caret: 'hide' });
}

/**
 * The viewport made as tall as the page (only its height changes, so nothing is laid out at
 * another width), once what that brings into view has loaded: the whole page fits one screenshot.
 *
 * The page's height is measured at the story's own viewport (the body is at least as tall as the
 * viewport, so a page that shrinks shows only there), again after each tall pass until it holds:
 * a tall viewport brings the landing's later sections near, and each then swaps its placeholder
 * (as tall as its estimate) for its content. Measured once, the viewport was sometimes 47 to
 * 258 px taller than the page (a gap above the footer). A part drawn only near the screen
 * (`content-visibility: auto`) is drawn as on screen (its containment kept) wherever it is, so
 * that it counts its own height, not its estimate.
 */
async function showWholePage(page: Page, viewport: { width: number; height: number }) {
  const measure = () =>
    page.evaluate(() => {
      if (!document.getElementById('visual-review-all-drawn')) {
        const style = document.createElement('style');
        style.id = 'visual-review-all-drawn';
        style.textContent =
          '[style*="content-visibility"] { content-visibility: visible !important; contain: layout style paint !important; }';
        document.head.append(style);
      }
      return Math.ceil(document.documentElement.scrollHeight);
    });
  const showTall = async (height: number) => {
    await page.setViewportSize({ width: viewport.width, height: Math.min(height, 16_000) });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await networkSettled(page);
    // A landing section's placeholder (3 s at most).
    await page
      .waitForFunction(() => !document.querySelector('[style*="content-visibility"] > [aria-busy="true"]'), undefined, {
        timeout: 3000,
        polling: 50,
      })
      .catch(() => undefined);
  };
  let height = await measure();
  if (height <= viewport.height) return;
  for (let pass = 0; pass < 3; pass += 1) {
    await showTall(height);
    await page.setViewportSize(viewport);
    const measured = await measure();
    if (measured === height) break;
    height = measured;
    if (height <= viewport.height) return;
  }
  await showTall(height);
}

/** Screenshots after `first` until two in a row are identical (a chart or transition still moving): at most 6. */
async function stableScreenshot(page: Page, first: Buffer): Promise<Buffer> {
  let previous = first;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.waitForTimeout(100);
    const next = await screenshot(page);
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

async function review(page: Page, entry: IndexEntry, viewport: { width: number; height: number }, afresh = false): Promise<Result> {
  const resized = page.viewportSize()?.width !== viewport.width || page.viewportSize()?.height !== viewport.height;
  await page.setViewportSize(viewport);
  // Switched in the page, unless the viewport changed (a story reads its width as it mounts) or
  // the story failed that way (then it is opened afresh to tell a real failure from a leftover).
  const switchInPage = !resized && !afresh;
  let opened = await openEntry(page, server.url, entry, { switchInPage });
  if (!opened.ok && switchInPage) opened = await openEntry(page, server.url, entry);
  if (!opened.ok) return { entry, kind: 'failed', error: opened.error };
  await networkSettled(page);
  const baselineFile = path.join(BASELINE, `${entry.id}.png`);
  const baseline = existsSync(baselineFile) ? readFileSync(baselineFile) : null;
  // One screenshot is enough when it matches the baseline; otherwise wait until the page is still.
  // The viewport goes back to the story's size afterwards (the next story may switch in this page).
  let actual: Buffer;
  try {
    await showWholePage(page, viewport);
    const first = await screenshot(page);
    if (baseline?.equals(first)) return { entry, kind: 'same' };
    actual = await stableScreenshot(page, first);
  } finally {
    await page.setViewportSize(viewport);
  }
  const pixels = baseline && !baseline.equals(actual) ? differingPixels(baseline, actual) : null;
  if (baseline && (!pixels || pixels.count === 0)) return { entry, kind: 'same' };
  // A story switched to inside a preview that showed others can carry a leftover: a notice that
  // the previous story's pending work raised after it ended (Mantine's notices live in one global
  // store). So a difference, or a new baseline with a notice on screen, is taken again in a
  // freshly loaded preview; that is rare, and the run keeps the speed of switching.
  if (opened.switched && (baseline || (await page.locator('.mantine-Notification-root').count()) > 0))
    return review(page, entry, viewport, true);
  if (!baseline || !pixels) {
    writeFileSync(baselineFile, actual);
    return { entry, kind: 'new' };
  }
  if (update) {
    writeFileSync(baselineFile, actual);
    return { entry, kind: 'updated' };
  }
  const files = { before: `images/${entry.id}.before.png`, after: `images/${entry.id}.after.png`, diff: `images/${entry.id}.diff.png` };
  copyFileSync(baselineFile, path.join(OUT, files.before));
  writeFileSync(path.join(OUT, files.after), actual);
  writeFileSync(path.join(OUT, files.diff), PNG.sync.write(pixels.diff));
  return { entry, kind: 'changed', pixels: pixels.count, files };
}

/** The pixels that differ (a size change counts every pixel of the larger image), with a diff image. */
function differingPixels(before: Buffer, after: Buffer): { count: number; diff: PNG } {
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(after);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  if (a.width !== b.width || a.height !== b.height) {
    // Different sizes: show the new screenshot in the diff, every pixel counted.
    PNG.bitblt(b, diff, 0, 0, b.width, b.height, 0, 0);
    return { count: width * height, diff };
  }
  const count = pixelmatch(a.data, b.data, diff.data, width, height, { threshold: THRESHOLD });
  return { count, diff };
}

function writeReport() {
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const label = (entry: IndexEntry) => escape(`${entry.title} / ${entry.name}`);
  const changed = results.filter((result) => result.kind === 'changed');
  const failed = results.filter((result) => result.kind === 'failed');
  const recorded = results.filter((result) => result.kind === 'new' || result.kind === 'updated');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Visual review: ${changed.length} changed, ${failed.length} failed</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1a1b1e; }
figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
.row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; margin-bottom: 32px; }
img { max-width: 100%; border: 1px solid #ced4da; }
pre { white-space: pre-wrap; background: #f1f3f5; padding: 8px; }
</style>
</head>
<body>
<h1>Visual review</h1>
<p>${results.length} stories: ${count('same')} unchanged, ${changed.length} changed, ${failed.length} failed to render, ${count('new')} new baselines, ${count('updated')} updated. Baselines: tests/visual/baseline/ (accept every change with <code>npm run test:visual -- --update</code>).</p>
<h2>Changed (${changed.length})</h2>
${changed
  .map((result) =>
    result.kind === 'changed'
      ? `<section><h3>${label(result.entry)}</h3><p>${result.pixels} pixels differ.</p><div class="row">
<figure><figcaption>Before (baseline)</figcaption><img src="${result.files.before}" alt="Baseline of ${label(result.entry)}"></figure>
<figure><figcaption>After</figcaption><img src="${result.files.after}" alt="New screenshot of ${label(result.entry)}"></figure>
<figure><figcaption>Difference</figcaption><img src="${result.files.diff}" alt="Differing pixels of ${label(result.entry)} in red"></figure>
</div></section>`
      : '',
  )
  .join('\n')}
<h2>Failed to render (${failed.length})</h2>
<ul>${failed.map((result) => (result.kind === 'failed' ? `<li>${label(result.entry)}<pre>${escape(result.error)}</pre></li>` : '')).join('\n')}</ul>
<h2>Baselines recorded (${recorded.length})</h2>
<ul>${recorded.map((result) => `<li>${label(result.entry)}</li>`).join('\n')}</ul>
</body>
</html>
`;
  writeFileSync(path.join(OUT, 'report.html'), html);
}
