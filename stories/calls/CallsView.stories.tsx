import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CallsView, type CallsListData, type CallsSort } from '@/features/calls/CallsView';
import type { CallBalance } from '@/lib/calls';
import type { LoadState } from '@/lib/loadState';
import { formatDayText } from '@/lib/dateText';
import type { Locale } from '@/lib/locale';
import { textMessage } from '@/lib/message';
import { callRows, STORY_BALANCE } from '../fixtures/calls';
import { inLocale, onMobile, pageLocale } from '../support/variants';
import { restFocus } from '../support/atRest';
import { storyIsolate, t } from '../support/i18n';
import { choice, namedChoices } from '../support/named';
import { loaded, loadErrorPlay, loadFailed, loading, portalViewMeta } from '../support/loadState';

/** The calls a designer can show (the table, the empty page, loading, the error). */
const CALLS = {
  'Busy month (12 of 959 calls)': loaded({ items: callRows(12), total: 959, offset: 0 }),
  'Long history (page 4 of 10,512 calls)': loaded({ items: callRows(50), total: 10_512, offset: 150 }),
  'No calls (a new account, or nothing matches the filters)': loaded({ items: [], total: 0, offset: 0 }),
  Loading: loading,
  'Failed to load': loadFailed(),
} satisfies Record<string, LoadState<CallsListData>>;
/** The column the table is sorted by. */
const SORTS = {
  'Newest first': { key: 'startedAt', order: 'desc' },
  'Oldest first': { key: 'startedAt', order: 'asc' },
  'Longest first': { key: 'durationSec', order: 'desc' },
} satisfies Record<string, CallsSort>;
/** This month's minutes above the table. */
const BALANCES = { 'Demo clinic': { ...STORY_BALANCE }, 'Not loaded': null } satisfies Record<string, CallBalance | null>;

const meta = {
  title: 'Portal/Call history/States',
  component: CallsView,
  ...portalViewMeta({
    filters: {},
    sort: choice(SORTS, 'Newest first'),
    state: choice(CALLS, 'Busy month (12 of 959 calls)'),
    hasNext: true,
    hasPrevious: false,
    loadingPage: false,
    updating: false,
    balance: choice(BALANCES, 'Demo clinic'),
    newCalls: 0,
    exporting: false,
    botConfigHref: '/dashboard/bot-config',
    hrefOf: (id: string) => `/dashboard/calls/${id}`,
    onFiltersChange: fn(),
    onSortChange: fn(),
    onNextPage: fn(),
    onPreviousPage: fn(),
    onShowNew: fn(),
    onExport: fn(),
  }),
  argTypes: {
    state: namedChoices(CALLS, 'The page of calls: loading, failed, or loaded (its calls, how many match in all, where the page starts).'),
    sort: namedChoices(SORTS, 'The column the table is sorted by, and the order.'),
    balance: namedChoices(BALANCES, "This month's minutes; none while loading or when they could not load."),
  },
} satisfies Meta<typeof CallsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadedPlay: Story['play'] = async ({ canvasElement, args, step }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('calls:list.title'));
  await step('a table of calls, newest first, sortable by its headers', async () => {
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    // Where the rows stand among the 959 matching calls (the header row is the first).
    await expect(table).toHaveAttribute('aria-rowcount', '960');
    await expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2');
    await expect(canvas.getByRole('columnheader', { name: t('calls:columns.startedAt') })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: t('calls:columns.durationSec') })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(canvas.getByRole('button', { name: t('calls:columns.durationSec') }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'durationSec', order: 'desc' });
    await userEvent.click(canvas.getByRole('button', { name: t('calls:columns.startedAt') }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'startedAt', order: 'asc' });
  });
  await step('each row links to its call', async () => {
    const first = within(canvas.getAllByTestId('call-row')[0] as HTMLElement);
    await expect(first.getByRole('link')).toHaveAttribute('href', '/dashboard/calls/cstory0000');
    await expect(first.getByText(t('calls:outcome.appointment_booked'))).toBeVisible();
  });
  await step('the next page on request (none before the first), and the export', async () => {
    const pages = within(canvas.getByRole('navigation', { name: t('calls:list.pages') }));
    await expect(pages.getByTestId('calls-range')).toHaveTextContent(t('calls:list.range', { range: storyIsolate('1–12'), total: '959' }));
    await expect(pages.getByRole('button', { name: t('calls:list.previousPage') })).toBeDisabled();
    await userEvent.click(pages.getByRole('button', { name: t('calls:list.nextPage') }));
    await expect(args.onNextPage).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('calls:list.export') }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  });
  restFocus();
};

