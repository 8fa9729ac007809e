/**
 * `npm run bench`: builds, serves the production build with the mock API, and reports for the
 * landing page in each locale:
 * - the initial JS and CSS a first visit downloads (raw and gzip), measured in Chromium without
 *   any input (the landing page's whole stylesheet waits for the first scroll, key or tap), and
 *   the CSS inline in its HTML;
 * - Lighthouse mobile figures, median of 3 runs: performance score, LCP, TBT, CLS;
 * then every portal page's Lighthouse figures, cold (first visit) and warm (second visit), with
 * the demo and busy accounts in en and ae (scripts/bench-portal.ts), then the call history's
 * figures with the busy account (scripts/bench-calls.ts).
 * `--no-build` reuses dist/, `--no-lighthouse` skips Lighthouse, `--runs N` changes the runs,
 * `--no-portal` skips the portal's Lighthouse figures, `--only-portal` runs only them,
 * `--pages a,b` limits them to the matching targets (see bench-portal.ts), `--no-warm` skips the warm ones,
 * `--only-calls` / `--no-calls` runs one part; `--only-scroll` only the call history's scrolling, `--trace FILE` writes a Chromium trace of it,
 * `--dist DIR` serves a copy of a build instead of dist/. Then how soon the go-live page shows a
 * simulated test call as detected (scripts/bench-golive.ts, `--no-golive`, `--only-golive`).
 * Then, each on a mock API of its own: the CSV export's cost to other requests (scripts/bench-export.ts,
 * `--no-export`), webhook delivery under load (scripts/bench-delivery.ts, `--no-delivery`) and the
 * agent studio's test chat and "Run all" (scripts/bench-studio.ts, `--no-studio`) and the audit log
 * and a caller's erasure at the busy account's size (scripts/bench-privacy.ts, `--no-privacy`); any
 * `--only-…` skips these four, `--only-delivery` / `--only-studio` / `--only-privacy` runs just that
 * one (no build needed).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { startMockApi } from '../mock-api/server.ts';
import { LOCALES, localeHome } from '../src/lib/locale.ts';
import { chromeArgs, chromePath } from '../tests/e2e/browser.ts';
import { benchCalls } from './bench-calls.ts';
import { benchDelivery } from './bench-delivery.ts';
import { benchExport } from './bench-export.ts';
import { benchGoLive } from './bench-golive.ts';
import { benchPortal } from './bench-portal.ts';
import { benchPrivacy } from './bench-privacy.ts';
import { benchStudio } from './bench-studio.ts';
import { ROOT, run } from './lib.ts';

const args = process.argv.slice(2);
// The API-only benches need no build or served portal.
if (args.includes('--only-delivery') || args.includes('--only-studio') || args.includes('--only-privacy')) {
  if (args.includes('--only-delivery')) await benchDelivery();
  if (args.includes('--only-studio')) await benchStudio();
  if (args.includes('--only-privacy')) await benchPrivacy();
  process.exit(0);
}
if (args.includes('--only-scroll')) args.push('--only-calls');
if (args.includes('--only-portal')) args.push('--no-calls', '--no-landing');
if (args.includes('--only-golive')) args.push('--no-calls', '--no-landing', '--no-portal');
const runsIndex = args.indexOf('--runs');
const RUNS = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3;

if (!args.includes('--no-build') && (await run('node', ['scripts/build.ts'])) !== 0) process.exit(1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'vozly-bench-'));
const server = await startMockApi({
  port: 0,
  dataDir,
  // `--dist DIR`: a copy of a build (dist/ is shared and may be rebuilt while the bench runs).
  staticDir: args.includes('--dist') ? path.resolve(args[args.indexOf('--dist') + 1]!) : path.join(ROOT, 'dist'),
  quiet: true,
  // The go-live figure simulates a carrier's call (POST /api/dev/telephony/inbound).
  devRoutes: true,
});

interface Bucket {
  raw: number;
  gzip: number;
  files: number;
}
interface Weights {
  /** JS requested until the page is hydrated (interactive). */
  js: Bucket;
  /** JS requested after hydration, before the network is idle (lazy parts). */
  lazyJs: Bucket;
  css: Bucket;
  /** CSS inline in the HTML (the critical CSS of a pre-rendered page, and Mantine's variables). */
  inlineCss: Bucket;
}

