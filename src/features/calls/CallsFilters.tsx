import { Button, Group, NativeSelect, Paper, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CALL_DIRECTIONS, CALL_OUTCOMES, CALLS_MAX_QUERY_LENGTH, type CallFilters } from '@/lib/calls';
import { formatDayText, parseDayText } from '@/lib/dateText';
import type { Locale } from '@/lib/locale';
import { useLocale } from '@/ui/useLocale';
import responsive from '@/ui/responsive.module.css';
import { hasFilters } from './callsList';

/** The From and To dates as typed. */
type DayTexts = { from: string; to: string };
const dayTexts = (filters: CallFilters, locale: Locale): DayTexts => ({
  from: formatDayText(filters.from, locale),
  to: formatDayText(filters.to, locale),
});
/** The day the invalid-date message shows as an example (a day after the 12th, so the order shows). */
const DATE_EXAMPLE = '2026-01-31';
const HIDDEN_DESCRIPTION = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A day typed as text in the page's order (src/lib/dateText.ts), not the browser's date input,
 * which shows its own (US) format on Spanish and Arabic pages: the format is the placeholder and
 * the field's description (for screen readers), an invalid day is said under the field (an alert)
 * and what was typed stays. Same height as the other fields: nothing moves on the pre-rendered page.
 */
function DayField({ label, value, error, onChange }: { label: string; value: string; error?: string; onChange: (text: string) => void }) {
  const { t } = useTranslation('calls');
  const format = t('filters.dateFormat');
  return (
    <TextInput
      label={label}
      value={value}
      placeholder={format}
      description={t('filters.dateHint', { format })}
      styles={{ description: HIDDEN_DESCRIPTION }}
      error={error}
      errorProps={{ role: 'alert' }}
      autoComplete="off"
      spellCheck={false}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

interface CallsFiltersProps {
  /** The filters applied (from the URL). */
  filters: CallFilters;
  /** Filters applied or cleared. */
  onFiltersChange: (filters: CallFilters) => void;
}

/** The history's search form: date range, direction, outcome and free text, checked on Apply. */
export function CallsFilters({ filters, onFiltersChange }: CallsFiltersProps) {
  const { t } = useTranslation('calls');
  const locale = useLocale();
  const [draft, setDraft] = useState<CallFilters>(filters);
  // The dates as typed, in the page's order (11/27/2026, 27/11/2026); read on Apply.
  const [dates, setDates] = useState<DayTexts>(() => dayTexts(filters, locale));
  const [dateErrors, setDateErrors] = useState<Partial<DayTexts>>({});
  const [error, setError] = useState<string | null>(null);
  // The form stays (the focus stays on its button after Apply); its fields follow the URL's
  // filters when they change (Clear, Back, a link).
  const applied = JSON.stringify(filters);
  const [shownFilters, setShownFilters] = useState(applied);
  if (shownFilters !== applied) {
    setShownFilters(applied);
    setDraft(filters);
    setDates(dayTexts(filters, locale));
    setDateErrors({});
    setError(null);
  }
  const setDate = (field: keyof DayTexts, text: string) => {
    setError(null);
    setDateErrors((current) => ({ ...current, [field]: undefined }));
    setDates((current) => ({ ...current, [field]: text }));
  };
  const set = (patch: Partial<CallFilters>) => {
    setError(null);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = parseDayText(dates.from, locale);
    const to = parseDayText(dates.to, locale);
    const invalid = (field: keyof DayTexts) =>
      t('filters.invalidDate', {
        field: t(`filters.${field}`),
        format: t('filters.dateFormat'),
        example: formatDayText(DATE_EXAMPLE, locale),
      });
    if (from === null || to === null)
      return setDateErrors({ from: from === null ? invalid('from') : undefined, to: to === null ? invalid('to') : undefined });
    if (from && to && from > to) return setError(t('filters.invertedDates'));
    if ((draft.q ?? '').length > CALLS_MAX_QUERY_LENGTH) return setError(t('filters.searchTooLong', { max: CALLS_MAX_QUERY_LENGTH }));
    const clean: CallFilters = {};
    if (from) clean.from = from;
    if (to) clean.to = to;
    if (draft.direction) clean.direction = draft.direction;
    if (draft.outcome) clean.outcome = draft.outcome;
    if (draft.q?.trim()) clean.q = draft.q.trim();
    onFiltersChange(clean);
  };
  return (
    <Paper component="form" withBorder p="md" radius="md" onSubmit={submit} aria-label={t('filters.label')} role="search" noValidate>
      <div className={`${responsive.grid} ${responsive.gapSm} ${responsive.cols1Xs2Md5}`}>
        <DayField label={t('filters.from')} value={dates.from} error={dateErrors.from} onChange={(text) => setDate('from', text)} />
        <DayField label={t('filters.to')} value={dates.to} error={dateErrors.to} onChange={(text) => setDate('to', text)} />
        <NativeSelect
          label={t('filters.direction')}
          value={draft.direction ?? ''}
          onChange={(e) => set({ direction: (e.currentTarget.value || undefined) as CallFilters['direction'] })}
          data={[{ value: '', label: t('filters.any') }, ...CALL_DIRECTIONS.map((value) => ({ value, label: t(`direction.${value}`) }))]}
        />
        <NativeSelect
          label={t('filters.outcome')}
          value={draft.outcome ?? ''}
          onChange={(e) => set({ outcome: (e.currentTarget.value || undefined) as CallFilters['outcome'] })}
          data={[{ value: '', label: t('filters.any') }, ...CALL_OUTCOMES.map((value) => ({ value, label: t(`outcome.${value}`) }))]}
        />
        <TextInput
          type="search"
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={draft.q ?? ''}
          onChange={(e) => set({ q: e.currentTarget.value })}
        />
      </div>
      {error && (
        <Text role="alert" c="red.9" size="sm" mt="sm">
          {error}
        </Text>
      )}
      <Group gap="sm" mt="md">
        <Button type="submit">{t('filters.apply')}</Button>
        {hasFilters(filters) && (
          <Button variant="subtle" onClick={() => onFiltersChange({})}>
            {t('filters.clear')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
