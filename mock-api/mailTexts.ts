/**
 * The words of every e-mail (and short message) the mock API sends: the `mail` namespace of the
 * locale files (locales/<lng>/mail.json), so a translator edits them where every other text of
 * the portal is. The layout (line breaks between parts, HTML markup) stays in the code that
 * builds each mail. Texts use i18next's syntax: `{{name}}` placeholders, and plural forms
 * (`key_one`, `key_other`; a form the file lacks falls back to `_other`) chosen by the `count` variable.
 */
import ae from '../locales/ae/mail.json' with { type: 'json' };
import en from '../locales/en/mail.json' with { type: 'json' };
import es from '../locales/es/mail.json' with { type: 'json' };
import type { LocaleInfo } from '../src/lib/locale.ts';

type Tree = { [key: string]: string | Tree };
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** Every text's dotted path in the English file (`digest.subject`). */
type Leaf<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaf<T[K], `${P}${K}.`>;
}[keyof T & string];
type PluralBase<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** A text of the `mail` namespace, plural forms named by their base key (`digest.asked`). */
export type MailKey = PluralBase<Leaf<typeof en>>;
/** The values of a text's `{{name}}` placeholders; `count` also picks the plural form. */
export type MailVars = Record<string, string | number>;

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
}

/** The mock API's languages (Accept-Language: en, es, ar); Arabic's folder is `ae`, as the portal's URL prefix. */
type Lang = LocaleInfo['lang'];
const TEXTS: Record<Lang, Map<string, string>> = { en: flatten(en), es: flatten(es), ar: flatten(ae) };
const PLURALS: Record<Lang, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  es: new Intl.PluralRules('es'),
  ar: new Intl.PluralRules('ar'),
};

/**
 * The text of `key` in `lang`, in the plural form `count` takes there (as i18next picks it: the
 * language's form, else `_other`); undefined when the language has no such text.
 */
export function findMailText(lang: Lang, key: MailKey, count?: number): string | undefined {
  const texts = TEXTS[lang];
  if (count !== undefined) {
    const form = texts.get(`${key}_${PLURALS[lang].select(count)}`);
    if (form !== undefined) return form;
  }
  return texts.get(key) ?? texts.get(`${key}_other`);
}

/**
 * A mail text in `lang`, its `{{name}}` placeholders filled from `vars` (a number as it is
 * written in code, in every language). A text missing in a language falls back to English.
 */
export function mailText(lang: Lang, key: MailKey, vars: MailVars = {}): string {
  const count = typeof vars.count === 'number' ? vars.count : undefined;
  const text = findMailText(lang, key, count) ?? findMailText('en', key, count) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (name in vars ? String(vars[name]) : placeholder));
}
