/**
 * The inline loader of a pre-rendered page, written into its HTML by scripts/build.ts (which
 * runs under Node's type stripping: this file stays plain TypeScript, relative imports only).
 *
 * The first paint of a pre-rendered public page needs nothing but its HTML: its critical CSS is inline,
 * and the rest is requested once the page has loaded and the browser has painted it (two frames
 * later; at once in a background tab, which paints nothing): the code that hydrates the page,
 * and with it the whole stylesheet and the fonts. On the landing page (`stylesOnDemand`) the
 * stylesheet and fonts wait for the visitor's first scroll, key press or tap
 * (STYLES_TRIGGER_EVENTS), or for the app to ask for them (STYLES_EVENT, `requestFullStyles()`):
 * until then the page looks the same in the metric-matched fallback face, and the browser does
 * not lay the long page out again for them. A portal page's shell links its stylesheets in its
 * head instead (no `stylesheets` here: their late arrival restyled the whole frame) and lists its
 * modules, requested with the page script (`modulePreloads`).
 */
import { STYLES_EVENT, STYLES_TRIGGER_EVENTS } from './events.ts';

export interface LoaderOptions {
  /** The page's module script (`/assets/index-*.js`). */
  src: string;
  /** The stylesheets' hrefs. */
  stylesheets: readonly string[];
  /** The web fonts' hrefs (woff2), preloaded with the stylesheets. */
  fonts: readonly string[];
  /** Whether the stylesheets and fonts wait for the first scroll or input (the landing page). */
  stylesOnDemand: boolean;
  /**
   * JS modules requested (modulepreload) with the page script, so that a page whose code is many
   * modules deep (a portal page) gets them all at once rather than import by import.
   */
  modulePreloads?: readonly string[];
}

/** A JavaScript string literal. */
const literal = (text: string) => JSON.stringify(text);

/** The loader's source, minified by hand (it is inline in every pre-rendered page). */
export function loaderScript({ src, stylesheets, fonts, stylesOnDemand, modulePreloads = [] }: LoaderOptions): string {
  const preloads = modulePreloads.length ? `${JSON.stringify(modulePreloads)}.forEach(function(h){l('modulepreload',h)});` : '';
  const links = [
    ...fonts.map((href) => `l('preload',${literal(href)},'font')`),
    ...stylesheets.map((href) => `l('stylesheet',${literal(href)})`),
  ];
  return [
    '(function(){var d=document,w=window,styled=0;',
    // l(rel, href, as): appends a <link> to the head.
    "function l(r,h,a){var e=d.createElement('link');e.rel=r;e.href=h;e.crossOrigin='';if(a){e.as=a;e.type='font/woff2'}d.head.appendChild(e)}",
    `function styles(){if(styled)return;styled=1;${links.join(';')}}`,
    `function go(){${stylesOnDemand ? '' : 'styles();'}${preloads}var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${literal(src)};d.head.appendChild(s)}`,
    stylesOnDemand
      ? `${JSON.stringify(STYLES_TRIGGER_EVENTS)}.forEach(function(t){w.addEventListener(t,styles,{once:true,passive:true,capture:true})});d.addEventListener(${literal(STYLES_EVENT)},styles);`
      : '',
    'function later(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}',
    "if(d.visibilityState==='hidden'){styles();go()}else if(d.readyState==='complete')later();else w.addEventListener('load',later)})()",
  ].join('');
}
