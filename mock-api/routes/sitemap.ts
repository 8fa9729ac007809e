import { sitemapXml } from '../../src/lib/seo.ts';
import type { ApiModule } from '../context.ts';

/** GET /api/sitemap.xml, the public pages' sitemap, with the site's origin as the request saw it. */
export const sitemapModule: ApiModule = {
  name: 'sitemap',
  register(app, ctx) {
    app.get('/api/sitemap.xml', (req, res) => {
      const origin = ctx.config.siteUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost:5173'}`;
      res.type('application/xml').send(sitemapXml(origin));
    });
  },
};
