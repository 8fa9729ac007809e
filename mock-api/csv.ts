import type { ServerResponse } from 'node:http';

/**
 * CSV cells of the exports, safe to open in a spreadsheet (formula injection, OWASP "CSV
 * Injection"): a cell that a spreadsheet would read as a formula gets a leading `'`.
 *
 * Spreadsheets skip leading blanks before they look for a formula, so the check looks past any
 * run of white space (spaces, no-break spaces, tabs, CR, LF, the other Unicode spaces, zero-width
 * spaces and the byte-order mark) for `=`, `+`, `-` or `@` (and their full-width forms); a cell
 * starting with a tab or a carriage return is prefixed as well. Then the cell is quoted when it
 * holds a quote, a comma or a line break (RFC 4180).
 */

/** Characters a spreadsheet skips before it looks for a formula. */
const LEADING_BLANKS = /^[\s\u00a0\u180e\u200b-\u200d\u2060\ufeff]*/;
const FORMULA_START = new Set(['=', '+', '-', '@', '\uff1d', '\uff0b', '\uff0d', '\uff20']);

/** Whether a spreadsheet could take the text for a formula. */
export function looksLikeFormula(text: string): boolean {
  if (text.startsWith('\t') || text.startsWith('\r')) return true;
  const blanks = LEADING_BLANKS.exec(text)?.[0].length ?? 0;
  const first = text.charAt(blanks);
  return FORMULA_START.has(first);
}

/** One CSV cell: neutralised, then quoted when needed. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = looksLikeFormula(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line (CRLF-terminated). */
export function csvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Resolves on the next turn of the event loop, after the I/O waiting (other requests) has run. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Writes `chunks` to the answer, yielding to the event loop after each one (`setImmediate`) and
 * waiting for `drain` when the client reads slower than we write; stops early when the client has
 * gone. A large export then costs other requests at most one chunk's work at a time.
 */
export async function streamChunks(res: ServerResponse, chunks: Iterator<string, unknown, undefined>): Promise<void> {
  let closed = false;
  const onClose = () => {
    closed = true;
  };
  res.once('close', onClose);
  try {
    for (let step = chunks.next(); !step.done; step = chunks.next()) {
      if (closed || res.destroyed) return;
      if (!res.write(step.value))
        await new Promise<void>((resolve) => {
          const done = () => {
            res.off('drain', done);
            res.off('close', done);
            resolve();
          };
          res.once('drain', done);
          res.once('close', done);
        });
      await nextTurn();
    }
    if (!closed && !res.destroyed) res.end();
  } finally {
    res.off('close', onClose);
    chunks.return?.(undefined);
  }
}
