/**
 * `npm run build`: the client bundle (dist/), the prerender bundle (dist-ssr/), then every
 * public page pre-rendered per locale to static HTML that hydrates on load, the SPA shell for
 * the other routes (dist/spa.html) and the sitemap. SITE_URL sets the canonical origin.
 *
 * Everything is written to a staging folder that replaces dist/ in one rename at the end: whoever
 * reads dist/ meanwhile (a test of the served pages running beside the build in `npm test`, a
 * preview) sees the previous build or the whole new one, never a half-written one.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import BeastiesModule from 'beasties';
import { LOCALE_INFO, LOCALES, localizePath, type Locale } from '../src/lib/locale.ts';
import { headTags, sitemapXml } from '../src/lib/seo.ts';
import { ROUTES, routeMeta, type RouteDef } from '../src/lib/routes.ts';
import { loaderScript } from '../src/startup/loader.ts';
import { ROOT, run } from './lib.ts';

// Beasties' types describe a CommonJS module ({ default: class }); the ES module Node loads
// exports the class itself.
const Beasties = ('default' in BeastiesModule ? BeastiesModule.default : BeastiesModule) as typeof BeastiesModule.default;
type Beasties = InstanceType<typeof Beasties>;

export const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:5173').replace(/\/$/, '');
/** Where the build is published, and where it is written until then (same file system, for the rename). */
const PUBLISHED = path.join(ROOT, 'dist');
const DIST = path.join(ROOT, 'node_modules', '.cache', 'dist-building');
/** The smallest JS file a portal shell's loader preloads (`writePortalShells`). */
const PRELOAD_MIN_BYTES = 8 * 1024;
const SSR = path.join(ROOT, 'dist-ssr');

interface PageMeta {
  title: string;
  description: string;
}

/** A route's title and description in a locale, from where the portal reads them (routeMeta). */
function metaFor(locale: Locale, route: RouteDef): PageMeta {
  const { ns, prefix } = routeMeta(route);
  let texts: unknown = JSON.parse(readFileSync(path.join(ROOT, 'locales', locale, `${ns}.json`), 'utf8'));
  for (const part of prefix.split('.')) texts = (texts as Record<string, unknown> | undefined)?.[part];
  const meta = texts as Partial<PageMeta> | undefined;
  if (!meta?.title || !meta.description) throw new Error(`locales/${locale}/${ns}.json has no title and description at ${prefix}`);
  return { title: meta.title, description: meta.description };
}