/** What a first visit downloads: before the page is interactive, and after it until idle. */
async function initialWeights(url: string): Promise<Weights> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  const page = await browser.newPage();
  // Note the moment the page's hydration gate opens, in the page's own clock. The first gate in
  // <main> is the page's (the header has its own); the landing page nests gates in sections
  // that hydrate later.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.querySelector<HTMLElement>('main fieldset.hydration-gate')?.dataset.hydrated === 'true') {
        (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, attributes: true, childList: true });
  });
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet')
      bodies.set(
        response.url(),
        response.body().catch(() => null),
      );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Parts that hydrate later (the landing page's deferred sections) load once the page is idle:
  // wait for every hydration gate to open, then for their requests to settle.
  await page
    .waitForFunction(() => !document.querySelector('fieldset.hydration-gate:disabled'), null, { timeout: 20_000 })
    .catch(() => undefined);
  await page.waitForTimeout(2000);
  const { hydratedAt, entries } = await page.evaluate(() => ({
    hydratedAt: (window as unknown as { hydratedAt?: number }).hydratedAt ?? Number.POSITIVE_INFINITY,
    entries: performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, start: entry.startTime })),
  }));
  const empty = (): Bucket => ({ raw: 0, gzip: 0, files: 0 });
  const weights: Weights = { js: empty(), lazyJs: empty(), css: empty(), inlineCss: empty() };
  const html = await (await fetch(url)).text();
  for (const [, css = ''] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
    weights.inlineCss.raw += Buffer.byteLength(css);
    weights.inlineCss.gzip += gzipSync(css, { level: 9 }).length;
    weights.inlineCss.files++;
  }
  for (const [name, pending] of bodies) {
    const body = await pending;
    if (!body) continue;
    const start = entries.find((entry) => entry.name === name)?.start ?? 0;
    const bucket = name.endsWith('.css') ? weights.css : start < hydratedAt ? weights.js : weights.lazyJs;
    bucket.raw += body.length;
    bucket.gzip += gzipSync(body, { level: 9 }).length;
    bucket.files++;
  }
  await browser.close();
  return weights;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function lighthouseMedian(url: string) {
  const results: { performance: number; lcp: number; tbt: number; cls: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...chromeArgs] });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result');
      results.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      });
    } finally {
      await chrome.kill();
    }
  }
  return {
    performance: median(results.map((r) => r.performance)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
if (!args.includes('--only-calls') && !args.includes('--no-landing'))
  console.log(`\nLanding page, production build served locally (${server.url})\n`);
for (const locale of args.includes('--only-calls') || args.includes('--no-landing') ? [] : LOCALES) {
  const url = `${server.url}${localeHome(locale)}`;
  const weights = await initialWeights(url);
  console.log(`${locale.padEnd(3)} ${localeHome(locale).padEnd(4)}`);
  console.log(
    `    initial JS : ${weights.js.raw} B raw, ${weights.js.gzip} B gzip (${kb(weights.js.gzip)}) in ${weights.js.files} files, until interactive`,
  );
  console.log(
    `    lazy JS    : ${weights.lazyJs.raw} B raw, ${weights.lazyJs.gzip} B gzip (${kb(weights.lazyJs.gzip)}) in ${weights.lazyJs.files} files, after hydration`,
  );
  console.log(
    `    inline CSS : ${weights.inlineCss.raw} B raw, ${weights.inlineCss.gzip} B gzip (${kb(weights.inlineCss.gzip)}) in the HTML`,
  );
  console.log(
    `    CSS files  : ${weights.css.raw} B raw, ${weights.css.gzip} B gzip (${kb(weights.css.gzip)}) in ${weights.css.files} files, without any input`,
  );
  if (!args.includes('--no-lighthouse')) {
    const lh = await lighthouseMedian(url);
    console.log(
      `    Lighthouse mobile, median of ${RUNS}: performance ${lh.performance}, LCP ${(lh.lcp / 1000).toFixed(2)} s, TBT ${Math.round(lh.tbt)} ms, CLS ${lh.cls.toFixed(3)}`,
    );
  }
}
if (!args.includes('--only-calls') && !args.includes('--no-portal') && !args.includes('--no-lighthouse')) {
  const pages = args.includes('--pages') ? (args[args.indexOf('--pages') + 1] ?? '').split(',').filter(Boolean) : [];
  await benchPortal({ url: server.url, runs: RUNS, pages, warm: !args.includes('--no-warm') });
}
if (!args.includes('--no-calls'))
  await benchCalls({
    url: server.url,
    dataDir,
    runs: RUNS,
    lighthouse: !args.includes('--no-lighthouse'),
    scrollOnly: args.includes('--only-scroll'),
    trace: args.includes('--trace') ? path.resolve(args[args.indexOf('--trace') + 1]!) : undefined,
  });
// The test call detected on the go-live page (changes the demo's line: after the Lighthouse figures).
if (args.includes('--only-golive') || (!args.includes('--no-golive') && !args.some((arg) => arg.startsWith('--only-'))))
  await benchGoLive({ url: server.url });
// The CSV export's cost to other requests; `--no-export` skips it, any `--only-…` too.
if (!args.includes('--no-export') && !args.some((arg) => arg.startsWith('--only-'))) await benchExport();
// Webhook delivery under load and the agent studio; `--no-delivery`, `--no-studio`.
if (!args.includes('--no-delivery') && !args.some((arg) => arg.startsWith('--only-'))) await benchDelivery();
if (!args.includes('--no-studio') && !args.some((arg) => arg.startsWith('--only-'))) await benchStudio();
if (!args.includes('--no-privacy') && !args.some((arg) => arg.startsWith('--only-'))) await benchPrivacy();
await server.close();
process.exit(0);
