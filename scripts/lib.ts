import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BIN = path.join(ROOT, 'node_modules', '.bin');

/**
 * Runs a command from node_modules/.bin (or PATH) and resolves with its exit code; `onChild` gets
 * the process as it starts (to read piped output).
 */
export function run(
  command: string,
  args: readonly string[],
  { onChild, ...options }: SpawnOptions & { onChild?: (child: ChildProcess) => void } = {},
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`, ...options.env },
    });
    onChild?.(child);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}
