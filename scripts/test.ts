/**
 * `npm test`: every check and test, then one line `N passed, N failed` summing them all, and the
 * time each stage took (CI keeps the end of the log). In three steps, each keeping both cores busy:
 * 1. the unit and mock API tests (Vitest's `unit` project, one file at a time) beside, one after
 *    another, typecheck, lint, locales (every language has English's keys, translated;
 *    scripts/check-locales.ts), the API contract (bundle and types current), the formatter, the
 *    unused-code check, the production build and the published Storybook's build (skipped when
 *    its inputs hash says storybook-static/ is current);
 * 2. the stories and container tests in Chromium (two files at once);
 * 3. Playwright end to end against the production build (among its specs the W3C HTML check of
 *    the pre-rendered and the live pages), and beside it, at the lowest priority, every docs page
 *    of the published Storybook opened from the static files (scripts/check-storybook.ts).
 * A check counts as one; Vitest and Playwright count their tests. Nothing is retried
 * (vite.config.ts, playwright.config.ts): a test that passed only on a retry, should one be
 * configured, counts as failed.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { playwrightFailures, vitestFailures, type PlaywrightSuite, type VitestReport } from './failures.ts';
import { ROOT, run } from './lib.ts';
import type { VitestNotes } from './vitest-notes-reporter.ts';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const reports = path.join(ROOT, 'reports');
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const lines: string[] = [];
/** Each stage's wall-clock time, printed in the summary. */
const stageTimes: string[] = [];
const startedAt = performance.now();
const minutes = (ms: number) => `${Math.floor(ms / 60_000)}m${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;
/** Runs a stage and notes how long it took. */
async function timed<T>(name: string, stage: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await stage();
  } finally {
    stageTimes.push(`${name.padEnd(12)} ${minutes(performance.now() - start)}`);
  }
}
/** The failed and flaky tests by name, printed in the summary: CI keeps only the end of the log. */
const failures: string[] = [];
const record = (name: string, ok: number, bad: number) => {
  passed += ok;
  failed += bad;
  lines.push(`${bad ? '✗' : '✓'} ${name}: ${ok} passed, ${bad} failed`);
};

function finish(): never {
  console.log('\n── summary ──');
  for (const line of lines) console.log(line);
  if (failures.length) {
    console.log('failed (or flaky) tests:');
    for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
    if (failures.length > 20) console.log(`  and ${failures.length - 20} more (reports/)`);
  }
  console.log('time per stage:');
  for (const line of stageTimes) console.log(`  ${line}`);
  console.log(`  ${'total'.padEnd(12)} ${minutes(performance.now() - startedAt)}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

if (!existsSync(chrome)) {
  console.log(
    `No Chromium at ${chrome}: install it with \`sudo apt-get install -y chromium\` (Debian) or set CHROME_PATH to a Chromium binary.`,
  );
  record('browser', 0, 1);
  finish();
}

/**
 * Runs a check with its output held back and printed whole when it ends: the checks run beside
 * the unit tests, whose output streams, and two streams interleaved line by line read as neither.
 */
async function check(name: string, command: string, args: string[], { lowPriority = false } = {}) {
  const output: Buffer[] = [];
  const code = await timed(name, () =>
    run(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      onChild: (child) => {
        // The processes it starts (a browser) inherit the priority.
        if (lowPriority && child.pid) {
          try {
            setPriority(child.pid, 19);
          } catch {
            // Already ended, or not allowed here: it runs at the usual priority.
          }
        }
        child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
        child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
      },
    }),
  );
  console.log(`\n── ${name} ──\n${Buffer.concat(output).toString('utf8').trimEnd()}`);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  return code === 0;
}

