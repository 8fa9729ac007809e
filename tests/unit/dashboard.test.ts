import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalLocaleFor, shownLanguage } from '@/features/dashboard/settings';
import { CALL_PACKAGE_IDS, normalizeWebsite, SETTINGS_LANGUAGES, VOICE_IDS, VOICES } from '@/lib/dashboard';
import { CALL_PACKAGES } from '@/lib/plans';

describe('settings language (the interface follows the portal where it can)', () => {
  it('switches the portal only for English and Spanish', () => {
    expect(SETTINGS_LANGUAGES.map(portalLocaleFor)).toEqual(['es', 'en', null, null]);
  });

  it.each([
    ['es', 'en', 'en'],
    ['en', 'es', 'es'],
    ['es', 'es', 'es'],
    ['fr', 'en', 'fr'],
    ['de', 'es', 'de'],
    ['en', 'ae', 'en'],
    ['es', 'ae', 'es'],
  ] as const)('saved %s on an %s page shows %s', (saved, portal, shown) => {
    expect(shownLanguage(saved, portal)).toBe(shown);
  });
});

describe('normalizeWebsite', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['example.com', 'https://example.com/'],
    ['http://example.com/about', 'http://example.com/about'],
    ['HTTPS://Example.com', 'https://example.com/'],
  ])('%j becomes %j', (input, output) => {
    expect(normalizeWebsite(input)).toBe(output);
  });

  it.each(['not a website', 'localhost', 'ftp://example.com', 'javascript:alert(1)', `https://${'a'.repeat(200)}.com`])(
    'refuses %j',
    (input) => {
      expect(normalizeWebsite(input)).toBeNull();
    },
  );
});

describe('catalogues', () => {
  it('has the three call packages with their calls and prices, pro the most popular', () => {
    expect(CALL_PACKAGES.map((p) => [p.id, p.calls, p.price, p.currency, p.period, p.popular])).toEqual([
      ['basic', 1000, 49, 'USD', 'month', false],
      ['pro', 5000, 99, 'USD', 'month', true],
      ['enterprise', 20000, 299, 'USD', 'month', false],
    ]);
    expect(CALL_PACKAGES.map((p) => p.id)).toEqual([...CALL_PACKAGE_IDS]);
  });

  it('has the six voices in order, each with a name, a gender and a Spanish variant', () => {
    expect(VOICES.map((v) => v.id)).toEqual([...VOICE_IDS]);
    expect(new Set(VOICES.map((v) => v.name)).size).toBe(6);
    for (const voice of VOICES) {
      expect(voice.gender).toBe(voice.id.includes('-f') ? 'female' : 'male');
      expect(voice.variant).toMatch(/^es-[A-Z]{2}$/);
    }
  });

  it.each(VOICES.map((v) => [v.id, v.sample]))('ships a small, real MP3 sample for %s', (_id, sample) => {
    const file = path.resolve(__dirname, '../../public', `.${sample}`);
    const size = statSync(file).size;
    expect(size).toBeGreaterThan(4_000);
    expect(size).toBeLessThan(40_000);
    const head = readFileSync(file).subarray(0, 3);
    // An ID3 tag or an MPEG audio frame sync.
    expect(head.toString('latin1') === 'ID3' || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)).toBe(true);
  });
});
