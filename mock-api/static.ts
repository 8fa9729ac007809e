import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Response } from 'express';
import { isApiPath } from './paths.ts';

/**
 * The built portal as the production preview serves it (`npm run preview`), with the headers a
 * real deployment would send:
 * - on every page, a Content-Security-Policy whose `script-src` allows the portal's own files and
 *   the inline scripts of that page only, by their sha256 (computed here, at start, from each
 *   HTML file: the build inlines a small loader), never `'unsafe-inline'`; styles keep
 *   `'unsafe-inline'` (Mantine sets inline styles); no plugins, no framing, no `<base>` elsewhere;
 *   with `stripe`, js.stripe.com may run its script and frames, and the page may call its API;
 * - `Cache-Control: public, max-age=31536000, immutable` only on the content-hashed files under
 *   /assets (their name changes with their content), `no-cache` on pages and everything else.
 * `X-Content-Type-Options` and `Referrer-Policy` are set on every answer (server.ts).
 */

export interface PortalOptions {
  /** Allow Stripe's script, frames and API (the build has VITE_STRIPE_PUBLISHABLE_KEY). */
  stripe: boolean;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Vite's `[name]-[hash].[ext]`: eight base64url characters before the extension. */
const HASHED_ASSET = /-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;

/** The sha256 source expression of every inline script of a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(scriptHashes: readonly string[], { stripe }: PortalOptions): string {
  const stripeScripts = stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [];
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes, ...stripeScripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    ['connect-src', "'self'", ...(stripe ? ['https://api.stripe.com'] : [])].join(' '),
    stripe ? `frame-src ${[...stripeScripts, 'https://hooks.stripe.com'].join(' ')}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.isFile() && entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Serves the built portal: pre-rendered pages where they exist, else the app shell. */
export function servePortal(app: Express, staticDir: string, options: PortalOptions): void {
  const policies = new Map(
    htmlFiles(staticDir).map((file) => [file, contentSecurityPolicy(inlineScriptHashes(readFileSync(file, 'utf8')), options)]),
  );
  const policyOf = (file: string) => policies.get(file) ?? contentSecurityPolicy(inlineScriptHashes(readFileSync(file, 'utf8')), options);
  const assets = `${path.join(staticDir, 'assets')}${path.sep}`;
  const setHeaders = (res: Response, file: string) => {
    if (file.endsWith('.html')) {
      res.setHeader('Content-Security-Policy', policyOf(file));
      res.setHeader('X-Frame-Options', 'DENY');
    }
    const immutable = file.startsWith(assets) && HASHED_ASSET.test(path.basename(file));
    res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  };

  app.use(express.static(staticDir, { index: false, setHeaders }));
  const shell = path.join(staticDir, 'spa.html');
  app.get('*', (req, res, next) => {
    if (isApiPath(req.path)) return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      decoded = '/';
    }
    const clean = path.normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, '');
    const candidate = path.join(staticDir, clean, 'index.html');
    const file = candidate.startsWith(staticDir) && existsSync(candidate) && statSync(candidate).isFile() ? candidate : shell;
    setHeaders(res, file);
    res.sendFile(file);
  });
}
