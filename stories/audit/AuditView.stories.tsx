import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuditView, type AuditData } from '@/features/audit/AuditView';
import { NO_AUDIT_FILTERS } from '@/lib/audit';
import { formatDateTime } from '@/lib/format';
import type { LoadState } from '@/lib/loadState';
import type { Locale } from '@/lib/locale';
import { keyMessage } from '@/lib/message';
import { STORY_AUDIT, STORY_AUDIT_PEOPLE } from '../fixtures/audit';
import { restFocus } from '../support/atRest';
import { t } from '../support/i18n';
import { loaded, loadErrorPlay, loadFailed, loading, loadingPlay, portalViewMeta } from '../support/loadState';
import { choice, namedChoices } from '../support/named';
import { inLocale, onMobile } from '../support/variants';

const LOGS = {
  'Recent history': loaded<AuditData>({ items: STORY_AUDIT, people: STORY_AUDIT_PEOPLE, hasMore: true }),
  'Nothing matches the filters': loaded<AuditData>({ items: [], people: STORY_AUDIT_PEOPLE, hasMore: false }),
  Loading: loading,
  'Failed to load': loadFailed(),
} satisfies Record<string, LoadState<AuditData>>;

const meta = {
  title: 'Portal/Audit log/States',
  component: AuditView,
  ...portalViewMeta({
    state: choice(LOGS, 'Recent history'),
    filters: NO_AUDIT_FILTERS,
    onFilters: fn(),
    more: { status: 'idle' },
    onMore: fn(),
    exportHref: '/api/audit/export',
  }),
  argTypes: {
    state: namedChoices(LOGS, 'The log: loading, failed, or loaded (the entries so far, the people, whether older ones are left).'),
  },
} satisfies Meta<typeof AuditView>;

export default meta;
type Story = StoryObj<typeof meta>;

const select = (el: HTMLElement, key: 'audit:filters.person' | 'audit:filters.action') =>
  within(el).getByRole('combobox', { name: t(key) });

/** The recent history, newest first: when, who, what, details; filters change the address; older entries on request; the CSV link. */
export const RecentHistory: Story = {
  play: async ({ canvasElement, args, globals, step }) => {
    const locale = (globals.locale ?? 'en') as Locale;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('audit:title'));
    await step('one row per entry, the action named, newest first', async () => {
      const table = canvas.getByRole('table', { name: t('audit:caption') });
      const rows = within(table).getAllByRole('row').slice(1);
      await expect(rows).toHaveLength(STORY_AUDIT.length);
      const first = STORY_AUDIT[0];
      await expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent(t('audit:actions.caller.erased'));
      await expect(rows[0]).toHaveTextContent(formatDateTime(first?.at ?? '', locale));
      await expect(rows[0]).toHaveTextContent(first?.person.name ?? '');
      await expect(rows[2]).toHaveTextContent('90 days');
    });
    await step('filters: a person and an action', async () => {
      await expect(
        within(select(canvasElement, 'audit:filters.person'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([t('audit:filters.everyone'), 'Lucía Fernández']);
      await userEvent.selectOptions(select(canvasElement, 'audit:filters.action'), 'caller.erased');
      await expect(args.onFilters).toHaveBeenCalledWith({ ...NO_AUDIT_FILTERS, action: 'caller.erased' });
    });
    await step('older entries, and the export', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('audit:more') }));
      await expect(args.onMore).toHaveBeenCalledOnce();
      const link = canvas.getByRole('link', { name: t('audit:export') });
      await expect(link).toHaveAttribute('href', '/api/audit/export');
      await expect(link).toHaveAttribute('download');
    });
    restFocus();
  },
};
export const RecentHistorySpanish: Story = inLocale(RecentHistory, 'es');
export const RecentHistoryArabic: Story = inLocale(RecentHistory, 'ae', { play: true });
export const RecentHistoryMobile: Story = onMobile(RecentHistory, 'en', { play: true });

/** Filtered to nothing: said, with a way to clear the filters. */
export const NothingMatches: Story = {
  args: { state: choice(LOGS, 'Nothing matches the filters'), filters: { ...NO_AUDIT_FILTERS, action: 'line.paused', from: '2026-11-01' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('audit:empty'));
    await expect(select(canvasElement, 'audit:filters.action')).toHaveValue('line.paused');
    await expect(canvas.getByLabelText(t('audit:filters.from'))).toHaveValue('2026-11-01');
    await userEvent.click(canvas.getByRole('button', { name: t('audit:filters.clear') }));
    await expect(args.onFilters).toHaveBeenCalledWith(NO_AUDIT_FILTERS);
    restFocus();
  },
};
export const NothingMatchesSpanish: Story = inLocale(NothingMatches, 'es');
export const NothingMatchesArabic: Story = inLocale(NothingMatches, 'ae');

/** Older entries loading: the button is busy. */
export const LoadingOlder: Story = {
  args: { more: { status: 'saving' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('audit:more') })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Older entries failed: the reason, and the button to try again. */
export const OlderFailed: Story = {
  args: { more: { status: 'error', message: keyMessage('errors:network') } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors:network'));
    await expect(within(canvasElement).getByRole('button', { name: t('audit:more') })).toBeEnabled();
  },
};

/** Loading: a loader in place of the log. */
export const Loading: Story = { args: { state: choice(LOGS, 'Loading') }, play: loadingPlay(() => t('audit:loading'), 'table') };
export const LoadingArabic: Story = inLocale(Loading, 'ae');

/** The log could not load: the error with a retry button. */
export const LoadError: Story = {
  args: { state: choice(LOGS, 'Failed to load') },
  play: loadErrorPlay({ heading: () => t('audit:loadError') }),
};
export const LoadErrorSpanish: Story = inLocale(LoadError, 'es');
export const LoadErrorArabic: Story = inLocale(LoadError, 'ae');
