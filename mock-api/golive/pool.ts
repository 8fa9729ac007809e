/**
 * The agent numbers the mock carrier holds, per country: 100 numbers each, in E.164, every one a
 * valid fixed or geographic number of its country (libphonenumber; the US and UK ranges are the
 * ones reserved for fiction, 555-01xx and 020 7946 0xxx, so no real subscriber is ever shown).
 */
import type { GoLiveCountry } from '../../src/lib/golive/rules.ts';

const range = (prefix: string, from: number, count: number, width: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${String(from + index).padStart(width, '0')}`);

export const NUMBER_POOL: Record<GoLiveCountry, readonly string[]> = {
  ES: range('+34910555', 100, 100, 3),
  MX: range('+52551234', 100, 100, 4),
  AE: range('+9714234', 100, 100, 4),
  US: range('+1212555', 100, 100, 4),
  GB: range('+4420794', 60100, 100, 5),
};

/** The first number of the country's pool that no account holds, or null when the pool is used up. */
export function freeNumber(country: GoLiveCountry, taken: ReadonlySet<string>): string | null {
  return NUMBER_POOL[country].find((number) => !taken.has(number)) ?? null;
}
