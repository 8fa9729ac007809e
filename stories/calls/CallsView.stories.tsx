import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CallsView } from '@/features/calls/CallsView';
import { textMessage } from '@/lib/message';
import { callRows, STORY_BALANCE } from '../fixtures/calls';
import { inLocale, onMobile } from '../support/variants';
import { t } from '../support/i18n';
import { loaded, loadErrorPlay, loadFailed, loading, portalViewMeta } from '../support/loadState';

const meta = {
  title: 'Portal/Call history/States',
  component: CallsView,
  ...portalViewMeta({
    filters: {},
    sort: { key: 'startedAt', order: 'desc' },
    state: loaded({ items: callRows(12), total: 959, offset: 0 }),
    hasNext: true,
    hasPrevious: false,
    loadingPage: false,
    balance: { ...STORY_BALANCE },
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
  await step('filters apply together; inverted dates are refused with a message, keeping what was typed', async () => {
    const form = within(canvas.getByRole('search', { name: t('calls:filters.label') }));
    await userEvent.type(form.getByLabelText(t('calls:filters.from')), '2026-11-20');
    await userEvent.type(form.getByLabelText(t('calls:filters.to')), '2026-11-01');
    await userEvent.click(form.getByRole('button', { name: t('calls:filters.apply') }));
    await expect(form.getByRole('alert')).toHaveTextContent(t('calls:filters.invertedDates'));
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    await expect(form.getByLabelText(t('calls:filters.from'))).toHaveValue('2026-11-20');
    await userEvent.clear(form.getByLabelText(t('calls:filters.to')));
    await userEvent.type(form.getByLabelText(t('calls:filters.to')), '2026-11-24');
    await userEvent.selectOptions(form.getByLabelText(t('calls:filters.outcome')), 'appointment_booked');
    await userEvent.type(form.getByLabelText(t('calls:filters.search')), ' limpieza ');
    await userEvent.click(form.getByRole('button', { name: t('calls:filters.apply') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ from: '2026-11-20', to: '2026-11-24', outcome: 'appointment_booked', q: 'limpieza' });
  });
  await step('the next page on request (none before the first), and the export', async () => {
    const pages = within(canvas.getByRole('navigation', { name: t('calls:list.pages') }));
    await expect(pages.getByTestId('calls-range')).toHaveTextContent(t('calls:list.range', { from: '1', to: '12', total: '959' }));
    await expect(pages.getByRole('button', { name: t('calls:list.previousPage') })).toBeDisabled();
    await userEvent.click(pages.getByRole('button', { name: t('calls:list.nextPage') }));
    await expect(args.onNextPage).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('calls:list.export') }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  });
};

export const Loaded: Story = { play: loadedPlay };

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
    await waitFor(() => expect(live).toHaveTextContent(`${t('calls:list.total', { formatted: '959' })}. ${t('calls:list.range', { from: '1', to: '12', total: '959' })}`));
    const summary = canvasElement.querySelector('[data-testid="call-row"] td:last-child span');
    await expect(summary).toHaveAttribute('lang', 'es');
    const form = within(canvas.getByRole('search', { name: t('calls:filters.label') }));
    const apply = form.getByRole('button', { name: t('calls:filters.apply') });
    await userEvent.selectOptions(form.getByLabelText(t('calls:filters.outcome')), 'spam');
    await userEvent.click(apply);
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ outcome: 'spam' });
    await expect(apply).toHaveFocus();
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
  args: { state: loaded({ items: callRows(50), total: 10_512, offset: 150 }), hasPrevious: true },
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

export const Loading: Story = {
  args: { state: loading, balance: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('calls:list.loading'))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
export const LoadingArabic: Story = inLocale(Loading, 'ae');

/** A new account: no calls yet, a pointer to the bot configuration. */
export const Empty: Story = {
  args: { state: loaded({ items: [], total: 0, offset: 0 }), hasNext: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(t('calls:list.empty.title'));
    await expect(canvas.getByRole('link', { name: t('calls:list.empty.action') })).toHaveAttribute('href', '/dashboard/bot-config');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
export const EmptySpanish: Story = inLocale(Empty, 'es');
export const EmptyArabic: Story = inLocale(Empty, 'ae');

export const NothingMatches: Story = {
  args: { filters: { outcome: 'transferred', q: 'zzz' }, state: loaded({ items: [], total: 0, offset: 0 }), hasNext: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(t('calls:list.noMatch.title'));
    await userEvent.click(canvas.getByRole('button', { name: t('calls:list.noMatch.clear') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({});
  },
};
export const NothingMatchesArabic: Story = inLocale(NothingMatches, 'ae');

export const LoadError: Story = { args: { state: loadFailed() }, play: loadErrorPlay({ message: () => t('errors:network') }) };
export const LoadErrorSpanish: Story = inLocale(LoadError, 'es');
export const LoadErrorArabic: Story = inLocale(LoadError, 'ae');

/** The server refused the filters: its message, the previous results kept. */
export const FiltersRefused: Story = {
  args: { filterError: textMessage('The search is too long (at most 100 characters).') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The search is too long');
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
  },
};
export const NewCallsArrivedArabic: Story = inLocale(NewCallsArrived, 'ae');

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
