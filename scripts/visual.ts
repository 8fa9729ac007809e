/**
 * `npm run test:visual [-- --update] [-- --filter Title]`: builds Storybook, then compares a
 * screenshot of every story with this machine's baseline (tests/visual/baseline/). The first run
 * records the baselines. No network, no account: the local counterpart of `npm run chromatic`.
 */
import { run } from './lib.ts';

const args = process.argv.slice(2);
const update = args.includes('--update');
const filterIndex = args.indexOf('--filter');
const filter = filterIndex >= 0 ? args[filterIndex + 1] : undefined;

if ((await run('storybook', ['build', '-o', 'storybook-static', '--quiet'])) !== 0) process.exit(1);
const code = await run('playwright', ['test', '-c', 'playwright.visual.config.ts', ...(update ? ['--update-snapshots'] : [])], {
  env: filter ? { VISUAL_FILTER: filter } : {},
});
process.exit(code);
