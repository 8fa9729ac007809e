/**
 * `npm run preview`: the built portal (dist/) and the mock API from one server, as the
 * end-to-end tests and the benchmark see it. PORT (default 4173), MOCK_API_DATA (default a
 * fresh temporary folder, so every run starts from the seed), DIST_DIR (default dist/).
 * E-mailed links point at this server (PORTAL_URL, default http://127.0.0.1:PORT). The
 * development routes (/api/dev/*) stay off unless MOCK_API_DEV_ROUTES=1 (the end-to-end run
 * sets it). STOP_WITH_STDIN=1: stops when its standard input closes (its parent is gone).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMockApi } from '../mock-api/server.ts';
import { ROOT } from './lib.ts';

const port = Number(process.env.PORT ?? 4173);
const api = await startMockApi({
  port,
  portalUrl: process.env.PORTAL_URL ?? `http://127.0.0.1:${port}`,
  dataDir: process.env.MOCK_API_DATA ?? mkdtempSync(path.join(tmpdir(), 'vozly-data-')),
  staticDir: path.resolve(ROOT, process.env.DIST_DIR ?? 'dist'),
  quiet: process.env.MOCK_API_QUIET === '1',
});
console.log(`[preview] portal and mock API on ${api.url}; development routes ${api.ctx.config.devRoutes ? 'on' : 'off'}`);
const stop = () => void api.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Started by a test worker (tests/e2e/fixtures.ts): gone with it, even when it dies without a word.
if (process.env.STOP_WITH_STDIN === '1') process.stdin.on('end', stop).resume();
