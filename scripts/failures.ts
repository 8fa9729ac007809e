/**
 * The failed tests of a Vitest or Playwright JSON report, one line each (where, name, first line
 * of the error), for `npm test`'s summary: CI keeps only the end of the log, so a red run must say
 * there which test failed.
 */
import path from 'node:path';

export interface VitestReport {
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
}

export interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** The first non-blank line of an error, without terminal colours, at most 200 characters. */
export function firstLine(text = ''): string {
  const line = text
    .replace(ANSI, '')
    .split('\n')
    .find((candidate) => candidate.trim());
  return line ? line.trim().slice(0, 200) : '';
}

export function vitestFailures(report: VitestReport, root: string): string[] {
  const failures: string[] = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`vitest ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed as a whole (an import error, say) has a message and no failed test.
    if (!failed.length && file.message) failures.push(`vitest ${where}: ${firstLine(file.message)}`);
  }
  return failures;
}

/** Failed tests, and the flaky ones (failed, then passed on retry), from a Playwright report's suites. */
export function playwrightFailures(suites: PlaywrightSuite[], titles?: string[]): string[] {
  const failures: string[] = [];
  for (const suite of suites) {
    // The top level holds one suite per file, titled by the file, which the spec already names.
    const inner = titles ? [...titles, suite.title] : [];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const label = `playwright ${spec.file}:${spec.line} › ${[...inner, spec.title].join(' › ')}`;
        if (test.status === 'unexpected') failures.push(`${label}: ${firstLine(test.results.at(-1)?.error?.message)}`);
        else if (test.status === 'flaky') failures.push(`${label}: passed on retry (flaky)`);
      }
    }
    failures.push(...playwrightFailures(suite.suites ?? [], inner));
  }
  return failures;
}