async function build(): Promise<void> {
  rmSync(SSR, { recursive: true, force: true });
  // Two client builds: the first's chunks give the plan that groups modules by what always loads
  // with them, which the second applies (scripts/chunk-groups.ts).
  const planDir = mkdtempSync(path.join(tmpdir(), 'vozly-chunk-plan-'));
  const plan = path.join(planDir, 'plan.json');
  try {
    if (
      (await run('vite', ['build', '--logLevel', 'error', '--outDir', path.join(planDir, 'dist'), '--emptyOutDir'], {
        env: { VOZLY_CHUNK_PLAN_OUT: plan },
      })) !== 0
    )
      process.exit(1);
    if ((await run('vite', ['build', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir'], { env: { VOZLY_CHUNK_PLAN: plan } })) !== 0)
      process.exit(1);
  } finally {
    rmSync(planDir, { recursive: true, force: true });
  }
  if ((await run('vite', ['build', '--ssr', 'src/app/entry-server.tsx', '--outDir', 'dist-ssr', '--logLevel', 'error'])) !== 0) {
    process.exit(1);
  }

  const template = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const stylesheet = /<link rel="stylesheet" crossorigin href="\/assets\/([^"]+)"/.exec(template)?.[1];
  if (!stylesheet) throw new Error('dist/index.html links no stylesheet');
  unlistStylesheet(stylesheet);
  const spa = template.replace('<!--head-tags-->', '').replace('<!--app-html-->', '');
  writeFileSync(path.join(DIST, 'spa.html'), spa);

  const { renderPage } = (await import(pathToFileURL(path.join(SSR, 'entry-server.js')).href)) as {
    renderPage: RenderPage;
  };

  const assets = readdirSync(path.join(DIST, 'assets'));
  const font = (prefix: string) => assets.find((name) => name.startsWith(prefix) && name.endsWith('.woff2'));
  const latinFont = font('inter-latin-wght-normal-');
  const arabicFont = font('cairo-arabic-wght-normal-');
  // The metric-matched local fallback face (src/app/global.css) costs no download: it stays inline.
  const fallbackFace = /@font-face\{font-family:Inter Fallback;[^}]*\}/.exec(
    readFileSync(path.join(DIST, 'assets', stylesheet), 'utf8'),
  )?.[0];
  if (!fallbackFace) throw new Error('no Inter Fallback font face in the stylesheet');
  const critical = criticalCss(assets.filter((name) => name.endsWith('.css') && !template.includes(`/assets/${name}`)));

  const fontsFor = (dir: 'ltr' | 'rtl') => [latinFont, dir === 'rtl' ? arabicFont : undefined].filter((name) => name !== undefined);
  // A portal page's frame is drawn in its fonts from the first paint, or in the fallback face for
  // the whole page view: the faces are `font-display: optional` (scripts/startup-plugins.ts) and
  // the files are preloaded with the document. Drawn again in the font a second later, the page's
  // largest text counted as a new largest paint after all the page's JavaScript.
  const mainCss = readFileSync(path.join(DIST, 'assets', stylesheet), 'utf8');
  for (const file of fontsFor('rtl')) {
    const face = new RegExp(`@font-face\\{[^}]*/assets/${file.replaceAll('.', '\\.')}[^}]*\\}`).exec(mainCss)?.[0];
    if (!face?.includes('font-display:optional')) throw new Error(`no optional font face for ${file} in the stylesheet`);
  }
  const portalFonts = (dir: 'ltr' | 'rtl') =>
    fontsFor(dir)
      .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`)
      .join('');
  const shells = await writePortalShells(spa, renderPage, (page, dir, modules, stylesheets) =>
    portalPage(page, portalFonts(dir), stylesheets, modules),
  );

  let pages = 0;
  for (const locale of LOCALES) {
    const { lang, dir } = LOCALE_INFO[locale];
    for (const route of ROUTES.filter((r) => r.prerender)) {
      const url = localizePath(route.path, locale);
      const body = await renderPage(url, route.path, locale);
      const pageMeta = metaFor(locale, route);
      const page = template
        .replace('<html lang="en" dir="ltr"', `<html lang="${lang}" dir="${dir}"`)
        .replace(/<title>.*<\/title>\s*<meta name="description" content="" \/>/s, '')
        .replace('<!--head-tags-->', headTags(SITE_URL, route.path, locale, pageMeta))
        .replace('<div id="root"><!--app-html--></div>', `<div id="root" data-prerendered="${url}">${body}</div>`);
      const html = paintFirst(page, await inlineCss(critical, page, fallbackFace), fontsFor(dir), route.id === 'landing');
      const file = path.join(DIST, url === '/' ? '' : url, 'index.html');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, html);
      pages++;
    }
  }
  writeFileSync(path.join(DIST, 'sitemap.xml'), sitemapXml(SITE_URL));
  console.log(
    `[build] pre-rendered ${pages} pages (${LOCALES.join(', ')}), ${shells} portal shells, sitemap and SPA shell written to dist/`,
  );
}

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>;
type RenderPage = (url: string, path: string, locale: Locale, options?: { signedIn?: boolean }) => Promise<string>;
/** A portal page's HTML as it is served (`portalPage`), from its shell, its modules and its stylesheets. */
type Finish = (page: string, dir: 'ltr' | 'rtl', modulePreloads: string[], stylesheets: string[]) => string;

/**
 * The shell of each dashboard page without parameters, per locale (dist/dashboard/calls/index.html,
 * dist/ae/dashboard/calls/index.html, ...), painted before any JavaScript runs:
 * - in the locale's language and direction, with the page's title and description;
 * - holding the portal's frame pre-rendered (header, sidebar, the page in its loading state: its
 *   heading and skeletons where it shows them; no account, no data), which the app hydrates
 *   when a session token is stored (src/app/main.tsx, `data-portal-frame`);
 * - with its stylesheets linked in the head, render-blocking (`portalPage`): the entry's and those
 *   of the chunks the page's code imports, so the first paint is drawn with every rule the app
 *   will use. A public page paints from its critical CSS and gets the whole stylesheet later;
 *   on a portal page that late stylesheet restyled and laid out the whole frame after the first
 *   paint, one task of 200-300 ms on a 4x slowed CPU (Lighthouse's TBT), for a first paint about
 *   half a second sooner (docs/performance.md, "The portal's first load");
 * - its inline loader requests every JS file the page needs (the portal's frame, React DOM, the
 *   guard, the dashboard layout and the page, with their whole static graph) with the page
 *   script, as modulepreload: all at once instead of import by import, and after the first paint
 *   (preload links in the HTML delay it: they compete with the document for the network).
 * Pages with parameters and the rest use dist/spa.html. Returns how many shells were written.
 */
async function writePortalShells(spa: string, renderPage: RenderPage, finish: Finish): Promise<number> {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  // A chunk's files and, after those of the chunks it imports (the order the cascade expects), its stylesheets.
  const graph = (key: string, files: Set<string>, css: Set<string>): void => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) graph(next, files, css);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  };
  const pages = readFileSync(path.join(ROOT, 'src', 'app', 'pages.ts'), 'utf8');
  const reactDom = entry.dynamicImports?.find((key) => /react-dom[\\/]client/.test(key));
  const common = ['src/app/browserApp.tsx', ...(reactDom ? [reactDom] : []), 'src/app/RequireAuth.tsx', 'src/app/DashboardLayout.tsx'];
  let shells = 0;
  for (const route of ROUTES.filter((r) => r.access === 'protected' && r.layout === 'dashboard' && !r.path.includes(':'))) {
    // The page's module, as src/app/pages.ts imports it (`calls: lazyPage(() => import('@/pages/CallsPage'))`).
    const page = new RegExp(`\\b${route.id}: lazyPage\\([^\\n]*?import\\('@/(pages/\\w+)'\\)`).exec(pages)?.[1];
    const files = new Set<string>([entry.file]);
    const css = new Set<string>(entry.css);
    for (const key of common) graph(key, files, css);
    // Without it (a page declared otherwise), the page's own files come when its code asks for them.
    if (page && manifest[`src/${page}.tsx`]) graph(`src/${page}.tsx`, files, css);
    files.delete(entry.file);
    const stylesheets = [...css].map((file) => `/${file}`);
    // Only the large files: each link the loader adds costs the main thread a few milliseconds on a
    // phone (about 3 ms each on a 4x slowed CPU), and the small ones (a component's own chunk) are
    // found one step later, when the page's chunk that imports them is read.
    const modules = [...files].filter((file) => statSync(path.join(DIST, file)).size >= PRELOAD_MIN_BYTES).map((file) => `/${file}`);
    for (const locale of LOCALES) {
      const { lang, dir } = LOCALE_INFO[locale];
      const url = localizePath(route.path, locale);
      const meta = metaFor(locale, route);
      const body = await renderPage(url, route.path, locale, { signedIn: true });
      const shell = spa
        .replace('<html lang="en" dir="ltr"', `<html lang="${lang}" dir="${dir}"`)
        .replace(
          /<title>.*<\/title>\s*<meta name="description" content="" \/>/s,
          `<title>${escapeHtml(meta.title)}</title>\n    <meta name="description" content="${escapeHtml(meta.description)}" />`,
        )
        .replace('<div id="root"></div>', `<div id="root" data-portal-frame="${url}">${body}</div>`);
      if (!shell.includes('data-portal-frame')) throw new Error('dist/spa.html has no empty #root');
      const html = finish(shell, dir, modules, stylesheets);
      const file = path.join(DIST, url, 'index.html');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, html);
      shells++;
    }
  }
  return shells;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Finds, for each pre-rendered page, the CSS rules its HTML uses (from the page's stylesheet,
 * and from every chunk's stylesheet: the page's sections carry their chunks' classes), without
 * any @font-face: the web fonts come later (`inlineCss` adds the local fallback face).
 */
function criticalCss(stylesheets: string[]): Beasties {
  return new Beasties({
    path: DIST,
    publicPath: '/',
    additionalStylesheets: stylesheets.map((name) => `/assets/${name}`),
    preload: 'media',
    noscriptFallback: false,
    pruneSource: false,
    fonts: false,
    keyframes: 'critical',
    // Beasties looks for matches below <html>, never at it: the light scheme's variables (Mantine's
    // defaults and the theme's, src/app/mantine-theme.css), set on `:root[data-mantine-color-scheme]`,
    // would be left out, and text would take the browser's colours until the whole stylesheet came.
    allowRules: [/^:root\[data-mantine-color-scheme=["']?light["']?\]$/],
    compress: true,
    logLevel: 'warn',
  });
}

/** The page's critical CSS: only Beasties' <style> is kept, its re-serialised HTML could fail hydration. */
async function inlineCss(beasties: Beasties, page: string, fallbackFace: string): Promise<string> {
  const processed = await beasties.process(page);
  const style = /<head>[\s\S]*?(<style>[\s\S]*?<\/style>)[\s\S]*?<\/head>/.exec(processed)?.[1];
  if (!style) throw new Error('Beasties found no critical CSS');
  return style.replace('<style>', `<style>${fallbackFace}`);
}

/**
 * Vite lists the entry's stylesheet among the files some lazy chunks preload (the landing page's
 * chunk among them), which would bring it with the page's code. The page brings it itself
 * (`paintFirst`): in those lists it is replaced by the chunk itself, which is loaded already
 * (it is the one asking), so the preload helper skips it. The entries are looked up by their
 * index in the list: removing one would shift every later index onto the wrong file.
 */
function unlistStylesheet(stylesheet: string): void {
  const entry = `"assets/${stylesheet}"`;
  for (const name of readdirSync(path.join(DIST, 'assets')).filter((file) => file.endsWith('.js'))) {
    const file = path.join(DIST, 'assets', name);
    const code = readFileSync(file, 'utf8');
    if (code.includes(entry)) writeFileSync(file, code.replaceAll(entry, `"assets/${name}"`));
  }
}

/** The page's module script: its tag (to take out of the HTML) and its src (for the inline loader). */
function moduleScript(html: string): { tag: string; src: string } {
  const script = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!script?.[1]) throw new Error('pre-rendered page without its module script');
  return { tag: script[0], src: script[1] };
}

/**
 * Moves a pre-rendered public page's module script and stylesheets into the inline loader
 * (src/startup/loader.ts): the first paint needs nothing but the HTML and its critical CSS.
 * Visitors without JavaScript get the stylesheet from <noscript>.
 */
function paintFirst(html: string, style: string, fonts: string[], stylesOnDemand: boolean): string {
  const script = moduleScript(html);
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)"[^>]*>/g)];
  let out = html.replace(script.tag, '');
  for (const [index, [tag]] of stylesheets.entries()) out = out.replace(tag, index === 0 ? style : '');
  const css = stylesheets.map((match) => match[1] ?? '');
  const loader = loaderScript({ src: script.src, stylesheets: css, fonts: fonts.map((name) => `/assets/${name}`), stylesOnDemand });
  const noscript = css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  return out.replace('</head>', `<noscript>${noscript}</noscript>\n  </head>`).replace('</body>', `<script>${loader}</script>\n  </body>`);
}

/**
 * A portal page's shell as it is served: its font preloads and stylesheets in the head, its module
 * script moved into the inline loader with the modules to preload (requested once the frame is
 * painted, as on a public page).
 */
function portalPage(html: string, fontPreloads: string, stylesheets: string[], modulePreloads: string[]): string {
  const script = moduleScript(html);
  const entryStyles = /<link rel="stylesheet" crossorigin href="[^"]+"[^>]*>/.exec(html);
  if (!entryStyles) throw new Error('portal shell without its stylesheet');
  const links = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  const loader = loaderScript({ src: script.src, stylesheets: [], fonts: [], stylesOnDemand: false, modulePreloads });
  return html
    .replace(script.tag, '')
    .replace(entryStyles[0], fontPreloads + links)
    .replace('</body>', `<script>${loader}</script>\n  </body>`);
}

/** Replaces dist/ with the finished build: two renames, so dist/ is missing only between them. */
function publish(): void {
  const previous = `${PUBLISHED}.previous`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(PUBLISHED)) renameSync(PUBLISHED, previous);
  renameSync(DIST, PUBLISHED);
  rmSync(previous, { recursive: true, force: true });
}

await build();
publish();
