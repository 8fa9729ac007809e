/**
 * `npm run profile -- <path>`: what keeps a portal page's main thread busy on a phone, to find what
 * `npm run bench`'s Lighthouse TBT is made of. Serves dist/ with the mock API, signs in (the busy
 * account, or `--account demo`) and loads the page cold, CPU slowed 4x, on a phone's screen.
 *
 * - By default, `--runs N` loads (5): each load's long tasks after the first paint and their
 *   blocking time (the part of each over 50 ms), then the median. Quicker and steadier than
 *   Lighthouse for comparing a change (its figures are the real, slowed tasks, not a simulation).
 * - `--trace`: one load traced. Each long task with what it did (style, layout, module evaluation,
 *   script), and React's renders with their lanes ("Blocking" ones cannot be interrupted) and the
 *   components that took their time.
 * - `--dist DIR` serves another build than dist/ (to compare two, run after run).
 *
 * Names need the build's source maps and React's lanes its profiling build:
 * `VOZLY_SOURCEMAP=1 VOZLY_REACT_PROFILING=1 npm run build` (vite.config.ts); rebuild without them
 * before measuring anything else.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright';
import { SourceMapConsumer } from 'source-map';
import { MockBusyUser, MockUser } from '../mock-api/fixtures/users.ts';
import { startMockApi } from '../mock-api/server.ts';
import { chromeArgs, chromePath } from '../tests/e2e/browser.ts';
import { ROOT } from './lib.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    account: { type: 'string', default: 'busy' },
    dist: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '5' },
    trace: { type: 'boolean', default: false },
  },
});
const target = positionals[0] ?? '/dashboard/calls';
const email = values.account === 'demo' ? MockUser.email : MockBusyUser.email;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { message?: string; start?: number; end?: number; track?: string } };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/** A page of the origin holding the session, with nothing of the portal loaded (its cache stays empty). */
async function signedInPage(browser: Browser, url: string, token: string): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.route(`${url}/profile-session`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>session</title>' }),
  );
  await page.goto(`${url}/profile-session`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const tasks: [number, number][] = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  return page;
}

