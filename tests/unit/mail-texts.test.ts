/**
 * The mock API's e-mail texts (the `mail` namespace of locales/, rendered by mock-api/mailTexts.ts):
 * placeholders filled, plural forms chosen per language, and every text in every language.
 */
import { describe, expect, it } from 'vitest';
import ae from '../../locales/ae/mail.json' with { type: 'json' };
import en from '../../locales/en/mail.json' with { type: 'json' };
import { findMailText, mailText, type MailKey } from '../../mock-api/mailTexts.ts';

type Tree = { [key: string]: string | Tree };
const LANGS = ['en', 'es', 'ar'] as const;

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Every text of English by key, plural forms under their base key (`digest.asked`). */
const englishKeys = [...new Set(leaves(en).map(([key]) => key.replace(PLURAL, '')))] as MailKey[];
const placeholdersOf = (key: MailKey) =>
  [...new Set(leaves(en).flatMap(([k, text]) => (k.replace(PLURAL, '') === key ? [...text.matchAll(/\{\{(\w+)\}\}/g)] : [])))].map(
    (m) => m[1] as string,
  );

describe('mail texts (mock-api/mailTexts.ts)', () => {
  it('fills every {{placeholder}}, leaving the values as they are', () => {
    expect(mailText('en', 'verification.text', { name: 'Ana', link: 'https://portal.test/verify-email?token=a' })).toBe(
      'Hello Ana,\n\nOpen this link to confirm your e-mail and activate your account (valid for 24 hours):\nhttps://portal.test/verify-email?token=a\n',
    );
    // A value that looks like a placeholder or a replacement pattern is not read again.
    expect(mailText('es', 'call.subject', { outcome: 'Cita reservada', caller: '{{outcome}} $& $1' })).toBe(
      'Cita reservada: llamada de {{outcome}} $& $1',
    );
    expect(mailText('es', 'call.subject', { outcome: 'Cita reservada' })).toBe('Cita reservada: llamada de {{caller}}');
  });

  it('picks the plural form of the language by count, the number written as today', () => {
    const asked = (lang: (typeof LANGS)[number], count: number) => mailText(lang, 'digest.asked', { count });
    // Arabic, like every namespace, writes `_one` and `_other` only: its `_other` names the count
    // without a counted noun (whose form would change with the number), and every other form of
    // its grammar (zero, two, few, many) falls back to it.
    expect([1, 2, 3, 11, 100].map((count) => asked('ar', count))).toEqual([
      'طُرح مرة واحدة',
      'عدد مرات طرحه: 2',
      'عدد مرات طرحه: 3',
      'عدد مرات طرحه: 11',
      'عدد مرات طرحه: 100',
    ]);
    expect(findMailText('ar', 'digest.asked', 2)).toBe((ae.digest as Record<string, string>).asked_other);
    expect([asked('en', 1), asked('en', 2), asked('es', 1), asked('es', 5)]).toEqual([
      'asked once',
      'asked 2 times',
      'preguntada una vez',
      'preguntada 5 veces',
    ]);
    // Spanish's `many` (a million) falls back to `_other`, as in i18next.
    expect(asked('es', 1_000_000)).toBe('preguntada 1000000 veces');
  });

  it.each(LANGS)('%s has every text English has, in each plural form, with the same placeholders', (lang) => {
    const problems: string[] = [];
    for (const key of englishKeys) {
      const vars = Object.fromEntries(placeholdersOf(key).map((name) => [name, `<${name}>`]));
      for (const count of [0, 1, 2, 3, 11, 100, 1.5, 1_000_000]) {
        const text = findMailText(lang, key, count);
        if (text === undefined) problems.push(`${key} (${count}): missing`);
        else if (/\{\{/.test(mailText(lang, key, { ...vars, count }))) problems.push(`${key} (${count}): unknown placeholder`);
      }
    }
    expect(problems).toEqual([]);
  });
});
