/**
 * What search engines see of a public page: title, description, canonical URL, hreflang
 * alternates for every locale, Open Graph tags; and the sitemap listing them. Pure functions,
 * used by the prerender step and the mock API's /api/sitemap.xml.
 */
import { LOCALE_INFO, LOCALES, localizePath, type Locale } from './locale.ts';
import { ROUTES } from './routes.ts';

export interface PageMeta {
  title: string;
  description: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/$/, '')}${path}`;
}

/** hreflang alternates of a path: en, es, ar and x-default (English). */
export function alternates(siteUrl: string, path: string): { hreflang: string; href: string }[] {
  const list = LOCALES.map((locale) => ({ hreflang: LOCALE_INFO[locale].lang, href: absoluteUrl(siteUrl, localizePath(path, locale)) }));
  return [...list, { hreflang: 'x-default', href: absoluteUrl(siteUrl, localizePath(path, 'en')) }];
}

/** The `<head>` tags of a page in a locale. */
export function headTags(siteUrl: string, path: string, locale: Locale, meta: PageMeta): string {
  const url = absoluteUrl(siteUrl, localizePath(path, locale));
  const e = escapeHtml;
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}" />`,
    `<link rel="canonical" href="${e(url)}" />`,
    ...alternates(siteUrl, path).map((alt) => `<link rel="alternate" hreflang="${alt.hreflang}" href="${e(alt.href)}" />`),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Vozly" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:url" content="${e(url)}" />`,
    `<meta property="og:image" content="${e(absoluteUrl(siteUrl, '/og-image.png'))}" />`,
    `<meta property="og:locale" content="${LOCALE_INFO[locale].ogLocale}" />`,
    ...LOCALES.filter((other) => other !== locale).map(
      (other) => `<meta property="og:locale:alternate" content="${LOCALE_INFO[other].ogLocale}" />`,
    ),
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  return tags.join('\n    ');
}

/** The pages listed for search engines: every pre-rendered route. */
export const INDEXED_ROUTES = ROUTES.filter((route) => route.prerender);

/** sitemap.xml with the hreflang alternates of every page. */
export function sitemapXml(siteUrl: string): string {
  const urls = INDEXED_ROUTES.flatMap((route) =>
    LOCALES.map((locale) => {
      const links = alternates(siteUrl, route.path)
        .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${escapeHtml(absoluteUrl(siteUrl, localizePath(route.path, locale)))}</loc>\n${links}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
