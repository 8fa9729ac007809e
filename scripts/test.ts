/**
 * `npm test`: every check and test, then one line `N passed, N failed` summing them all.
 * typecheck, lint, locales (every language has English's keys, translated; scripts/check-locales.ts),
 * the API contract (bundle and types current), build, storybook (the published
 * Storybook built and its docs pages rendered) and html (the pre-rendered pages through the W3C Nu
 * checker) count as one check each; Vitest (unit, mock API contract, stories in
 * Chromium) and Playwright (end to end against the production build) count their tests.
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
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

if (!existsSync(chrome)) {
  console.log(`No Chromium at ${chrome}: install it with \`sudo apt-get install -y chromium\` (Debian) or set CHROME_PATH to a Chromium binary.`);
  record('browser', 0, 1);
  finish();
}

async function check(name: string, command: string, args: string[]) {
  console.log(`\n── ${name} ──`);
  const code = await run(command, args);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  return code === 0;
}

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

console.log('\n── vitest: unit, mock API, stories in Chromium ──');
const vitestReport = path.join(reports, 'vitest.json');
rmSync(vitestReport, { force: true });
const vitestNotes = path.join(reports, 'vitest-notes.json');
rmSync(vitestNotes, { force: true });
const vitestCode = await run(
  'vitest',
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`, '--reporter=./scripts/vitest-notes-reporter.ts'],
  { env: { VITEST_NOTES_FILE: vitestNotes } },
);
const vitest = readJson<VitestReport & { numPassedTests: number; numFailedTests: number; numTotalTests: number }>(vitestReport);
if (vitest) failures.push(...vitestFailures(vitest, ROOT));
const notes = readJson<VitestNotes>(vitestNotes);
failures.push(...(notes?.unhandled ?? []), ...(notes?.flaky ?? []));
if (vitest) record('vitest', vitest.numPassedTests, vitest.numFailedTests + (vitestCode !== 0 && vitest.numFailedTests === 0 ? 1 : 0));
else record('vitest (no report)', 0, 1);

const built = await check('build', 'node', ['scripts/build.ts']);
// The published Storybook: built, and every docs page opened in Chromium (scripts/check-storybook.ts).
await check('storybook', 'node', ['scripts/check-storybook.ts']);
// The W3C Nu checker over the pre-rendered pages (scripts/check-html.ts).
if (built) await check('html', 'node', ['scripts/check-html.ts']);
else record('html (no build)', 0, 1);

console.log('\n── playwright: end to end ──');
const playwrightReport = path.join(reports, 'playwright.json');
rmSync(playwrightReport, { force: true });
if (built) {
  const code = await run('playwright', ['test'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport } });
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number }; suites?: PlaywrightSuite[] }>(playwrightReport);
  failures.push(...playwrightFailures(e2e?.suites ?? []));
  if (e2e) record('playwright', e2e.stats.expected + e2e.stats.flaky, e2e.stats.unexpected + (code !== 0 && e2e.stats.unexpected === 0 ? 1 : 0));
  else record('playwright (no report)', 0, 1);
} else {
  record('playwright (no build)', 0, 1);
}

finish();
