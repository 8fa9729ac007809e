/**
 * `npm run locales` (and the `locales` check of `npm test`): compares every language's texts with
 * English and reports, per language, the keys that are missing, the keys English does not have,
 * and the texts still in English. Exits 1 when any of the three is found.
 *
 * Layout: `locales/<lng>/<namespace>.json` (keys reported as `namespace:key.path`), or
 * `locales/<lng>.json`. Usage: `node scripts/check-locales.ts [LOCALES_DIR]` (default `locales`).
 *
 * "Still in English": a text identical to English that reads like words (two words of three
 * letters or more). A brand, a number, a symbol or a single word (Vozly, CVC, Total,
 * you@company.com) may stay as it is; a sentence may not, unless it is listed in
 * `SAME_AS_ENGLISH_ALLOWED`.
 *
 * Plural forms (i18next's `key_one`, `key_other`...): a language has the forms of its own grammar
 * (Intl.PluralRules), not English's. A form English lacks is not extra when the language has it
 * (Arabic's `_zero`, `_two`, `_few`, `_many`); one the language lacks is not missing (i18next
 * falls back to `_other`, which every language needs).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isLocale, LOCALE_INFO } from '../src/lib/locale.ts';

/** `namespace:key` texts a language may legitimately leave identical to English although they read like words. */
const SAME_AS_ENGLISH_ALLOWED: ReadonlySet<string> = new Set<string>([]);

type Tree = { [key: string]: unknown };
type Texts = Record<string, unknown>;

function flatten(tree: Tree, prefix: string, out: Texts): Texts {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value as Tree, full, out);
    else out[full] = value;
  }
  return out;
}

function readJson(file: string): Tree {
  return JSON.parse(readFileSync(file, 'utf8')) as Tree;
}

function load(dir: string, lng: string): Texts {
  const folder = path.join(dir, lng);
  const out: Texts = {};
  if (existsSync(folder) && statSync(folder).isDirectory()) {
    for (const file of readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const namespace = file.replace(/\.json$/, '');
      for (const [key, value] of Object.entries(flatten(readJson(path.join(folder, file)), '', {}))) out[`${namespace}:${key}`] = value;
    }
  } else if (existsSync(`${folder}.json`)) flatten(readJson(`${folder}.json`), '', out);
  return out;
}

const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;

/** The plural forms of a language folder's grammar (`ae` is Arabic: `ar`). */
const pluralForms = (lng: string) =>
  new Set<string>(new Intl.PluralRules(isLocale(lng) ? LOCALE_INFO[lng].lang : lng).resolvedOptions().pluralCategories);

/** A plural form of a text English has in plural forms, which this language's grammar has (or lacks). */
function otherPluralForm(key: string, english: Texts, forms: Set<string>, has: boolean): boolean {
  const match = PLURAL.exec(key);
  return !!match && forms.has(match[2] ?? '') === has && `${match[1]}_other` in english;
}

const readsLikeWords = (value: unknown) => typeof value === 'string' && /[a-z]{3,}\s+[a-z]{3,}/i.test(value);

function list(what: string, keys: string[]) {
  if (keys.length) console.log(`  ${what}: ${keys.slice(0, 12).join(', ')}${keys.length > 12 ? ` … (+${keys.length - 12})` : ''}`);
}

const dir = path.resolve(process.argv[2] ?? 'locales');
if (!existsSync(dir)) {
  console.log(`No locales folder at ${dir}.`);
  process.exit(1);
}
const languages = [
  ...new Set(
    readdirSync(dir)
      .filter((f) => !f.startsWith('.'))
      .map((f) => f.replace(/\.json$/, '')),
  ),
].sort();
if (!languages.includes('en')) {
  console.log(`No English (en) in ${dir}: nothing to compare with.`);
  process.exit(1);
}

const english = load(dir, 'en');
const englishKeys = Object.keys(english);
let problems = 0;
console.log(`en: ${englishKeys.length} keys`);
for (const lng of languages.filter((l) => l !== 'en')) {
  const texts = load(dir, lng);
  const forms = pluralForms(lng);
  const missing = englishKeys.filter((key) => !(key in texts) && !otherPluralForm(key, english, forms, false));
  const extra = Object.keys(texts).filter((key) => !(key in english) && !otherPluralForm(key, english, forms, true));
  const untranslated = englishKeys.filter(
    (key) => key in texts && texts[key] === english[key] && readsLikeWords(english[key]) && !SAME_AS_ENGLISH_ALLOWED.has(key),
  );
  problems += missing.length + extra.length + untranslated.length;
  console.log(`${lng}: ${missing.length} missing, ${extra.length} extra, ${untranslated.length} still in English`);
  list('missing', missing);
  list('extra', extra);
  list('still in English', untranslated);
}
process.exit(problems ? 1 : 0);
