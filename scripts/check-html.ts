/**
 * `node scripts/check-html.ts`: the W3C Nu HTML checker over every pre-rendered page in dist/ (all
 * locales, and the SPA shell), in one run: a quick look right after a build. `npm test` checks
 * these pages in the end-to-end run instead, with the live pages (tests/e2e/html-validity.spec.ts),
 * so the checker starts once. Prints each error with its file, line and message and
 * exits non-zero if there is any. Only CSS properties the checker does not know yet are ignored,
 * by name (`UNKNOWN_CSS_PROPERTIES` in scripts/html-validity.ts). Needs `node scripts/build.ts` first.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { builtPages, formatHtmlError, validateHtml } from './html-validity.ts';
import { ROOT } from './lib.ts';

const DIST = path.join(ROOT, 'dist');

if (!existsSync(path.join(DIST, 'spa.html'))) {
  console.error('No production build in dist/: run `node scripts/build.ts` first.');
  process.exit(1);
}
const files = builtPages(DIST);
try {
  const errors = validateHtml(files).map((error) => ({ ...error, file: path.relative(ROOT, error.file) }));
  for (const error of errors) console.log(formatHtmlError(error));
  console.log(`[check-html] ${files.length} pages checked: ${errors.length} error${errors.length === 1 ? '' : 's'}`);
  process.exit(errors.length ? 1 : 0);
} catch (error) {
  console.error(`[check-html] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
