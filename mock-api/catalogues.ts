import type { Express, Request, Response } from 'express';
import type { ApiContext } from './context.ts';
import { sendError } from './http.ts';
import { msg } from './messages.ts';

/**
 * The public read-only catalogues modules declare (`publicCollections`: call packages, voices),
 * served by this handler: `GET`/`HEAD /api/<catalogue>`, the whole list, as the contract documents
 * it (no item route, no nested route: those are the JSON 404). json-server's generic router is never mounted:
 * its filters (`_like`, `q`, `_sort`, `_embed`...) turn query text into regular expressions, so
 * one crafted pattern could keep the event loop busy for minutes.
 *
 * The contract documents no query parameter for these routes, so any query parameter is refused
 * with 400 `{ error }` before anything else is done. What is left is the small list as it is: no
 * client text reaches a regular expression and the work is bounded by the catalogue's size, by
 * construction.
 */
export const CATALOGUE_PARAMETERS: Readonly<Record<string, readonly string[]>> = {};

/** The query's parameter names as sent (before any parsing into nested objects). */
export function queryKeys(req: Request): string[] {
  const index = req.originalUrl.indexOf('?');
  if (index < 0) return [];
  const keys: string[] = [];
  for (const part of req.originalUrl.slice(index + 1).split('&')) {
    if (part === '') continue;
    const raw = part.split('=', 1)[0] ?? '';
    let key: string;
    try {
      key = decodeURIComponent(raw.replace(/\+/g, ' '));
    } catch {
      key = raw;
    }
    keys.push(key);
  }
  return keys;
}

/** A parameter's name as an error message can show it (short, printable). */
const shown = (key: string) => {
  const printable = Array.from(key)
    .filter((char) => char >= ' ' && char !== '\u007f')
    .join('');
  return (printable.length > 40 ? `${printable.slice(0, 40)}…` : printable) || 'query';
};

export function registerCatalogues(app: Express, ctx: ApiContext, names: readonly string[]): void {
  for (const name of new Set(names)) {
    const allowed = new Set(CATALOGUE_PARAMETERS[name] ?? []);
    const items = () => (ctx.db.data[name] ?? []) as { id?: unknown }[];
    const refused = (req: Request, res: Response): boolean => {
      const unknown = queryKeys(req).find((key) => !allowed.has(key));
      if (unknown === undefined) return false;
      sendError(res, 400, msg(req, 'invalidField', { field: shown(unknown) }));
      return true;
    };
    app.get(`/api/${name}`, (req, res) => {
      if (refused(req, res)) return;
      res.json(items());
    });
  }
}
