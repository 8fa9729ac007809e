/**
 * `node scripts/check-html.ts`: the W3C Nu HTML checker over every pre-rendered page in dist/ (all
 * locales, and the SPA shell), in one run. Prints each error with its file, line and message and
 * exits non-zero if there is any. Only CSS properties the checker does not know yet are ignored,
 * by name (`UNKNOWN_CSS_PROPERTIES` in scripts/html-validity.ts). Needs `node scripts/build.ts` first.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { formatHtmlError, validateHtml } from './html-validity.ts';
import { ROOT } from './lib.ts';

const DIST = path.join(ROOT, 'dist');

/** Every .html file under dist/, its assets left out (no page there). */
function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

if (!existsSync(path.join(DIST, 'spa.html'))) {
  console.error('No production build in dist/: run `node scripts/build.ts` first.');
  process.exit(1);
}
const files = htmlFiles(DIST).sort();
try {
  const errors = validateHtml(files).map((error) => ({ ...error, file: path.relative(ROOT, error.file) }));
  for (const error of errors) console.log(formatHtmlError(error));
  console.log(`[check-html] ${files.length} pages checked: ${errors.length} error${errors.length === 1 ? '' : 's'}`);
  process.exit(errors.length ? 1 : 0);
} catch (error) {
  console.error(`[check-html] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
