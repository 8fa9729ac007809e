import { describe, expect, it } from 'vitest';
import { guaranteeStatus, packageMinutes, runOutDay, withVat } from '@/lib/usage';

const DAY = 86_400_000;

describe('usage rules', () => {
  it('credits a package call as 2 minutes', () => {
    expect(packageMinutes(1000)).toBe(2000);
    expect(packageMinutes(20000)).toBe(40000);
  });

  it('adds Spanish VAT (21%) rounded to the cent', () => {
    expect(withVat(39900)).toEqual({ subtotal: 39900, vat: 8379, total: 48279 });
    expect(withVat(4900)).toEqual({ subtotal: 4900, vat: 1029, total: 5929 });
    expect(withVat(1)).toEqual({ subtotal: 1, vat: 0, total: 1 });
  });

  it('forecasts the day the balance runs out, none without use', () => {
    expect(runOutDay(980, 22.6, '2026-11-25')).toBe('2027-01-07');
    expect(runOutDay(10, 22.6, '2026-11-25')).toBe('2026-11-25');
    expect(runOutDay(0, 5, '2026-11-25')).toBe('2026-11-25');
    expect(runOutDay(500, 0, '2026-11-25')).toBeNull();
  });

  it('projects the guarantee while the quarter runs, then judges it', () => {
    const start = Date.UTC(2026, 7, 1);
    const end = start + 92 * DAY;
    expect(guaranteeStatus(start + 46 * DAY, start, end, 450, 230)).toEqual({ status: 'onTrack', projected: 460 });
    expect(guaranteeStatus(start + 46 * DAY, start, end, 450, 200)).toEqual({ status: 'atRisk', projected: 400 });
    expect(guaranteeStatus(start + 10 * DAY, start, end, 450, 451).status).toBe('onTrack');
    expect(guaranteeStatus(end, start, end, 450, 449)).toEqual({ status: 'eligible', projected: 449 });
    expect(guaranteeStatus(end + DAY, start, end, 450, 450)).toEqual({ status: 'met', projected: 450 });
  });
});