/** Loads the page and waits until it has settled; the long tasks after the first paint. */
async function load(page: Page, url: string): Promise<number[]> {
  await page.goto(`${url}${target}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500);
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tasks = (window as unknown as { __longTasks: [number, number][] }).__longTasks;
    return tasks.filter(([start]) => start >= fcp).map(([, duration]) => Math.round(duration));
  });
}

const blocking = (tasks: number[]) => tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);

/** Names a profiled function by its source (the build's hidden source maps), else by its minified name. */
function sourceNames() {
  const maps = new Map<string, Promise<SourceMapConsumer | null>>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = path.resolve(ROOT, values.dist, `.${new URL(url).pathname}.map`);
      maps.set(url, Promise.resolve(existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null));
    }
    return maps.get(url)!;
  };
  return async ({ functionName, url, lineNumber, columnNumber }: ProfileNode['callFrame']): Promise<string> => {
    if (!url.includes('/assets/')) return functionName || '(native)';
    const position = (await mapOf(url))?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    if (!position?.source) return `${functionName || '(top level)'}@${path.basename(url)}`;
    return `${position.name ?? functionName}@${path.basename(position.source)}:${position.line}`;
  };
}

/** Each long task of the trace with its larger parts, React's renders and the components they spent their time in. */
async function traced(browser: Browser, url: string, token: string) {
  const page = await signedInPage(browser, url, token);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8'] });
  await cdp.send('Profiler.start');
  await load(page, url);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) throw new Error('No renderer main thread in the trace');
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur);
  const nameOf = sourceNames();
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  let clock = profile.startTime;
  const times = profile.timeDeltas.map((delta) => (clock += delta));
  /** The samples between two times, counted to what `keyOf` makes of each. */
  const samplesBy = async (start: number, end: number, keyOf: (leaf: number) => Promise<string>) => {
    const counts = new Map<string, number>();
    for (let i = 0; i < profile.samples.length; i++) {
      if (times[i]! < start || times[i]! > end) continue;
      const key = await keyOf(profile.samples[i]!);
      counts.set(key, (counts.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
    }
    return [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, ms]) => `${name} ${Math.round(ms)}`);
  };
  const PARTS = [
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'ParseAuthorStyleSheet',
    'ParseHTML',
    'v8.evaluateModule',
    'FunctionCall',
    'TimerFire',
    'MinorGC',
    'MajorGC',
  ];
  console.log(`Long tasks of ${target} (ms, CPU 4x slower):`);
  for (const task of onMain.filter((event) => event.name === 'RunTask' && event.dur! > 50_000)) {
    const parts = new Map<string, number>();
    for (const event of onMain)
      if (PARTS.includes(event.name) && event.ts >= task.ts && event.ts < task.ts + task.dur!)
        parts.set(event.name, (parts.get(event.name) ?? 0) + event.dur! / 1000);
    const text = [...parts].filter(([, ms]) => ms >= 5).map(([name, ms]) => `${name} ${Math.round(ms)}`);
    console.log(`  ${String(Math.round(task.dur! / 1000)).padStart(4)}  ${text.join(', ')}`);
    // A module evaluation: the files whose code ran (their own time).
    if ((parts.get('v8.evaluateModule') ?? 0) >= 30)
      console.log(
        `        ${(await samplesBy(task.ts, task.ts + task.dur!, async (leaf) => (await nameOf(nodes.get(leaf)!.callFrame)).replace(/^[^@]*@/, '').replace(/:\d+$/, ''))).join(', ')}`,
      );
  }

  // React's profiling build marks its renders and commits on the "Scheduler ⚛" tracks.
  const renders = events
    .filter((event) => event.name === 'TimeStamp' && event.pid === main.pid)
    .map((event) => event.args?.data ?? {})
    .filter(
      (data) => data.track && !data.track.startsWith('Components') && !String(data.message).endsWith('Track') && data.start && data.end,
    );
  if (!renders.length) {
    console.log('No React tracks: build with VOZLY_REACT_PROFILING=1 to see the renders.');
    return;
  }
  const first = Math.min(...renders.map((data) => Number(data.start)));
  console.log('\nReact (ms from the first render; Blocking renders cannot be interrupted):');
  for (const data of renders) {
    const [start, end] = [Number(data.start), Number(data.end)];
    if (end - start < 5000) continue;
    const label = `${String(Math.round((start - first) / 1000)).padStart(5)}  ${data.track!.padEnd(10)} ${String(data.message).padEnd(16)} ${Math.round((end - start) / 1000)}`;
    if (data.message !== 'Render' || end - start < 30_000) {
      console.log(`  ${label}`);
      continue;
    }
    // The samples of the render, each counted to the component React was rendering (the frame
    // below renderWithHooks), or to React itself.
    const top = await samplesBy(start, end, async (leaf) => {
      let id: number | undefined = leaf;
      let below: number | undefined;
      while (id !== undefined) {
        if ((await nameOf(nodes.get(id)!.callFrame)).startsWith('renderWithHooks'))
          return below === undefined ? '(React)' : nameOf(nodes.get(below)!.callFrame);
        below = id;
        id = parent.get(id);
      }
      return '(React)';
    });
    console.log(`  ${label}: ${top.join(', ')}`);
  }
}

const api = await startMockApi({
  port: 0,
  portalUrl: 'http://127.0.0.1',
  dataDir: mkdtempSync(path.join(tmpdir(), 'vozly-profile-')),
  staticDir: path.resolve(ROOT, values.dist),
  quiet: true,
});
const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
try {
  const response = await fetch(`${api.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo1234!' }),
  });
  const { token } = (await response.json()) as { token: string };
  if (values.trace) await traced(browser, api.url, token);
  else {
    const results: number[] = [];
    for (let run = 0; run < Number(values.runs); run++) {
      const page = await signedInPage(browser, api.url, token);
      const tasks = await load(page, api.url);
      results.push(blocking(tasks));
      console.log(`run ${run + 1}: blocking ${blocking(tasks)} ms; long tasks ${tasks.join(', ')}`);
      await page.context().close();
    }
    console.log(`${target}: median blocking ${[...results].sort((a, b) => a - b)[Math.floor(results.length / 2)]} ms (CPU 4x slower)`);
  }
} finally {
  await browser.close();
  await api.close();
}
