/**
 * `npm run build`: the client bundle (dist/), the prerender bundle (dist-ssr/), then every
 * public page pre-rendered per locale to static HTML that hydrates on load, the SPA shell for
 * the other routes (dist/spa.html) and the sitemap. SITE_URL sets the canonical origin.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALE_INFO, LOCALES, localizePath, type Locale } from '../src/lib/locale.ts';
import { headTags, sitemapXml } from '../src/lib/seo.ts';
import { ROUTES } from '../src/lib/routes.ts';
import { ROOT, run } from './lib.ts';

export const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:5173').replace(/\/$/, '');
const DIST = path.join(ROOT, 'dist');
const SSR = path.join(ROOT, 'dist-ssr');

type MetaFile = Record<string, { title: string; description: string }>;

function metaFor(locale: Locale): MetaFile {
  return JSON.parse(readFileSync(path.join(ROOT, 'locales', locale, 'meta.json'), 'utf8')) as MetaFile;
}

async function build(): Promise<void> {
  rmSync(SSR, { recursive: true, force: true });
  if ((await run('vite', ['build', '--logLevel', 'warn'])) !== 0) process.exit(1);
  if ((await run('vite', ['build', '--ssr', 'src/app/entry-server.tsx', '--outDir', 'dist-ssr', '--logLevel', 'error'])) !== 0) {
    process.exit(1);
  }

  const template = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  writeFileSync(path.join(DIST, 'spa.html'), template.replace('<!--head-tags-->', '').replace('<!--app-html-->', ''));

  const { renderPage } = (await import(pathToFileURL(path.join(SSR, 'entry-server.js')).href)) as {
    renderPage: (url: string, path: string, locale: Locale) => Promise<string>;
  };

  // The Latin font (and, on Arabic pages, the Arabic one) is fetched with the stylesheet rather
  // than after it, so the first paint already uses it more often than not.
  const assets = readdirSync(path.join(DIST, 'assets'));
  const fontPreload = (prefix: string) => {
    const file = assets.find((name) => name.startsWith(prefix) && name.endsWith('.woff2'));
    return file ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}" />` : '';
  };
  const latinFont = fontPreload('inter-latin-wght-normal-');
  const arabicFont = fontPreload('cairo-arabic-wght-normal-');

  let pages = 0;
  for (const locale of LOCALES) {
    const meta = metaFor(locale);
    const { lang, dir } = LOCALE_INFO[locale];
    for (const route of ROUTES.filter((r) => r.prerender)) {
      const url = localizePath(route.path, locale);
      const body = await renderPage(url, route.path, locale);
      const pageMeta = meta[route.id];
      if (!pageMeta) throw new Error(`locales/${locale}/meta.json has no entry for ${route.id}`);
      const html = template
        .replace('<html lang="en" dir="ltr"', `<html lang="${lang}" dir="${dir}"`)
        .replace(/<title>.*<\/title>\s*<meta name="description" content="" \/>/s, '')
        .replace('<!--head-tags-->', headTags(SITE_URL, route.path, locale, pageMeta) + latinFont + (dir === 'rtl' ? arabicFont : ''))
        .replace('<div id="root"><!--app-html--></div>', `<div id="root" data-prerendered="${url}">${body}</div>`);
      const file = path.join(DIST, url === '/' ? '' : url, 'index.html');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, html);
      pages++;
    }
  }
  writeFileSync(path.join(DIST, 'sitemap.xml'), sitemapXml(SITE_URL));
  console.log(`[build] pre-rendered ${pages} pages (${LOCALES.join(', ')}), sitemap and SPA shell written to dist/`);
}

await build();
