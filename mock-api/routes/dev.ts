import type { ApiModule } from '../context.ts';
import { normalizeEmail } from '../http.ts';

/**
 * Developer tools, only when the development routes are switched on (`MOCK_API_DEV_ROUTES=1`:
 * `npm start` and the tests do; `npm run preview` alone does not). Nothing here asks for a login:
 * - GET /api/dev/outbox[?to=email] lists the e-mails the portal "sent" (verification, reset),
 *   newest first, so a developer (or an end-to-end test) can open their links;
 * - POST /api/dev/reset puts every collection back to the seed (end-to-end tests call it before
 *   each test, so no test depends on what another one changed).
 */
export const devModule: ApiModule = {
  name: 'dev',
  register(app, ctx) {
    if (!ctx.config.devRoutes) return;
    app.get('/api/dev/outbox', (req, res) => {
      const to = typeof req.query.to === 'string' ? normalizeEmail(req.query.to) : null;
      const mails = ctx.db.data.outbox.filter((mail) => !to || mail.to.toLowerCase() === to);
      res.json([...mails].reverse());
    });
    app.post('/api/dev/reset', (_req, res) => {
      ctx.reset();
      res.status(204).end();
    });
  },
};
