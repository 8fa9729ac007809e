import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, SERVER_NAMESPACES } from '@/i18n/namespaces';
import { LOCALE_INFO, LOCALES, type Locale } from '@/lib/locale';
import { ERROR_KEYS } from '@/lib/message';
import { ROUTES, routeMeta } from '@/lib/routes';

type Tree = { [key: string]: string | Tree };
const dir = path.resolve(__dirname, '../../locales');

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[full] = value;
    else if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(out, flatten(value, full));
    else throw new Error(`${full}: only strings and objects are allowed in locale files`);
  }
  return out;
}

function load(locale: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of readdirSync(path.join(dir, locale)).filter((f) => f.endsWith('.json'))) {
    const ns = file.replace(/\.json$/, '');
    const tree = JSON.parse(readFileSync(path.join(dir, locale, file), 'utf8')) as Tree;
    for (const [key, value] of Object.entries(flatten(tree))) out[`${ns}:${key}`] = value;
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const english = load('en');

const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;
/**
 * The key a text is compared by: a plural form (`_one`, `_few`...) of the language's own grammar
 * (Intl.PluralRules) counts as one plural text, since Arabic has forms English has not.
 */
function keysOf(locale: Locale, texts: Record<string, string>): Set<string> {
  const forms = new Intl.PluralRules(LOCALE_INFO[locale].lang).resolvedOptions().pluralCategories as string[];
  return new Set(
    Object.keys(texts).map((key) => {
      const match = PLURAL.exec(key);
      return match?.[2] && forms.includes(match[2]) ? `${match[1]}_{plural}` : key;
    }),
  );
}

describe('locale files', () => {
  it("has one folder per locale and one file per namespace, the portal's and the mock API's", () => {
    expect(readdirSync(dir).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      const files = readdirSync(path.join(dir, locale)).map((f) => f.replace(/\.json$/, ''));
      expect(files.sort(), locale).toEqual([...NAMESPACES, ...SERVER_NAMESPACES].sort());
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the keys of English (plural forms its own)', (locale) => {
    const texts = load(locale);
    const keys = keysOf(locale, texts);
    const englishKeys = keysOf('en', english);
    const missing = [...englishKeys].filter((key) => !keys.has(key));
    const extra = [...keys].filter((key) => !englishKeys.has(key));
    const withoutOther = [...keys].filter((key) => key.endsWith('_{plural}') && !(key.replace(/\{plural\}$/, 'other') in texts));
    expect({ missing, extra, withoutOther }).toEqual({ missing: [], extra: [], withoutOther: [] });
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s keeps every {{placeholder}} of English', (locale) => {
    const translated = load(locale);
    const mismatched = Object.keys(english).filter(
      (key) => translated[key] !== undefined && placeholders(translated[key]).join() !== placeholders(english[key] ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s is translated, not English left in place', (locale) => {
    const translated = load(locale);
    const sentence = /[a-z]{3,}\s+[a-z]{3,}/i;
    const untranslated = Object.keys(english).filter((key) => translated[key] === english[key] && sentence.test(english[key] ?? ''));
    expect(untranslated).toEqual([]);
  });

  it.each(LOCALES)('%s has no empty text', (locale) => {
    const empty = Object.entries(load(locale))
      .filter(([, value]) => !value.trim())
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('Arabic is written in Arabic script', () => {
    const arabic = Object.values(load('ae')).join(' ');
    const letters = arabic.match(/[\u0600-\u06FF]/g)?.length ?? 0;
    expect(letters).toBeGreaterThan(arabic.length * 0.3);
  });

  it('every error key the error mapping produces exists', () => {
    for (const key of ERROR_KEYS) expect(english, key).toHaveProperty([key]);
  });

  it('every route has a title and a description in every locale', () => {
    for (const locale of LOCALES) {
      const texts = load(locale);
      for (const route of ROUTES) {
        const { ns, prefix } = routeMeta(route);
        expect(texts[`${ns}:${prefix}.title`], `${locale} ${route.id}`).toBeTruthy();
        expect(texts[`${ns}:${prefix}.description`], `${locale} ${route.id}`).toBeTruthy();
      }
    }
  });
});