/** The first page of calls, newest first, no filter set. */
export const Loaded: Story = {
  play: async (context) => {
    await loadedPlay(context);
    await waitFor(() => expect(within(context.canvasElement).getByRole('table')).not.toHaveAttribute('aria-busy'));
    // At rest the filters are as the args say: none.
    const form = within(within(context.canvasElement).getByRole('search', { name: t('calls:filters.label') }));
    for (const field of [t('calls:filters.from'), t('calls:filters.to'), t('calls:filters.search')])
      await expect(form.getByLabelText(field)).toHaveValue('');
  },
};

/**
 * Filters filled in and applied: dates in the page's order; an invalid one and inverted ones are
 * refused with a message, keeping what was typed; then all the filters apply together.
 */
export const FiltersFilledIn: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('dates in the page order; an invalid one and inverted ones are refused with a message, keeping what was typed', async () => {
      const form = within(canvas.getByRole('search', { name: t('calls:filters.label') }));
      const locale = pageLocale();
      const from = form.getByLabelText(t('calls:filters.from'));
      const to = form.getByLabelText(t('calls:filters.to'));
      // The page's format (11/20/2026 in English, 20/11/2026 in Spanish and Arabic), said to screen readers.
      await expect(from).toHaveAttribute('placeholder', t('calls:filters.dateFormat'));
      await expect(from).toHaveAccessibleDescription(t('calls:filters.dateHint', { format: t('calls:filters.dateFormat') }));
      await userEvent.type(from, locale === 'en' ? '02/30/2026' : '30/02/2026');
      await userEvent.click(form.getByRole('button', { name: t('calls:filters.apply') }));
      const invalid = t('calls:filters.invalidDate', {
        field: t('calls:filters.from'),
        format: t('calls:filters.dateFormat'),
        example: formatDayText('2026-01-31', locale),
      });
      await expect(form.getByRole('alert')).toHaveTextContent(invalid);
      await expect(from).toHaveAttribute('aria-invalid', 'true');
      await expect(from).toHaveValue(locale === 'en' ? '02/30/2026' : '30/02/2026');
      await userEvent.clear(from);
      await userEvent.type(from, formatDayText('2026-11-20', locale));
      await expect(form.queryByRole('alert')).toBeNull();
      await userEvent.type(to, formatDayText('2026-11-01', locale));
      await userEvent.click(form.getByRole('button', { name: t('calls:filters.apply') }));
      await expect(form.getByRole('alert')).toHaveTextContent(t('calls:filters.invertedDates'));
      await expect(args.onFiltersChange).not.toHaveBeenCalled();
      await expect(from).toHaveValue(formatDayText('2026-11-20', locale));
      await userEvent.clear(to);
      await userEvent.type(to, formatDayText('2026-11-24', locale));
      await userEvent.selectOptions(form.getByLabelText(t('calls:filters.outcome')), 'appointment_booked');
      await userEvent.type(form.getByLabelText(t('calls:filters.search')), ' limpieza ');
      await userEvent.click(form.getByRole('button', { name: t('calls:filters.apply') }));
      await expect(args.onFiltersChange).toHaveBeenCalledWith({
        from: '2026-11-20',
        to: '2026-11-24',
        outcome: 'appointment_booked',
        q: 'limpieza',
      });
    });
    restFocus();
  },
};
export const FiltersFilledInSpanish: Story = inLocale(FiltersFilledIn, 'es');
export const FiltersFilledInArabic: Story = inLocale(FiltersFilledIn, 'ae');
export const FiltersFilledInMobile: Story = onMobile(FiltersFilledIn);

/**
 * The results are said (a polite live region, WCAG 4.1.3) and follow the data: a new page or a
 * new filter changes what it says. The summaries, in Spanish, carry `lang="es"` on an English
 * page. The filter form stays in place when the filters change (the focus stays on Apply).
 */
