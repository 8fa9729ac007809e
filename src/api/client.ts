import ky, { type KyInstance } from 'ky';
import { bearer, readToken } from '@/lib/tokenStorage';

/**
 * The one HTTP client: base path /api, JSON, the bearer token of the session,
 * cookies sent along, errors rethrown to the caller. Idempotent GETs are retried twice on
 * gateway errors; nothing else is retried.
 */
export const api: KyInstance = ky.create({
  prefix: '/api',
  credentials: 'include',
  timeout: 15_000,
  retry: { limit: 2, methods: ['get'], statusCodes: [408, 502, 503, 504] },
  headers: { accept: 'application/json' },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const auth = bearer(readToken());
        if (auth && !request.headers.has('authorization')) request.headers.set('authorization', auth);
        if (typeof document !== 'undefined' && document.documentElement.lang) {
          request.headers.set('accept-language', document.documentElement.lang);
        }
      },
    ],
  },
});

/** The same client for the calls outside /api (`/auth/...`, `/kyc/...`, `/verify`, `/customers`). */
export const rootApi: KyInstance = api.extend({ prefix: '/' });
