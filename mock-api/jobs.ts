/**
 * Background jobs (the live line's calls, auto top-up and the balance e-mails it triggers, and
 * whatever runs later outside a request): every one runs through `JobRunner.run`, which logs a
 * failure and keeps the server up. An exception thrown in a bare timer callback is uncaught and
 * ends the Node process, so no module calls `setInterval`/`setTimeout` for work directly.
 *
 * Failures can be injected for tests: `MOCK_API_FAIL_JOBS=liveCalls,...` (or the `failJobs`
 * option) makes the named jobs throw before they start.
 */
export interface JobRunner {
  /** Runs `work` now; a throw or a rejected promise is logged, never propagated. Returns whether it succeeded (false while a promise is pending too). */
  run: (name: string, work: () => unknown) => boolean;
  /** Runs `work` every `ms` through `run`; the timer does not keep the process alive. Returns the stop function (also called on close). */
  every: (name: string, ms: number, work: () => unknown) => () => void;
  /** How many runs failed so far, by job name. */
  readonly failures: ReadonlyMap<string, number>;
  /** Stops every timer. */
  stop: () => void;
}

export interface JobRunnerOptions {
  /** Where failures are written (default console.error). */
  log?: (line: string) => void;
  /** Jobs made to fail (tests): default `MOCK_API_FAIL_JOBS`, a comma-separated list. */
  failing?: readonly string[];
}

export class InjectedJobFailure extends Error {
  constructor(name: string) {
    super(`injected failure of job "${name}" (MOCK_API_FAIL_JOBS)`);
    this.name = 'InjectedJobFailure';
  }
}

export function createJobRunner(options: JobRunnerOptions = {}): JobRunner {
  const log = options.log ?? ((line: string) => console.error(line));
  const failing = new Set(options.failing ?? []);
  const failures = new Map<string, number>();
  const timers = new Set<ReturnType<typeof setInterval>>();
  const failed = (name: string, error: unknown) => {
    failures.set(name, (failures.get(name) ?? 0) + 1);
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    try {
      log(`[mock-api] background job "${name}" failed (the server keeps running): ${text}`);
    } catch {
      // A broken log must not take the server down either.
    }
  };
  const run: JobRunner['run'] = (name, work) => {
    try {
      if (failing.has(name)) throw new InjectedJobFailure(name);
      const result = work();
      if (result instanceof Promise) {
        result.catch((error: unknown) => failed(name, error));
        return false;
      }
      return true;
    } catch (error) {
      failed(name, error);
      return false;
    }
  };
  return {
    run,
    every: (name, ms, work) => {
      const timer = setInterval(() => run(name, work), ms);
      timer.unref();
      timers.add(timer);
      return () => {
        clearInterval(timer);
        timers.delete(timer);
      };
    },
    failures,
    stop: () => {
      for (const timer of timers) clearInterval(timer);
      timers.clear();
    },
  };
}
