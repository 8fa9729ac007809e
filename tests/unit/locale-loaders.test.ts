/**
 * The app's locale loaders (src/i18n/loaders, joined by src/i18n/withShell.ts as createI18n.ts does): every namespace of every language can be loaded,
 * each with its own file's texts, the shell's five coming from one chunk.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as ae from '@/i18n/loaders/ae';
import * as en from '@/i18n/loaders/en';
import * as es from '@/i18n/loaders/es';
import { NAMESPACES, SHELL_NAMESPACES } from '@/i18n/namespaces';
import { withShell } from '@/i18n/withShell';

const LOADERS = {
  en: withShell('en', en.files, en.shell),
  es: withShell('es', es.files, es.shell),
  ae: withShell('ae', ae.files, ae.shell),
};

describe('locale loaders', () => {
  for (const [locale, loaders] of Object.entries(LOADERS)) {
    it(`${locale}: one loader per namespace, giving that namespace's file`, async () => {
      expect(Object.keys(loaders).sort()).toEqual(NAMESPACES.map((ns) => `../../../locales/${locale}/${ns}.json`).sort());
      for (const ns of NAMESPACES) {
        const file = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../locales', locale, `${ns}.json`), 'utf8'));
        expect(await loaders[`../../../locales/${locale}/${ns}.json`]!(), `${locale}/${ns}`).toEqual(file);
      }
    });
  }

  it('the shell namespaces are the ones bundled together', () => {
    expect([...SHELL_NAMESPACES].sort()).toEqual(['common', 'errors', 'footer', 'header', 'meta']);
  });
});
