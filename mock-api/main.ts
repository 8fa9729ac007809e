import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, SEED_ACCOUNTS } from './fixtures/users.ts';
import { startMockApi } from './server.ts';

/**
 * `npm run api`: the mock API on 127.0.0.1:3001 (MOCK_API_PORT), data in mock-api/data
 * (MOCK_API_DATA). With `--static DIR` it also serves a built portal (production preview).
 * E-mailed links point at PORTAL_URL (default http://localhost:5173); the development routes
 * (/api/dev/*) exist only with MOCK_API_DEV_ROUTES=1 (`npm start` sets it).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const staticIndex = args.indexOf('--static');
const staticDir = staticIndex >= 0 ? args[staticIndex + 1] : undefined;

const api = await startMockApi({
  port: Number(process.env.MOCK_API_PORT ?? process.env.PORT ?? 3001),
  dataDir: process.env.MOCK_API_DATA ?? path.join(here, 'data'),
  ...(staticDir ? { staticDir } : {}),
  quiet: process.env.MOCK_API_QUIET === '1',
});

console.log(`[mock-api] listening on ${api.url}${staticDir ? ` (serving ${staticDir})` : ''}`);
console.log(
  `[mock-api] e-mailed links open ${api.ctx.config.portalUrl}; development routes (/api/dev/*) ${api.ctx.config.devRoutes ? 'on' : 'off (MOCK_API_DEV_ROUTES=1 turns them on)'}`,
);
console.log(`[mock-api] demo accounts (password ${DEMO_PASSWORD}): ${SEED_ACCOUNTS.map((a) => a.user.email).join(', ')}`);

const stop = () => {
  void api.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
