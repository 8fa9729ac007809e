import { describe, expect, it } from 'vitest';
import { formatAmount, formatNumber, numberLocale } from '@/lib/format';
import { LOCALES } from '@/lib/locale';

describe('number formatting', () => {
  it.each(LOCALES)('writes prices (whole cents) in %s exactly as Intl does, two decimals and no grouping', (locale) => {
    const intl = new Intl.NumberFormat(numberLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
    for (const value of [0, 0.5, 1.05, 19.99, 199, 399, 890, 1234.5, 12000, 99999.99])
      expect(formatAmount(value, locale)).toBe(intl.format(value));
  });

  it('reuses one formatter per language and options, and keeps them apart', () => {
    expect(formatNumber(4.8, 'en')).toBe('4.8');
    expect(formatNumber(4.8, 'es')).toBe('4,8');
    expect(formatNumber(4.8, 'en')).toBe('4.8');
    expect(formatNumber(12000, 'es')).toBe('12.000');
    expect(formatNumber(12000, 'es', { useGrouping: false })).toBe('12000');
    // Arabic with Latin digits (docs/decisions.md); the sign keeps its place with direction marks.
    expect(formatNumber(0.5, 'ae', { style: 'percent' }).replace(/[\u200e\u200f]/g, '')).toBe('50%');
  });
});
