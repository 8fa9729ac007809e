import { describe, expect, it } from 'vitest';
import { DAY_ORDER, formatDayText, parseDayText } from '@/lib/dateText';
import { numberLocale } from '@/lib/format';
import { LOCALES } from '@/lib/locale';

describe('days typed as text (the call history filters)', () => {
  it.each(LOCALES)('puts day and month in %s in the order of the call table (Intl)', (locale) => {
    const parts = new Intl.DateTimeFormat(numberLocale(locale), { year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(
      new Date(Date.UTC(2026, 10, 27, 12)),
    );
    const order = parts.filter((part) => part.type === 'day' || part.type === 'month').map((part) => part.type[0]);
    expect(DAY_ORDER[locale].slice(0, 2)).toBe(order.join(''));
  });

  it('writes an ISO day in the page order, and nothing for none', () => {
    expect(formatDayText('2026-11-27', 'en')).toBe('11/27/2026');
    expect(formatDayText('2026-11-27', 'es')).toBe('27/11/2026');
    expect(formatDayText('2026-11-27', 'ae')).toBe('27/11/2026');
    expect(formatDayText(undefined, 'es')).toBe('');
    expect(formatDayText('27/11/2026', 'es')).toBe('');
  });

  it('reads what was typed back to the same ISO day, with other separators, short parts and Arabic digits', () => {
    for (const locale of LOCALES) expect(parseDayText(formatDayText('2026-02-28', locale), locale)).toBe('2026-02-28');
    expect(parseDayText('11/27/2026', 'en')).toBe('2026-11-27');
    expect(parseDayText('27/11/2026', 'es')).toBe('2026-11-27');
    expect(parseDayText(' 1.2.2026 ', 'es')).toBe('2026-02-01');
    expect(parseDayText('1-2-2026', 'en')).toBe('2026-01-02');
    expect(parseDayText('٢٧/١١/٢٠٢٦', 'ae')).toBe('2026-11-27');
    expect(parseDayText('2026-11-27', 'es')).toBe('2026-11-27');
    expect(parseDayText('', 'en')).toBe('');
    expect(parseDayText('   ', 'en')).toBe('');
  });

  it('refuses what is no real day', () => {
    for (const text of ['27/11/2026', '02/30/2026', '11/27', '11/27/26', 'hello', '11/27/2026/1', '0/12/2026', '2026-13-01', '123/1/2026'])
      expect(parseDayText(text, 'en'), text).toBeNull();
    // A day of three digits is no day, even when its number would be one (015).
    for (const text of ['1/123/2026', '3/015/2026']) expect(parseDayText(text, 'en'), text).toBeNull();
    expect(parseDayText('015/03/2026', 'es')).toBeNull();
    expect(parseDayText('29/02/2027', 'es')).toBeNull();
    expect(parseDayText('29/02/2028', 'es')).toBe('2028-02-29');
  });
});