export const ResultsAnnouncedAndLanguageMarked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const live = canvas.getByTestId('calls-announcement');
    await expect(live).toHaveAttribute('role', 'status');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await waitFor(() =>
      expect(live).toHaveTextContent(
        `${t('calls:list.total', { formatted: '959' })}. ${t('calls:list.range', { range: storyIsolate('1–12'), total: '959' })}`,
      ),
    );
    const summary = canvasElement.querySelector('[data-testid="call-row"] td:last-child span');
    await expect(summary).toHaveAttribute('lang', 'es');
    const form = within(canvas.getByRole('search', { name: t('calls:filters.label') }));
    const apply = form.getByRole('button', { name: t('calls:filters.apply') });
    await userEvent.selectOptions(form.getByLabelText(t('calls:filters.outcome')), 'spam');
    await userEvent.click(apply);
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ outcome: 'spam' });
    await expect(apply).toHaveFocus();
    restFocus();
  },
};
export const LoadedSpanish: Story = inLocale(Loaded, 'es');
export const LoadedArabic: Story = inLocale(Loaded, 'ae');
export const LoadedMobile: Story = onMobile(Loaded);
export const LoadedMobileArabic: Story = onMobile(Loaded, 'ae');

/**
 * The busy account: 10,512 calls, 50 to a page (paged on the server); the fourth page, with a
 * page before and after it.
 */
export const TenThousandCalls: Story = {
  args: { state: choice(CALLS, 'Long history (page 4 of 10,512 calls)'), hasPrevious: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    // The first 12 rows render at once, the rest just after (a render React can interrupt).
    await waitFor(() => expect(canvas.getAllByTestId('call-row')).toHaveLength(50));
    await expect(canvas.getAllByTestId('call-row')[0]).toHaveAttribute('aria-rowindex', '152');
    await expect(table).toHaveAttribute('aria-rowcount', '10513');
    await expect(canvas.getByTestId('calls-total')).toHaveTextContent(/10.512|10,512/);
    await expect(canvas.getByTestId('calls-range')).toHaveTextContent(/151.200.*10.512/);
    await userEvent.click(canvas.getByRole('button', { name: t('calls:list.previousPage') }));
    await expect(args.onPreviousPage).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: t('calls:list.nextPage') })).toBeEnabled();
    restFocus();
  },
};

/** The next page on its way: the page shown stays, Next says it is loading. */
export const NextPageLoading: Story = {
  args: { loadingPage: true, hasPrevious: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('call-row')).toHaveLength(12);
    await expect(canvas.getByRole('button', { name: t('calls:list.nextPage') })).toHaveAttribute('data-loading', 'true');
    await expect(canvas.getByRole('button', { name: t('calls:list.previousPage') })).toBeDisabled();
  },
};

/**
 * New filters (or a new sort) applied, their calls not here yet: the previous rows stay, the table
 * says it is busy; once they arrive it is not.
 */
