/**
 * `npm test`: every check and test, then one line `N passed, N failed` summing them all, and the
 * time each stage took (CI keeps the end of the log).
 * typecheck, lint, locales (every language has English's keys, translated; scripts/check-locales.ts),
 * the API contract (bundle and types current), build and storybook (the published Storybook,
 * rebuilt only when its inputs changed, and every story and docs page opened from the static
 * files; scripts/check-storybook.ts) count as one check each; Vitest (unit, mock API contract,
 * stories in Chromium) and Playwright (end to end against the production build, among them the
 * W3C HTML check of the pre-rendered and the live pages) count their tests.
 * Nothing is retried (vite.config.ts, playwright.config.ts): a test that passed only on a retry,
 * should one be configured, counts as failed.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

async function check(name: string, command: string, args: string[]) {
  console.log(`\n── ${name} ──`);
  const code = await timed(name, () => run(command, args));
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

await check('typecheck', 'tsc', ['-b']);
await check('lint', 'eslint', ['--max-warnings=0', '.']);
await check('locales', 'node', ['scripts/check-locales.ts']);
await check('contract', 'node', ['scripts/contract.ts', '--check']);
// The formatter and the unused-code check run once their tools are in the dependencies.
if (installed('prettier')) await check('format', 'prettier', ['--check', '.']);
if (installed('knip')) await check('unused', 'knip', []);

console.log('\n── vitest: unit, mock API, stories in Chromium ──');
const vitestReport = path.join(reports, 'vitest.json');
rmSync(vitestReport, { force: true });
const vitestNotes = path.join(reports, 'vitest-notes.json');
rmSync(vitestNotes, { force: true });
const vitestCode = await timed('vitest', () =>
  run(
    'vitest',
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`, '--reporter=./scripts/vitest-notes-reporter.ts'],
    {
      env: { VITEST_NOTES_FILE: vitestNotes },
    },
  ),
);
const vitest = readJson<VitestReport & { numPassedTests: number; numFailedTests: number; numTotalTests: number }>(vitestReport);
if (vitest) failures.push(...vitestFailures(vitest, ROOT));
const notes = readJson<VitestNotes>(vitestNotes);
failures.push(...(notes?.unhandled ?? []), ...(notes?.flaky ?? []));
// A test that passed only on a retry is counted as failed, not passed.
const vitestFlaky = notes?.flaky.length ?? 0;
if (vitest)
  record(
    'vitest',
    vitest.numPassedTests - vitestFlaky,
    vitest.numFailedTests + vitestFlaky + (vitestCode !== 0 && vitest.numFailedTests === 0 ? 1 : 0),
  );
else record('vitest (no report)', 0, 1);

const built = await check('build', 'node', ['scripts/build.ts']);
// The published Storybook: built unless current, every story and docs page opened (scripts/check-storybook.ts).
await check('storybook', 'node', ['scripts/check-storybook.ts']);

console.log('\n── playwright: end to end ──');
const playwrightReport = path.join(reports, 'playwright.json');
rmSync(playwrightReport, { force: true });
if (built) {
  // Among the specs, html-validity.spec.ts: the one run of the W3C checker, over the pre-rendered
  // pages in dist/ and the live pages.
  const code = await timed('playwright', () => run('playwright', ['test'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport } }));
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number }; suites?: PlaywrightSuite[] }>(playwrightReport);
  failures.push(...playwrightFailures(e2e?.suites ?? []));
  // A flaky test (passed only on a retry) is counted as failed.
  if (e2e)
    record('playwright', e2e.stats.expected, e2e.stats.unexpected + e2e.stats.flaky + (code !== 0 && e2e.stats.unexpected === 0 ? 1 : 0));
  else record('playwright (no report)', 0, 1);
} else {
  record('playwright (no build)', 0, 1);
}

finish();
