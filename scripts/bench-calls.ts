/**
 * The call history's figures for `npm run bench`, with the busy demo account (over 10,000 calls):
 * - the mock API: a filtered page (several filters, sorts and a second page), p50 / p95 / max over
 *   sequential requests; a settings save (json-server's db.json) with the call history loaded, and
 *   the size of both stores;
 * - usage and billing: the charts' data, statement pages and invoices, p50 / p95 / max;
 * - the portal, in Chromium logged in as the busy account (its Lighthouse figures, cold and warm, are
 *   scripts/bench-portal.ts'): the time from the click on "Apply filters" to the
 *   filtered rows on screen; from the click on "Next page" to the next 50 calls; frame times while
 *   scrolling a page of 50 rows at 4x CPU slowdown, at 1280, 800
 *   and 390 px wide. Each frame over 50 ms is printed with what the page did in it (its Long
 *   Animation Frame: scripts, rendering; none on the main thread means paint, raster or the
 *   compositor held it), and `--trace FILE` records a Chromium trace of the scrolling (GC,
 *   paint, layout) for DevTools' Performance panel.
 */
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import { chromium } from 'playwright';
import { MockBusyUser } from '../mock-api/fixtures/users.ts';
import { chromeArgs, chromePath } from '../tests/e2e/browser.ts';

const PASSWORD = 'Demo1234!';

export interface CallsBenchOptions {
  /** The server's origin (portal and mock API on one server). */
  url: string;
  dataDir: string;
  runs: number;
  lighthouse: boolean;
  /** Only the scrolling figures (no API timings or filter changes). */
  scrollOnly?: boolean;
  /** Writes a Chromium trace of the scrolling to this file (for DevTools' Performance panel). */
  trace?: string;
}

/** The p-th percentile (nearest rank); the other benches use it too. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Request times as p50 / p95 / max (ms, one decimal), and how many. */
export interface Figures {
  samples: number;
  p50: number;
  p95: number;
  max: number;
}
const tenth = (value: number) => Math.round(value * 10) / 10;
export const figuresOf = (values: number[]): Figures => ({
  samples: values.length,
  p50: tenth(percentile(values, 50)),
  p95: tenth(percentile(values, 95)),
  max: tenth(Math.max(...values)),
});

/** The call history's filtered pages this bench times (filters, search, sorts and a second page); bench-delivery.ts times them too. */
export const callQueries = (nextCursor: string | null) => [
  'limit=50',
  `limit=50&cursor=${encodeURIComponent(nextCursor ?? '')}`,
  'outcome=appointment_booked',
  `direction=outbound&from=${madridDay(-30)}&to=${madridDay(0)}`,
  `outcome=lead_qualified&from=${madridDay(-6)}&to=${madridDay(0)}`,
  'q=garc',
  'q=600',
  'sort=durationSec&order=desc',
  'sort=caller&order=asc&outcome=spam',
];
const ms = (value: number) => `${value.toFixed(1)} ms`;
const madridDay = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

async function timed(run: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const response = await run();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`bench request failed: ${response.status}`);
  return performance.now() - start;
}

