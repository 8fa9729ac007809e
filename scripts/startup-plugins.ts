/**
 * Build-time rewrites of two libraries' source that make the first load cheaper for the browser's
 * main thread without changing what the code does. Both were found in throttled Chromium traces
 * of the landing page and are measured in `npm run bench`; `tests/unit/startup-plugins.test.ts`
 * holds them to the libraries' current source, so an upgrade that moves the code fails loudly
 * instead of silently losing the rewrite.
 */
import type { Plugin } from 'vite';

/**
 * React DOM builds five sentinel errors (SuspenseException, HydrationMismatchException, ...)
 * at the top level of its 200 kB module. React only ever compares them by identity. But in
 * Chromium, constructing an Error records a detailed stack trace for the console, which needs the
 * source positions of every function on the stack; V8 compiles without them and, when asked,
 * re-parses the function. Here the functions on the stack are the whole module and its CommonJS
 * wrapper, so loading React DOM cost a task of about 100 ms on a 4x slowed CPU, 85 % of it
 * re-parsing. The sentinels become objects with Error's prototype and the same message, built
 * without calling the constructor: `instanceof Error`, `message`, `name` and `toString()` are
 * unchanged; only `stack` is absent, which React never reads.
 */
export const REACT_DOM_SENTINELS = [460, 461, 474, 519, 542];
const REACT_DOM_CLIENT = /\/react-dom\/cjs\/react-dom-client\.production\.js$/;

export function sentinelsWithoutStacks(code: string): string {
  let replaced = 0;
  const next = code.replace(
    /^(var | {2})(\w+) = Error\(formatProdErrorMessage\((\d+)\)\)(?=[,;]$)/gm,
    (match, lead: string, name: string, id: string) => {
      if (!REACT_DOM_SENTINELS.includes(Number(id))) return match;
      replaced++;
      return `${lead}${name} = Object.create(Error.prototype, { message: { value: formatProdErrorMessage(${id}), writable: !0, configurable: !0 } })`;
    },
  );
  if (replaced !== REACT_DOM_SENTINELS.length) {
    throw new Error(
      `startup-plugins: expected React DOM's ${REACT_DOM_SENTINELS.length} top-level sentinel errors (${REACT_DOM_SENTINELS.join(', ')}), found ${replaced}. React DOM changed: review sentinelsWithoutStacks.`,
    );
  }
  return next;
}

/**
 * libphonenumber-js ships its metadata as one 157 kB object literal. The same data as a string
 * given to JSON.parse is much quicker for V8 to read than JavaScript to parse and run (V8's own
 * advice for large data), and it is read on the main thread when the lead forms come alive.
 */
const PHONE_METADATA = /\/libphonenumber-js\/metadata\.(min|max|mobile)\.json\.js$/;

export function metadataAsJsonParse(code: string): string {
  const start = code.indexOf('export default ');
  if (start < 0) throw new Error('startup-plugins: libphonenumber-js metadata has no default export');
  const literal = code
    .slice(start + 'export default '.length)
    .trim()
    .replace(/;$/, '');
  const data: unknown = JSON.parse(literal); // throws if the file is no longer pure JSON
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});\n`;
}

/**
 * The self-hosted fonts (Inter, Cairo) ship with `font-display: swap`: text is drawn at once in
 * the metric-matched fallback face, then drawn again when the font arrives. A pre-rendered portal
 * page paints its frame and heading from HTML in the fallback face; the font then arrived with the
 * stylesheet about a second later and the redrawn text, a few pixels wider, counted as a new
 * largest contentful paint after all the JavaScript (Lighthouse mobile: LCP 6.0 s instead of
 * 0.8 s on the usage page). `optional` keeps the fallback face for a page view whose font did not
 * arrive within the block period (about 100 ms) and uses the font from the cache on the next one:
 * no second drawing, no shift. The app's build only: Storybook's screenshots keep the fonts.
 */
const FONTSOURCE_CSS = /\/@fontsource-variable\/(inter|cairo)\/[\w-]+\.css$/;

export function fontDisplayOptional(code: string): string {
  const next = code.replaceAll(/font-display:\s*swap/g, 'font-display: optional');
  if (next === code) throw new Error('startup-plugins: a @fontsource stylesheet without `font-display: swap`: review fontDisplayOptional.');
  return next;
}

export function startupPlugins(): Plugin[] {
  return [
    {
      name: 'vozly-font-display',
      enforce: 'pre',
      // Storybook's build reads this config too (STORYBOOK is set by its CLI): its fonts stay `swap`.
      apply: (_config, { command }) => command === 'build' && !process.env.STORYBOOK,
      transform(code, id) {
        const file = id.split('?')[0] ?? id;
        return FONTSOURCE_CSS.test(file) ? { code: fontDisplayOptional(code), map: null } : null;
      },
    },
    startupRewrites(),
  ];
}

function startupRewrites(): Plugin {
  return {
    name: 'vozly-startup',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (REACT_DOM_CLIENT.test(file)) return { code: sentinelsWithoutStacks(code), map: null };
      if (PHONE_METADATA.test(file)) return { code: metadataAsJsonParse(code), map: null };
      return null;
    },
  };
}
