import type { ApiModule } from '../context.ts';
import { normalizeEmail } from '../http.ts';

/**
 * Developer tools, only while the mock API is not run with NODE_ENV=production:
 * - GET /api/dev/outbox[?to=email] lists the e-mails the portal "sent" (verification, reset),
 *   newest first, so a developer (or an end-to-end test) can open their links;
 * - POST /api/dev/reset puts every collection back to the seed (end-to-end tests call it before
 *   each test, so no test depends on what another one changed).
 */
export const devModule: ApiModule = {
  name: 'dev',
  register(app, ctx) {
    if (process.env.NODE_ENV === 'production') return;
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