async function apiFigures(url: string, dataDir: string, scrollOnly = false) {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: MockBusyUser.email, password: PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const first = (await (await fetch(`${url}/api/calls?limit=50`, { headers })).json()) as { total: number; nextCursor: string | null };
  if (scrollOnly) return { token, total: first.total, times: [], usageTimes: [], saves: [], dbJson: 0, callsDb: 0 };
  const queries = callQueries(first.nextCursor);
  for (const query of queries) await timed(() => fetch(`${url}/api/calls?${query}`, { headers }));
  const times: number[] = [];
  for (let round = 0; round < 25; round++)
    for (const query of queries) times.push(await timed(() => fetch(`${url}/api/calls?${query}`, { headers })));

  // Usage and billing: the charts' data (30 and 90 days), the statement (first and a later page), the invoices.
  const ledgerFirst = (await (await fetch(`${url}/api/usage/ledger`, { headers })).json()) as { nextCursor: string | null };
  const usageQueries = [
    'usage?range=30',
    'usage?range=90',
    'usage/ledger',
    `usage/ledger?cursor=${ledgerFirst.nextCursor ?? ''}`,
    'invoices',
  ];
  for (const query of usageQueries) await timed(() => fetch(`${url}/api/${query}`, { headers }));
  const usageTimes: number[] = [];
  for (let round = 0; round < 25; round++)
    for (const query of usageQueries) usageTimes.push(await timed(() => fetch(`${url}/api/${query}`, { headers })));

  const saves: number[] = [];
  for (let i = 0; i < 40; i++) {
    const settings = {
      language: i % 2 ? 'es' : 'en',
      timezone: 'Europe/Madrid',
      notifications: { callSummaries: true, weeklyReport: i % 2 === 0, lowBalance: true, productNews: false },
    };
    saves.push(
      await timed(() =>
        fetch(`${url}/api/settings`, {
          method: 'PUT',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify(settings),
        }),
      ),
    );
  }
  const size = (name: string) => {
    try {
      return statSync(path.join(dataDir, name)).size;
    } catch {
      return 0;
    }
  };
  return {
    token,
    total: first.total,
    times,
    usageTimes,
    saves,
    dbJson: size('db.json'),
    callsDb: size('calls.sqlite') + size('calls.sqlite-wal'),
  };
}

