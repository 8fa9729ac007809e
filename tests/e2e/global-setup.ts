import { existsSync } from 'node:fs';
import path from 'node:path';

/** The end-to-end tests run against the production build: it must exist. */
export default function globalSetup() {
  const shell = path.resolve(import.meta.dirname, '../../dist/spa.html');
  if (!existsSync(shell)) throw new Error('No production build: run `npm run build` first (npm test does it).');
}
