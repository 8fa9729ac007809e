import type { TFunction } from 'i18next';
import { isolate } from '@/lib/bidi';
import type { CallFilters, CallSortKey, CallSummary, SortOrder } from '@/lib/calls';
import { formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/locale';

/** A page of the call history, as the list shows it. */
export interface CallsListData {
  /** The calls of the page shown. */
  items: CallSummary[];
  /** Calls matching the filters (all pages). */
  total: number;
  /** Calls before this page (0 on the first). */
  offset: number;
}

export interface CallsSort {
  key: CallSortKey;
  order: SortOrder;
}

export const hasFilters = (filters: CallFilters) =>
  Boolean(filters.from || filters.to || filters.direction || filters.outcome || filters.q);

/** "Calls 1–12 of 959": the calls shown of all that match; the range isolated as one block (src/lib/bidi.ts). */
export function rangeText(t: TFunction<'calls'>, locale: Locale, offset: number, shown: number, total: number): string {
  const range = `${formatNumber(offset + 1, locale)}–${formatNumber(offset + shown, locale)}`;
  return t('list.range', { range: isolate(range, locale), total: formatNumber(total, locale) });
}
