/**
 * `npm start`: the mock API on 127.0.0.1:3001 and Vite's dev server on http://localhost:5173,
 * which proxies the API paths to it. Ctrl-C stops both; if one stops, the other does too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { BIN, ROOT } from './lib.ts';

// The development routes (outbox, reset...) are on for development only; links open Vite's server.
const env = {
  ...process.env,
  PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`,
  MOCK_API_PORT: process.env.MOCK_API_PORT ?? '3001',
  MOCK_API_DEV_ROUTES: process.env.MOCK_API_DEV_ROUTES ?? '1',
  MOCK_API_LIVE_CALLS: process.env.MOCK_API_LIVE_CALLS ?? '1',
  // Webhooks to http://127.0.0.1 (a local receiver), development only (docs/delivery.md).
  MOCK_API_ALLOW_LOCAL_WEBHOOKS: process.env.MOCK_API_ALLOW_LOCAL_WEBHOOKS ?? '1',
  PORTAL_URL: process.env.PORTAL_URL ?? 'http://localhost:5173',
};
const children: ChildProcess[] = [
  spawn('node', ['mock-api/main.ts'], { cwd: ROOT, env, stdio: 'inherit' }),
  spawn('vite', ['--host', 'localhost', '--port', '5173', '--strictPort'], { cwd: ROOT, env, stdio: 'inherit' }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
