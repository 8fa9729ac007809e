import type { NextFunction, Request, Response } from 'express';
import { cookies, sendError } from './http.ts';
import { addMessages, msg } from './messages.ts';
import { SESSION_COOKIE } from './sessions.ts';

/**
 * Cross-site request forgery: a state-changing request (POST, PUT, PATCH, DELETE) that the
 * session cookie (`sid`) would authenticate must come from the portal itself. The browser sends
 * the cookie with a form or `fetch` from any page on the same site (another port of localhost is
 * the same site, and SameSite=Lax lets it through), so the cookie alone proves nothing; the
 * `Origin` header, which a page cannot forge, says where the request comes from.
 *
 * Allowed origins: the portal's (`PORTAL_URL`), the server's own (`http(s)://<Host>`: the
 * preview and the end-to-end run serve the portal and the API from one origin, and the Vite dev
 * proxy keeps the browser's Host), and the Vite dev server's (http://localhost:5173). Without an
 * `Origin`, `Sec-Fetch-Site` must be `same-origin` or `none`; a request with neither header is not
 * from a browser page (curl, the tests' fetch, Playwright's request context) and goes on.
 *
 * A request that carries a bearer token (`Authorization`) is not checked: the token is
 * authenticated instead of the cookie (sessions.ts reads the header first), and a page on another
 * origin cannot add that header without a CORS preflight, which this server never approves.
 */
export const VITE_DEV_ORIGIN = 'http://localhost:5173';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

addMessages({
  en: { crossSiteRefused: 'This request came from another site and was refused. Open the portal and try again from there.' },
  es: { crossSiteRefused: 'Esta petición venía de otro sitio y se ha rechazado. Abre el portal e inténtalo de nuevo desde allí.' },
  ar: { crossSiteRefused: 'رُفض هذا الطلب لأنه جاء من موقع آخر. افتح البوابة وحاول مرة أخرى من هناك.' },
});

/** Whether the request comes from one of the portal's origins (or from no browser page at all). */
export function fromPortal(req: Request, portalUrl: string): boolean {
  const origin = req.get('origin');
  if (origin !== undefined) {
    const allowed = new Set([new URL(portalUrl).origin, VITE_DEV_ORIGIN]);
    const host = req.get('host');
    if (host) allowed.add(`${req.protocol}://${host}`.toLowerCase());
    return allowed.has(origin.trim().toLowerCase());
  }
  const site = req.get('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  return true;
}

export function refuseCrossSiteWrites(portalUrl: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!UNSAFE.has(req.method) || req.get('authorization') || cookies(req)[SESSION_COOKIE] === undefined) return next();
    if (fromPortal(req, portalUrl)) return next();
    sendError(res, 403, msg(req, 'crossSiteRefused'), 'crossSite');
  };
}
