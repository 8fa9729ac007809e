import { describe, expect, it } from 'vitest';
import { headTags, INDEXED_ROUTES, sitemapXml } from '@/lib/seo';

describe('SEO tags and sitemap', () => {
  it('gives a page its title, description, canonical URL, hreflang alternates and Open Graph tags', () => {
    const tags = headTags('https://vozly.example', '/login', 'es', {
      title: 'Iniciar sesión | Vozly',
      description: 'Entra & gestiona "todo"',
    });
    expect(tags).toContain('<title>Iniciar sesión | Vozly</title>');
    expect(tags).toContain('<meta name="description" content="Entra &amp; gestiona &quot;todo&quot;" />');
    expect(tags).toContain('<link rel="canonical" href="https://vozly.example/es/login" />');
    expect(tags).toContain('<link rel="alternate" hreflang="en" href="https://vozly.example/login" />');
    expect(tags).toContain('<link rel="alternate" hreflang="ar" href="https://vozly.example/ae/login" />');
    expect(tags).toContain('<link rel="alternate" hreflang="x-default" href="https://vozly.example/login" />');
    expect(tags).toContain('<meta property="og:url" content="https://vozly.example/es/login" />');
    expect(tags).toContain('<meta property="og:locale" content="es_ES" />');
  });

  it('lists every pre-rendered page in every locale, with alternates', () => {
    const xml = sitemapXml('https://vozly.example/');
    expect(xml.match(/<url>/g)).toHaveLength(INDEXED_ROUTES.length * 3);
    expect(xml).toContain('<loc>https://vozly.example/</loc>');
    expect(xml).toContain('<loc>https://vozly.example/ae</loc>');
    expect(xml).toContain('hreflang="es" href="https://vozly.example/es/terms-and-conditions"');
    expect(xml).not.toContain('/dashboard');
  });
});
