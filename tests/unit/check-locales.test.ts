import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve(__dirname, '../../scripts/check-locales.ts');
const folders: string[] = [];

/** A locales folder with one namespace file per language. */
function localesFolder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-locales-'));
  folders.push(dir);
  for (const [lng, texts] of Object.entries(files)) {
    mkdirSync(path.join(dir, lng));
    writeFileSync(path.join(dir, lng, 'common.json'), JSON.stringify(texts));
  }
  return dir;
}

function checkLocales(dir: string) {
  const result = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  return { code: result.status, output: result.stdout + result.stderr };
}

const english = { title: 'Welcome to the portal', brand: 'Vozly', nav: { calls: 'Call history' } };
const spanish = { title: 'Bienvenido al portal', brand: 'Vozly', nav: { calls: 'Historial de llamadas' } };

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm run locales (scripts/check-locales.ts)', () => {
  it('passes when every language has exactly the English keys, translated (a brand may stay as it is)', () => {
    const { code, output } = checkLocales(localesFolder({ en: english, es: spanish }));
    expect(output).toContain('es: 0 missing, 0 extra, 0 still in English');
    expect(code).toBe(0);
  });

  it('reports a missing key and exits non-zero', () => {
    const { code, output } = checkLocales(localesFolder({ en: english, es: { ...spanish, nav: {} } }));
    expect(output).toContain('es: 1 missing, 0 extra, 0 still in English');
    expect(output).toContain('missing: common:nav.calls');
    expect(code).toBe(1);
  });

  it('reports an extra key and exits non-zero', () => {
    const { code, output } = checkLocales(localesFolder({ en: english, es: { ...spanish, farewell: 'Adiós' } }));
    expect(output).toContain('es: 0 missing, 1 extra, 0 still in English');
    expect(output).toContain('extra: common:farewell');
    expect(code).toBe(1);
  });

  it("accepts the plural forms of a language's own grammar, and reports a form it does not have", () => {
    const en = { ...english, calls_one: '{{count}} call', calls_other: '{{count}} calls' };
    const ae = {
      ...spanish,
      calls_zero: 'لا مكالمات',
      calls_one: 'مكالمة',
      calls_two: 'مكالمتان',
      calls_few: '{{count}} مكالمات',
      calls_many: '{{count}} مكالمة',
      calls_other: '{{count}} مكالمة',
    };
    const es = { ...spanish, calls_one: '{{count}} llamada', calls_few: '{{count}} llamadas', calls_other: '{{count}} llamadas' };
    const { code, output } = checkLocales(localesFolder({ en, ae, es }));
    expect(output).toContain('ae: 0 missing, 0 extra, 0 still in English');
    expect(output).toContain('es: 0 missing, 1 extra, 0 still in English');
    expect(output).toContain('extra: common:calls_few');
    expect(code).toBe(1);
  });

  it('reports a text left in English and exits non-zero', () => {
    const { code, output } = checkLocales(localesFolder({ en: english, ae: { ...english, title: 'مرحبًا بك في البوابة' } }));
    expect(output).toContain('ae: 0 missing, 0 extra, 1 still in English');
    expect(output).toContain('still in English: common:nav.calls');
    expect(code).toBe(1);
  });
});
