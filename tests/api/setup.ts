/**
 * Every test file of the `unit` project (vite.config.ts `setupFiles`): password hashes made in
 * this process are cheap (mock-api/security.ts). The production cost is asserted once, on the
 * server as `npm run api` starts it (tests/api/password-cost.test.ts).
 */
import { setTestHashCost } from '../../mock-api/security.ts';

setTestHashCost();
