import { describe, expect, it } from 'vitest';
import { createJobRunner } from '../../mock-api/jobs.ts';

/** The background job runner (mock-api/jobs.ts): a failure is logged and counted, never thrown. */

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job runner', () => {
  it('logs a throw, a rejected promise and an injected failure, counts them, and never throws itself', async () => {
    const lines: string[] = [];
    const jobs = createJobRunner({ log: (line) => lines.push(line), failing: ['injected'] });
    expect(jobs.run('ok', () => 1)).toBe(true);
    expect(
      jobs.run('throws', () => {
        throw new Error('boom');
      }),
    ).toBe(false);
    jobs.run('rejects', () => Promise.reject(new Error('later')));
    let ran = false;
    expect(jobs.run('injected', () => (ran = true))).toBe(false);
    await wait(0);
    expect(ran).toBe(false);
    expect(lines.map((line) => /job "(\w+)"/.exec(line)?.[1]).sort()).toEqual(['injected', 'rejects', 'throws']);
    expect(Object.fromEntries(jobs.failures)).toEqual({ throws: 1, rejects: 1, injected: 1 });
  });

  it('a repeating job that throws keeps its timer running until stopped', async () => {
    const lines: string[] = [];
    const jobs = createJobRunner({ log: (line) => lines.push(line), failing: [] });
    let ticks = 0;
    const stop = jobs.every('tick', 5, () => {
      ticks++;
      throw new Error('tick failed');
    });
    await wait(60);
    stop();
    const seen = ticks;
    expect(seen).toBeGreaterThan(2);
    expect(lines).toHaveLength(seen);
    await wait(30);
    expect(ticks).toBe(seen);
  });
});
