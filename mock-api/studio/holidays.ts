/** Spain's national public holidays of a year (offered in the opening hours for one click). */
import type { LocalizedText } from '../../src/lib/studio/types.ts';

export interface PublicHoliday {
  date: string;
  name: LocalizedText;
}

/** Easter Sunday of a year (Gregorian, anonymous algorithm). */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const FIXED: readonly [string, LocalizedText][] = [
  ['01-01', { en: 'New Year’s Day', es: 'Año Nuevo', ar: 'رأس السنة الميلادية' }],
  ['01-06', { en: 'Epiphany', es: 'Epifanía del Señor', ar: 'عيد الغطاس' }],
  ['05-01', { en: 'Labour Day', es: 'Fiesta del Trabajo', ar: 'عيد العمال' }],
  ['08-15', { en: 'Assumption of Mary', es: 'Asunción de la Virgen', ar: 'عيد انتقال العذراء' }],
  ['10-12', { en: 'National Day of Spain', es: 'Fiesta Nacional de España', ar: 'العيد الوطني لإسبانيا' }],
  ['11-01', { en: 'All Saints’ Day', es: 'Todos los Santos', ar: 'عيد جميع القديسين' }],
  ['12-06', { en: 'Constitution Day', es: 'Día de la Constitución', ar: 'يوم الدستور' }],
  ['12-08', { en: 'Immaculate Conception', es: 'Inmaculada Concepción', ar: 'عيد الحبل بلا دنس' }],
  ['12-25', { en: 'Christmas Day', es: 'Navidad', ar: 'عيد الميلاد' }],
];

export function spanishHolidays(year: number): PublicHoliday[] {
  const goodFriday = new Date(Date.parse(`${easter(year)}T12:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
  return [
    ...FIXED.map(([day, name]) => ({ date: `${year}-${day}`, name })),
    { date: goodFriday, name: { en: 'Good Friday', es: 'Viernes Santo', ar: 'الجمعة العظيمة' } },
  ].sort((a, b) => a.date.localeCompare(b.date));
}
