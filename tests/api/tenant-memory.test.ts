/**
 * Memory is bounded per account: save + chat rounds on the largest draft the limits allow keep
 * the mock API's heap under a stated ceiling and the API answering another account. The API runs
 * in a child process capped at the ceiling (--max-old-space-size), so a cache that grows with
 * each revision fails fast with "heap out of memory" instead of slowing the machine.
 *
 * The rounds: 12 by default (each one prepares the agent of an 8.4-million-character draft, about
 * a second of work; unbounded caching would need 12 x ~50 MB, far past the ceiling), or
 * MEMORY_ROUNDS (e.g. 300 on an idle machine).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CEILING_MB = 400;
const ROUNDS = Number(process.env.MEMORY_ROUNDS ?? 12);
const child = fileURLToPath(new URL('./memory-child.ts', import.meta.url));

describe('memory per account', () => {
  it(
    `${ROUNDS} rounds of save + chat on the largest draft stay under ${CEILING_MB} MB of heap, and the API keeps answering`,
    async () => {
      const output = await new Promise<string>((resolve, reject) => {
        execFile(
          process.execPath,
          [`--max-old-space-size=${CEILING_MB}`, child, String(ROUNDS)],
          { timeout: 30 * 60_000 },
          (error, stdout, stderr) => {
            if (error) reject(new Error(`${error.message}\n${stderr.slice(-2000)}`));
            else resolve(stdout);
          },
        );
      });
      const result = JSON.parse(output.trim().split('\n').at(-1) as string) as {
        rounds: number;
        peakHeapMb: number;
        otherAnswered: boolean;
      };
      expect(result.rounds).toBe(ROUNDS);
      expect(result.peakHeapMb).toBeLessThan(CEILING_MB);
      expect(result.otherAnswered).toBe(true);
    },
    30 * 60_000,
  );
});