async function portalFigures(url: string, token: string, options: CallsBenchOptions) {
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...chromeArgs] });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.evaluate((value) => localStorage.setItem('token', value), token);

    await page.goto(`${url}/dashboard/calls`);
    const rows = page.getByTestId('call-row');
    await rows.first().waitFor();
    const filters = page.getByRole('search', { name: 'Filter calls' });
    const filterTimes: number[] = [];
    const outcomes = [
      ['appointment_booked', 'Appointment booked'],
      ['spam', 'Spam'],
      ['lead_qualified', 'Lead qualified'],
      ['voicemail', 'Voicemail'],
    ] as const;
    // Timed from the click as the page saw it (the event's time stamp), not from before
    // Playwright's own checks that precede the click.
    await page.evaluate(() =>
      document.addEventListener('click', (event) => ((window as unknown as { clickedAt: number }).clickedAt = event.timeStamp), true),
    );
    for (let i = 0; i < (options.scrollOnly ? 0 : 8); i++) {
      const [value, label] = outcomes[i % outcomes.length]!;
      await filters.getByLabel('Outcome').selectOption(value);
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      const end = await page.waitForFunction(
        (text) => {
          const shown = [...document.querySelectorAll('[data-testid="call-row"]')];
          return shown.length > 0 && shown.every((row) => row.textContent?.includes(text)) ? performance.now() : null;
        },
        label,
        { polling: 'raf' },
      );
      const clickedAt = await page.evaluate(() => (window as unknown as { clickedAt: number }).clickedAt);
      filterTimes.push(((await end.jsonValue()) as number) - clickedAt);
    }

    // Page turns: from the click on "Next page" to the next 50 calls on screen (the busy
    // account's pages two to six, each fetched from the server with its cursor).
    if (!options.scrollOnly) {
      await filters.getByRole('button', { name: 'Clear filters' }).click();
      await page.waitForURL((current) => !current.search.includes('outcome='));
      await rows.first().waitFor();
    }
    const pageTimes: number[] = [];
    for (let pageIndex = 1; pageIndex < 6; pageIndex++) {
      await page.getByRole('button', { name: 'Next page' }).click();
      const end = await page.waitForFunction(
        (first) => (document.querySelector('[data-testid="call-row"]')?.getAttribute('aria-rowindex') === first ? performance.now() : null),
        String(pageIndex * 50 + 2),
        { polling: 'raf' },
      );
      const clickedAt = await page.evaluate(() => (window as unknown as { clickedAt?: number }).clickedAt ?? NaN);
      pageTimes.push(((await end.jsonValue()) as number) - clickedAt);
    }

    // Scrolling the sixth page (50 rows, the most the table holds), at 4x CPU slowdown, 40 px a
    // frame from top to bottom (instant steps: the page's smooth scrolling would turn each step
    // into an animation).
    const cdp = await context.newCDPSession(page);
    if (options.trace) {
      await cdp.send('Tracing.start', {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-devtools.timeline.frame',
          'v8.gc',
          'blink.user_timing',
        ].join(','),
        transferMode: 'ReturnAsStream',
      });
    }
    const scrolling: { width: number; frames: number[]; long: LongFrame[]; fetched: string[]; rendered: number }[] = [];
    // Three widths: a desktop, a narrow window (the table scrolls sideways in its container) and a phone.
    for (const [width, height] of [
      [1280, 800],
      [800, 600],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      // The pointer rests over the column of links (the call's time), half-way down the window:
      // the rows pass under it, as they would under a reader's mouse.
      const link = await rows.first().getByRole('link').boundingBox();
      await page.mouse.move((link?.x ?? 0) + (link?.width ?? 0) / 2, height / 2);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const { frames, long, fetched, rendered } = await page.evaluate(
        () =>
          new Promise<{ frames: number[]; long: LongFrame[]; fetched: string[]; rendered: number }>((resolve) => {
            const deltas: number[] = [];
            // What a long frame did (Long Animation Frames: its scripts, style and layout), and
            // what the page fetched meanwhile, for the frames over 50 ms.
            const loafs: PerformanceEntry[] = [];
            const observer = new PerformanceObserver((list) => loafs.push(...list.getEntries()));
            observer.observe({ type: 'long-animation-frame' });
            const stamps: number[] = [];
            // The most rows in the DOM at once (the table renders those near the window).
            let rendered = 0;
            let last = performance.now();
            let started = 0;
            const done = () => {
              observer.disconnect();
              const fetched = performance
                .getEntriesByType('resource')
                .filter((entry) => entry.startTime >= started)
                .map(
                  (entry) =>
                    `${new URL(entry.name).pathname} at ${entry.startTime.toFixed(0)}-${(entry.startTime + entry.duration).toFixed(0)}`,
                );
              const long = deltas.flatMap((delta, index) => {
                if (delta <= 50) return [];
                const at = stamps[index]!;
                const frame = loafs.find((entry) => entry.startTime < at && entry.startTime + entry.duration > at - delta) as
                  | (PerformanceEntry & {
                      renderStart: number;
                      styleAndLayoutStart: number;
                      blockingDuration: number;
                      scripts: (PerformanceEntry & {
                        invoker: string;
                        invokerType: string;
                        sourceURL: string;
                        sourceFunctionName: string;
                        forcedStyleAndLayoutDuration: number;
                      })[];
                    })
                  | undefined;
                return [
                  {
                    index,
                    delta,
                    at,
                    loaf: frame && {
                      start: frame.startTime,
                      duration: frame.duration,
                      render: frame.renderStart ? frame.startTime + frame.duration - frame.renderStart : 0,
                      styleAndLayout: frame.styleAndLayoutStart ? frame.startTime + frame.duration - frame.styleAndLayoutStart : 0,
                      scripts: frame.scripts.map(
                        (script) =>
                          `${script.invokerType} ${script.invoker} ${script.sourceFunctionName}@${script.sourceURL.split('/').pop()} ${script.duration.toFixed(0)} ms (forced layout ${script.forcedStyleAndLayoutDuration.toFixed(0)})`,
                      ),
                    },
                  },
                ];
              });
              resolve({ frames: deltas, long, fetched, rendered });
            };
            const step = (now: number) => {
              deltas.push(now - last);
              stamps.push(now);
              if (now - last > 50) performance.mark('bench-long-frame', { detail: now - last });
              last = now;
              rendered = Math.max(rendered, document.querySelectorAll('[data-testid="call-row"]').length);
              window.scrollBy({ top: 40, behavior: 'instant' });
              // The end as it is now (the page's height may vary by a pixel as rows come and go).
              if (window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1 || deltas.length > 3000)
                setTimeout(done, 100);
              else requestAnimationFrame(step);
            };
            // From the top, once the jump there is painted (that frame is not scrolling).
            window.scrollTo({ top: 0, behavior: 'instant' });
            setTimeout(() => requestAnimationFrame((now) => ((last = started = now), requestAnimationFrame(step))), 500);
          }),
      );
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      scrolling.push({ width, frames, long, fetched, rendered });
    }
    if (options.trace) {
      const complete = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream!)));
      await cdp.send('Tracing.end');
      const stream = await complete;
      const chunks: string[] = [];
      for (let eof = false; !eof;) {
        const chunk = await cdp.send('IO.read', { handle: stream, size: 1 << 20 });
        chunks.push(chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data);
        eof = chunk.eof;
      }
      await cdp.send('IO.close', { handle: stream });
      writeFileSync(options.trace, chunks.join(''));
    }
    await browser.close();
    return { filterTimes, pageTimes, scrolling, rows: 50 };
  } finally {
    await chrome.kill();
  }
}