export const NewFiltersLoading: Story = {
  args: { updating: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('call-row')).toHaveLength(12);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The calls are loading: a loading line in place of the table, no minutes yet. */
export const Loading: Story = {
  args: { state: choice(CALLS, 'Loading'), balance: choice(BALANCES, 'Not loaded') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('calls:list.loading'))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
export const LoadingArabic: Story = inLocale(Loading, 'ae');

/** A new account: no calls yet, a pointer to the bot configuration. */
export const Empty: Story = {
  args: { state: choice(CALLS, 'No calls (a new account, or nothing matches the filters)'), hasNext: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(t('calls:list.empty.title'));
    await expect(canvas.getByRole('link', { name: t('calls:list.empty.action') })).toHaveAttribute('href', '/dashboard/bot-config');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
export const EmptySpanish: Story = inLocale(Empty, 'es');
export const EmptyArabic: Story = inLocale(Empty, 'ae');

/** Filters that match no call: the page says so and offers to clear them. */
export const NothingMatches: Story = {
  args: {
    filters: { outcome: 'transferred', q: 'zzz' },
    state: choice(CALLS, 'No calls (a new account, or nothing matches the filters)'),
    hasNext: false,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(t('calls:list.noMatch.title'));
    await userEvent.click(canvas.getByRole('button', { name: t('calls:list.noMatch.clear') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({});
    restFocus();
  },
};
export const NothingMatchesArabic: Story = inLocale(NothingMatches, 'ae');

/** The calls could not load: the error with a retry button. */
export const LoadError: Story = {
  args: { state: choice(CALLS, 'Failed to load') },
  play: loadErrorPlay({ message: () => t('errors:network') }),
};
export const LoadErrorSpanish: Story = inLocale(LoadError, 'es');
export const LoadErrorArabic: Story = inLocale(LoadError, 'ae');

/** The server's refusal of a too long search, in the languages it answers in (mock-api/routes/calls.ts). */
const SEARCH_TOO_LONG: Record<Locale, string> = {
  en: 'The search is too long (at most 100 characters).',
  es: 'La búsqueda es demasiado larga (como máximo 100 caracteres).',
  ae: 'البحث طويل جدًا (بحد أقصى 100 حرفًا).',
};

/** The server refused the filters: its message, the previous results kept. */
export const FiltersRefused: Story = {
  // The server's own words, in the page's language (it answers in the request's Accept-Language).
  render: (args) => <CallsView {...args} filterError={textMessage(SEARCH_TOO_LONG[pageLocale()])} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(SEARCH_TOO_LONG[pageLocale()]);
    await expect(canvas.getAllByTestId('call-row').length).toBeGreaterThan(0);
  },
};

/** Calls arrived while the history was open: announced politely, shown on request. */
export const NewCallsArrived: Story = {
  args: { newCalls: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const live = canvas.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite' && element.textContent);
    await expect(live).toHaveTextContent(t('calls:list.newCalls', { count: 2 }));
    await userEvent.click(canvas.getByRole('button', { name: t('calls:list.showNew') }));
    await expect(args.onShowNew).toHaveBeenCalledOnce();
    restFocus();
  },
};
export const NewCallsArrivedArabic: Story = inLocale(NewCallsArrived, 'ae');

/**
 * A staff member's history: their role may not export, so Export is disabled with the reason
 * beside it (its description); sorting and paging work as ever.
 */
export const ExportLockedForStaff: Story = {
  // The reason in the story's language, as the page gives it (src/state/roleLock.ts).
  render: (args) => <CallsView {...args} exportLocked={t('dashboard:roles.reasons.exports')} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reason = t('dashboard:roles.reasons.exports');
    const exportButton = canvas.getByRole('button', { name: t('calls:list.export') });
    await expect(exportButton).toBeDisabled();
    await expect(exportButton).toHaveAccessibleDescription(reason);
    await expect(canvas.getByText(reason)).toBeVisible();
    await expect(args.onExport).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('calls:columns.durationSec') }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'durationSec', order: 'desc' });
    const pages = within(canvas.getByRole('navigation', { name: t('calls:list.pages') }));
    await userEvent.click(pages.getByRole('button', { name: t('calls:list.nextPage') }));
    await expect(args.onNextPage).toHaveBeenCalledOnce();
    restFocus();
  },
};
export const ExportLockedForStaffArabic: Story = inLocale(ExportLockedForStaff, 'ae');
export const ExportLockedForStaffMobile: Story = onMobile(ExportLockedForStaff);

// Every state in Spanish and Arabic (right to left), and on a phone in English and Arabic.
export const TenThousandCallsArabic: Story = inLocale(TenThousandCalls, 'ae');
export const LoadingSpanish: Story = inLocale(Loading, 'es');
export const LoadingMobile: Story = onMobile(Loading);
export const LoadingMobileArabic: Story = onMobile(Loading, 'ae');
export const EmptyMobile: Story = onMobile(Empty);
export const EmptyMobileArabic: Story = onMobile(Empty, 'ae');
export const NothingMatchesSpanish: Story = inLocale(NothingMatches, 'es');
export const NothingMatchesMobile: Story = onMobile(NothingMatches);
export const NothingMatchesMobileArabic: Story = onMobile(NothingMatches, 'ae');
export const LoadErrorMobile: Story = onMobile(LoadError);
export const LoadErrorMobileArabic: Story = onMobile(LoadError, 'ae');
export const FiltersRefusedSpanish: Story = inLocale(FiltersRefused, 'es');
export const FiltersRefusedArabic: Story = inLocale(FiltersRefused, 'ae');
export const FiltersRefusedMobile: Story = onMobile(FiltersRefused);
export const FiltersRefusedMobileArabic: Story = onMobile(FiltersRefused, 'ae');
export const NewCallsArrivedSpanish: Story = inLocale(NewCallsArrived, 'es');
export const NewCallsArrivedMobile: Story = onMobile(NewCallsArrived);
export const NewCallsArrivedMobileArabic: Story = onMobile(NewCallsArrived, 'ae');