/** Whether a tool is installed (node_modules/.bin), for checks another change brings in. */
const installed = (bin: string) => existsSync(path.join(ROOT, 'node_modules', '.bin', bin));

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** Runs Vitest on some projects; its tests are counted, its failures and flaky tests listed. */
async function vitestStage(stage: string, projects: string[]) {
  const report = path.join(reports, `vitest-${stage}.json`);
  const notesFile = path.join(reports, `vitest-${stage}-notes.json`);
  rmSync(report, { force: true });
  rmSync(notesFile, { force: true });
  const code = await timed(`vitest ${stage}`, () =>
    run(
      'vitest',
      [
        'run',
        ...projects.flatMap((project) => ['--project', project]),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
        '--reporter=./scripts/vitest-notes-reporter.ts',
      ],
      { env: { VITEST_NOTES_FILE: notesFile } },
    ),
  );
  const vitest = readJson<VitestReport & { numPassedTests: number; numFailedTests: number }>(report);
  if (vitest) failures.push(...vitestFailures(vitest, ROOT));
  const notes = readJson<VitestNotes>(notesFile);
  failures.push(...(notes?.unhandled ?? []), ...(notes?.flaky ?? []));
  // A test that passed only on a retry is counted as failed, not passed.
  const flaky = notes?.flaky.length ?? 0;
  if (vitest)
    record(
      `vitest ${stage}`,
      vitest.numPassedTests - flaky,
      vitest.numFailedTests + flaky + (code !== 0 && vitest.numFailedTests === 0 ? 1 : 0),
    );
  else record(`vitest ${stage} (no report)`, 0, 1);
}

// The unit and mock API tests run one file at a time (vite.config.ts): they use one core. The
// checks and the two builds, one after another, use the other (their output printed as each ends).
console.log('\n── vitest: unit and mock API, beside the checks and the builds ──');
let built = false;
await Promise.all([
  vitestStage('unit', ['unit']),
  timed('checks, builds', async () => {
    await check('typecheck', 'tsc', ['-b']);
    await check('lint', 'eslint', ['--max-warnings=0', '.']);
    await check('locales', 'node', ['scripts/check-locales.ts']);
    await check('contract', 'node', ['scripts/contract.ts', '--check']);
    // The formatter and the unused-code check run once their tools are in the dependencies.
    if (installed('prettier')) await check('format', 'prettier', ['--check', '.']);
    if (installed('knip')) await check('unused', 'knip', []);
    built = await check('build', 'node', ['scripts/build.ts']);
    // The published Storybook, unless its inputs hash says storybook-static/ is current.
    await check('storybook build', 'node', ['scripts/storybook-build.ts', '--if-stale']);
  }),
]);

console.log('\n── vitest: stories and containers in Chromium ──');
await vitestStage('browser', ['storybook', 'container']);

// Playwright (one worker) keeps about one core of two busy: its tests wait on pages, timers and
// the server. The published Storybook's docs pages (scripts/check-storybook.ts) fill the other,
// at the lowest priority, so they take the time Playwright leaves and never slow its tests.
console.log('\n── playwright: end to end, beside the published Storybook at low priority ──');
await Promise.all([playwrightStage(), check('storybook', 'node', ['scripts/check-storybook.ts'], { lowPriority: true })]);

async function playwrightStage() {
  const playwrightReport = path.join(reports, 'playwright.json');
  rmSync(playwrightReport, { force: true });
  if (!built) {
    record('playwright (no build)', 0, 1);
    return;
  }
  // Among the specs, html-validity.spec.ts: the one run of the W3C checker, over the pre-rendered
  // pages in dist/ and the live pages.
  const code = await timed('playwright', () => run('playwright', ['test'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport } }));
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number }; suites?: PlaywrightSuite[] }>(playwrightReport);
  failures.push(...playwrightFailures(e2e?.suites ?? []));
  // A flaky test (passed only on a retry) is counted as failed.
  if (e2e)
    record('playwright', e2e.stats.expected, e2e.stats.unexpected + e2e.stats.flaky + (code !== 0 && e2e.stats.unexpected === 0 ? 1 : 0));
  else record('playwright (no report)', 0, 1);
}

finish();
