/**
 * The W3C Nu HTML checker (vnu-jar, run with Java) over a set of HTML files, once for all of them
 * (one Java start-up, not one a file). `tests/e2e/html-validity.spec.ts` checks the pre-rendered
 * pages in dist/ and the DOM of the pages after load in one run (the only run in `npm test`);
 * `scripts/check-html.ts` checks the pre-rendered pages alone, right after a build.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const VNU_JAR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

/**
 * The only errors ignored: CSS properties that browsers support and the checker does not know yet
 * ("CSS: “X”: Property “X” doesn't exist."), by name. Anything else fails.
 */
export const UNKNOWN_CSS_PROPERTIES: readonly string[] = ['text-box-trim', 'text-box-edge'];

export interface HtmlError {
  /** The file's path as given. */
  file: string;
  line: number | undefined;
  column: number | undefined;
  message: string;
  /** A bit of the markup around the error. */
  extract: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

const UNKNOWN_PROPERTY = /^CSS: “([^”]+)”: Property “([^”]+)” doesn't exist\.$/;

/** Whether an error is about a CSS property of `UNKNOWN_CSS_PROPERTIES`. */
export function isIgnored(message: string): boolean {
  const match = UNKNOWN_PROPERTY.exec(message);
  return match !== null && match[1] === match[2] && UNKNOWN_CSS_PROPERTIES.includes(match[1] ?? '');
}

/** Every .html file under a build folder (all locales, and the SPA shell), its assets left out. */
export function builtPages(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : builtPages(file);
      return entry.name.endsWith('.html') ? [file] : [];
    })
    .sort();
}

/** Validates the files with one run of the checker; resolves with every error not ignored. */
export function validateHtml(files: readonly string[]): HtmlError[] {
  if (files.length === 0) throw new Error('no HTML files to check');
  const result = spawnSync(
    'java',
    ['-jar', VNU_JAR, '--errors-only', '--exit-zero-always', '--format', 'json', ...files.map((file) => path.resolve(file))],
    {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (result.error) {
    const missing = (result.error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(
      missing ? 'No `java` on PATH: install a Java runtime (Debian: `apt-get install -y default-jre-headless`).' : String(result.error),
    );
  }
  // The checker writes its JSON report to standard error.
  const output = result.stderr.trim() || result.stdout.trim();
  let report: { messages: VnuMessage[] };
  try {
    report = JSON.parse(output) as { messages: VnuMessage[] };
  } catch {
    throw new Error(`the HTML checker gave no report (exit code ${result.status}):\n${output.slice(0, 2000)}`);
  }
  const byUrl = new Map(files.map((file) => [new URL(`file:${path.resolve(file)}`).href, file]));
  return report.messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .filter((message) => !isIgnored(message.message))
    .map((message) => ({
      file: (message.url && byUrl.get(new URL(message.url).href)) ?? message.url ?? '(unknown file)',
      line: message.lastLine,
      column: message.firstColumn ?? message.lastColumn,
      message: message.message,
      extract: message.extract ?? '',
    }));
}

/** One line an error: `file:line:column message`, then the markup around it. */
export function formatHtmlError(error: HtmlError): string {
  const where = [error.file, error.line, error.column].filter((part) => part !== undefined).join(':');
  const extract = error.extract.replace(/\s+/g, ' ').trim().slice(0, 160);
  return `${where} ${error.message}${extract ? `\n    ${extract}` : ''}`;
}
