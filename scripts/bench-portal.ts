/**
 * The portal's Lighthouse figures for `npm run bench`: every portal page, Lighthouse mobile
 * (median of the runs), logged in as the demo and the busy account, in English and Arabic, two ways:
 * - cold: a first visit, as Lighthouse measures any page. Each run starts a browser with a fresh
 *   profile (empty HTTP cache) holding only the session in local storage (set on a stand-in
 *   document of the origin that the bench answers itself, so nothing of the portal is cached), then
 *   Lighthouse keeps that storage (disableStorageReset) and loads the page;
 * - warm: a second visit. One browser for all the runs of a page, the session set on /login (its
 *   HTML, JS and CSS enter the cache), the cache kept between runs: what a customer coming back
 *   finds (content-hashed files cached for a year, see mock-api/static.ts).
 * `--pages a,b` keeps the targets whose label (`account path`, e.g. `busy /ae/dashboard/calls`)
 * contains one of the strings; `--no-warm` skips the warm figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { MockBusyUser, MockUser } from '../mock-api/fixtures/users.ts';
import { chromeArgs, chromePath } from '../tests/e2e/browser.ts';

const PASSWORD = 'Demo1234!';

/** The pages measured: every portal page with the busy account (the studio's, delivery's, go-live's and privacy's included: each must score 95 or more), the main ones with the demo account. */
export const PORTAL_TARGETS: readonly { account: 'demo' | 'busy'; path: string }[] = [
  { account: 'busy', path: '/dashboard' },
  { account: 'busy', path: '/dashboard/calls' },
  { account: 'busy', path: '/ae/dashboard/calls' },
  { account: 'busy', path: '/dashboard/usage' },
  { account: 'busy', path: '/dashboard/bot-config' },
  { account: 'busy', path: '/dashboard/bot-config/test' },
  { account: 'busy', path: '/dashboard/bot-config/versions' },
  { account: 'busy', path: '/dashboard/bot-config/questions' },
  { account: 'busy', path: '/dashboard/delivery' },
  { account: 'busy', path: '/ae/dashboard/delivery' },
  { account: 'busy', path: '/dashboard/go-live' },
  { account: 'busy', path: '/ae/dashboard/go-live' },
  { account: 'busy', path: '/dashboard/privacy' },
  { account: 'busy', path: '/dashboard/team' },
  { account: 'busy', path: '/dashboard/team/audit' },
  { account: 'demo', path: '/dashboard' },
  { account: 'demo', path: '/dashboard/calls' },
  { account: 'demo', path: '/ae/dashboard' },
];

export interface PortalFigure {
  account: string;
  path: string;
  mode: 'cold' | 'warm';
  runs: number;
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of the machine's CPU speed (higher is faster): TBT moves with it. */
  benchmarkIndex: number;
}

interface Run {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function tokenOf(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!response.ok || !token) throw new Error(`bench: login of ${email} failed (${response.status})`);
  return token;
}

/** Puts the session in the browser's local storage for the origin, loading `from` (or nothing of the portal). */
async function setSession(chrome: LaunchedChrome, url: string, token: string, from?: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0]!.newPage();
  if (!from) {
    // A stand-in document of the origin, answered here: the portal's cache stays empty.
    await page.route(`${url}/bench-session`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>session</title>' }),
    );
  }
  await page.goto(`${url}${from ?? '/bench-session'}`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.close();
  // Leaves the browser running (Lighthouse drives it next); only this connection ends.
  await browser.close();
}

async function lighthouseRun(chrome: LaunchedChrome, target: string): Promise<Run> {
  const result = await lighthouse(target, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  // BENCH_LHR_DIR=dir keeps each run's whole report, to find what a figure is made of.
  const keep = process.env.BENCH_LHR_DIR;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    writeFileSync(path.join(keep, `${new URL(target).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(target).pathname)
    throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${target}`);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const chromeFlags = ['--headless=new', ...chromeArgs];

/** Cold: a fresh browser profile per run, only the session set. */
async function cold(url: string, path: string, token: string, runs: number): Promise<Run[]> {
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await launch({ chromePath, chromeFlags });
    try {
      await setSession(chrome, url, token);
      results.push(await lighthouseRun(chrome, `${url}${path}`));
    } finally {
      await chrome.kill();
    }
  }
  return results;
}

/** Warm: one browser, the session set on /login, the cache kept between runs. */
async function warm(url: string, path: string, token: string, runs: number): Promise<Run[]> {
  const results: Run[] = [];
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    await setSession(chrome, url, token, '/login');
    for (let i = 0; i < runs; i++) results.push(await lighthouseRun(chrome, `${url}${path}`));
  } finally {
    await chrome.kill();
  }
  return results;
}

export async function benchPortal(options: { url: string; runs: number; pages?: string[]; warm?: boolean }): Promise<PortalFigure[]> {
  const accounts = { demo: MockUser.email, busy: MockBusyUser.email };
  const tokens = { demo: await tokenOf(options.url, accounts.demo), busy: await tokenOf(options.url, accounts.busy) };
  const targets = PORTAL_TARGETS.filter(
    ({ account, path }) => !options.pages?.length || options.pages.some((part) => `${account} ${path}`.includes(part)),
  );
  console.log(
    `\nPortal pages, Lighthouse mobile, median of ${options.runs} (cold: first visit, fresh profile with only the session; warm: second visit, cache kept)\n`,
  );
  const figures: PortalFigure[] = [];
  for (const { account, path } of targets) {
    for (const mode of options.warm === false ? (['cold'] as const) : (['cold', 'warm'] as const)) {
      const runs = await (mode === 'cold' ? cold : warm)(options.url, path, tokens[account], options.runs);
      const figure: PortalFigure = {
        account,
        path,
        mode,
        runs: runs.length,
        performance: median(runs.map((r) => r.performance)),
        fcp: median(runs.map((r) => r.fcp)),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
        cls: median(runs.map((r) => r.cls)),
        benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
      };
      figures.push(figure);
      console.log(
        `    ${mode.padEnd(4)} ${account.padEnd(4)} ${path.padEnd(32)}: performance ${String(figure.performance).padStart(3)}, FCP ${(figure.fcp / 1000).toFixed(2)} s, LCP ${(figure.lcp / 1000).toFixed(2)} s, TBT ${Math.round(figure.tbt)} ms, CLS ${figure.cls.toFixed(3)}, CPU index ${Math.round(figure.benchmarkIndex)}`,
      );
    }
  }
  return figures;
}
