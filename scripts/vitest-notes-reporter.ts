/**
 * A Vitest reporter for `npm test`'s summary: the tests that passed only on a retry (flaky) and
 * the errors raised outside any test (which fail a run whose every test passed). The JSON report
 * shows neither. Writes `{ flaky: string[], unhandled: string[] }` to the file VITEST_NOTES_FILE
 * names (reports/vitest-notes.json by default).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, SerializedError, TestCase, TestModule } from 'vitest/node';
import { firstLine } from './failures.ts';

export interface VitestNotes {
  flaky: string[];
  unhandled: string[];
}

/** The first frame of a stack outside node_modules (the project's code that raised it), if any. */
function origin(stack: string | undefined): string {
  const frames = (stack ?? '').split('\n').filter((line) => line.trim().startsWith('at '));
  return (frames.find((line) => !line.includes('node_modules')) ?? frames[0] ?? '').trim();
}

export default class NotesReporter implements Reporter {
  private readonly flaky: string[] = [];
  private readonly output = path.resolve(process.env.VITEST_NOTES_FILE ?? 'reports/vitest-notes.json');

  onTestCaseResult(testCase: TestCase) {
    const diagnostic = testCase.diagnostic();
    if (diagnostic?.flaky) {
      this.flaky.push(`vitest ${testCase.module.relativeModuleId} › ${testCase.fullName}: passed on retry ${diagnostic.retryCount}`);
    }
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    const notes: VitestNotes = {
      flaky: this.flaky,
      unhandled: unhandledErrors.map((error) => {
        // Where it came from: the test file it ran in, and its first frame outside node_modules.
        const where = [(error as { testPath?: string }).testPath, origin(error.stack)].filter(Boolean).join(', ');
        return `vitest unhandled error: ${firstLine(`${error.name ?? 'Error'}: ${error.message}`)}${where ? ` (${where})` : ''}`;
      }),
    };
    mkdirSync(path.dirname(this.output), { recursive: true });
    writeFileSync(this.output, JSON.stringify(notes, null, 2));
  }
}
