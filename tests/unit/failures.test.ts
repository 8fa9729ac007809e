import { describe, expect, it } from 'vitest';
import { firstLine, playwrightFailures, vitestFailures } from '../../scripts/failures.ts';

describe("npm test's summary names the failed tests (scripts/failures.ts)", () => {
  it('takes the first non-blank line of an error, without terminal colours, cut at 200 characters', () => {
    expect(firstLine('\n  \u001b[31mAssertionError\u001b[39m: expected 1 to be 2\n    at file.ts:3')).toBe(
      'AssertionError: expected 1 to be 2',
    );
    expect(firstLine('x'.repeat(300))).toHaveLength(200);
    expect(firstLine(undefined)).toBe('');
  });

  it('lists the failed Vitest tests with their file, and a file that failed as a whole', () => {
    const failures = vitestFailures(
      {
        testResults: [
          {
            name: '/repo/stories/landing/Faq.stories.tsx',
            assertionResults: [
              { status: 'passed', fullName: 'Faq Idle' },
              { status: 'failed', fullName: 'Faq Opens one', failureMessages: ['Error: Unable to find role "button"\n  at x'] },
            ],
          },
          { name: '/repo/tests/unit/broken.test.ts', message: 'Failed to load url ./missing.ts', assertionResults: [] },
          { name: '/repo/tests/unit/fine.test.ts', assertionResults: [{ status: 'passed', fullName: 'fine' }] },
        ],
      },
      '/repo',
    );
    expect(failures).toEqual([
      'vitest stories/landing/Faq.stories.tsx › Faq Opens one: Error: Unable to find role "button"',
      'vitest tests/unit/broken.test.ts: Failed to load url ./missing.ts',
    ]);
  });

  it('lists the failed and the flaky Playwright tests with their describe titles, not the file suite', () => {
    const failures = playwrightFailures([
      {
        title: 'landing.spec.ts',
        file: 'landing.spec.ts',
        specs: [{ title: 'top', file: 'landing.spec.ts', line: 3, tests: [{ status: 'expected', results: [{}] }] }],
        suites: [
          {
            title: 'landing page',
            file: 'landing.spec.ts',
            specs: [
              {
                title: 'the FAQ is single-open',
                file: 'landing.spec.ts',
                line: 9,
                tests: [{ status: 'unexpected', results: [{ error: { message: 'Error: timed out\nmore' } }] }],
              },
              {
                title: 'a lead lands',
                file: 'landing.spec.ts',
                line: 20,
                tests: [{ status: 'flaky', results: [{ error: { message: 'first' } }, {}] }],
              },
            ],
          },
        ],
      },
    ]);
    expect(failures).toEqual([
      'playwright landing.spec.ts:9 › landing page › the FAQ is single-open: Error: timed out',
      'playwright landing.spec.ts:20 › landing page › a lead lands: passed on retry (flaky)',
    ]);
  });
});