/** A frame over 50 ms while scrolling, with what the page did in it. */
interface LongFrame {
  index: number;
  delta: number;
  at: number;
  loaf: { start: number; duration: number; render: number; styleAndLayout: number; scripts: string[] } | undefined;
}

export async function benchCalls(options: CallsBenchOptions) {
  console.log(`\nCall history, busy account (${MockBusyUser.email})\n`);
  const api = await apiFigures(options.url, options.dataDir, options.scrollOnly);
  console.log(`    calls stored       : ${api.total}`);
  if (!options.scrollOnly)
    console.log(
      `    filtered page (API): p50 ${ms(percentile(api.times, 50))}, p95 ${ms(percentile(api.times, 95))}, max ${ms(Math.max(...api.times))} over ${api.times.length} requests`,
    );
  if (!options.scrollOnly)
    console.log(
      `    usage and ledger (API): p50 ${ms(percentile(api.usageTimes, 50))}, p95 ${ms(percentile(api.usageTimes, 95))}, max ${ms(Math.max(...api.usageTimes))} over ${api.usageTimes.length} requests (charts 30 and 90 days, statement pages, invoices)`,
    );
  if (!options.scrollOnly)
    console.log(
      `    settings save      : p50 ${ms(percentile(api.saves, 50))}, p95 ${ms(percentile(api.saves, 95))} over ${api.saves.length} saves (db.json ${api.dbJson} B; calls.sqlite ${api.callsDb} B)`,
    );
  const portal = await portalFigures(options.url, api.token, options);
  if (!options.scrollOnly)
    console.log(
      `    filter change      : median ${ms(percentile(portal.filterTimes, 50))}, max ${ms(Math.max(...portal.filterTimes))} from the click on "Apply filters" to the filtered rows (${portal.filterTimes.length} changes)`,
    );
  if (!options.scrollOnly)
    console.log(
      `    page turn          : median ${ms(percentile(portal.pageTimes, 50))}, max ${ms(Math.max(...portal.pageTimes))} from the click on "Next page" to the next 50 calls (${portal.pageTimes.length} turns)`,
    );
  for (const { width, frames, long, fetched, rendered } of portal.scrolling) {
    console.log(
      `    scrolling ${portal.rows} rows at 4x CPU, ${width} px wide: frame p50 ${ms(percentile(frames, 50))}, p95 ${ms(percentile(frames, 95))}, p99 ${ms(percentile(frames, 99))}, max ${ms(Math.max(...frames))}; ${frames.filter((frame) => frame > 50).length} of ${frames.length} frames over 50 ms; at most ${rendered} rows in the DOM`,
    );
    // What each long frame did: its scripts, its style, layout and paint (Long Animation Frames).
    for (const frame of long) {
      const loaf = frame.loaf;
      console.log(
        `      frame ${frame.index} of ${frames.length}: ${ms(frame.delta)} ending at ${frame.at.toFixed(0)}; ` +
          (loaf
            ? `long animation frame ${loaf.start.toFixed(0)}+${ms(loaf.duration)}, rendering ${ms(loaf.render)} (style and layout ${ms(loaf.styleAndLayout)}); scripts: ${loaf.scripts.join('; ') || 'none (a garbage collection, paint or layout: see --trace)'}`
            : 'no long animation frame on the main thread (the frame waited on paint, raster or the compositor)'),
      );
    }
    if (fetched.length) console.log(`      fetched while scrolling (page clock, ms): ${fetched.join(', ')}`);
  }
}
