import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AuditPage from '@/pages/AuditPage';
import { STORY_AUDIT, STORY_AUDIT_PEOPLE } from '../fixtures/audit';
import { restFocus } from '../support/atRest';
import { t } from '../support/i18n';
import { contract, requestLog } from '../support/msw';
import { inLocale } from '../support/variants';
import { currentPath, expectRetryHandedFocusOn, expectShell, portalPageMeta, retryWithServerBack } from './support';

const log = requestLog();

/** GET /api/audit: the story's entries filtered by action, five a page. */
const auditApi = [
  contract(
    'get',
    '/api/audit',
    ({ request }) => {
      const search = new URL(request.url).searchParams;
      const action = search.get('action');
      const matching = STORY_AUDIT.filter((entry) => !action || entry.action === action);
      // The cursor as the API writes it (`<at>_<id>`); here the id part is the offset.
      const start = Number(search.get('cursor')?.split('_')[1] ?? 0);
      const items = matching.slice(start, start + 5);
      return HttpResponse.json({ items, nextCursor: start + 5 < matching.length ? `0_${start + 5}` : null, people: STORY_AUDIT_PEOPLE });
    },
    log,
  ),
];

const meta = {
  title: 'Portal/Audit log/Page',
  ...portalPageMeta(AuditPage, '/dashboard/team/audit', auditApi, log),
};

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (el: HTMLElement) =>
  within(within(el).getByRole('table', { name: t('audit:caption') }))
    .getAllByRole('row')
    .slice(1);

/** The log loads newest first; older entries come on request; an action filter goes to the address and the server. */
export const LoadPageAndFilter: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the first page', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: t('audit:title') })).toBeVisible();
      await waitFor(() => expect(rows(canvasElement)).toHaveLength(5));
      await expectShell(canvasElement, 'audit');
    });
    await step('older entries appended', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('audit:more') }));
      await waitFor(() => expect(rows(canvasElement)).toHaveLength(10));
      await expect(canvas.queryByRole('button', { name: t('audit:more') })).toBeNull();
      // The button went with the last page: the table has the focus, not the page's body.
      await waitFor(() => expect(canvas.getByRole('group', { name: t('audit:caption') })).toHaveFocus());
    });
    await step('filtered by an action: in the address, asked of the server', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('audit:filters.action') }), 'login');
      await waitFor(() => expect(rows(canvasElement)).toHaveLength(1));
      await expect(log.to('/api/audit', 'get').at(-1)?.path).toContain('action=login');
      await expect(currentPath(canvasElement)).toMatch(/\/dashboard\/team\/audit$/);
      await expect(canvas.getByRole('link', { name: t('audit:export') })).toHaveAttribute('href', '/api/audit/export?action=login');
    });
    restFocus();
  },
};
export const LoadPageAndFilterArabic: Story = inLocale(LoadPageAndFilter, 'ae', { play: true });

/** The server fails: the page says so and offers a retry, which loads the log. */
export const LoadFailsThenRetry: Story = {
  parameters: {
    msw: { handlers: [contract('get', '/api/audit', () => HttpResponse.json({ error: 'Database unavailable' }, { status: 500 }), log)] },
  },
  play: async (context) => {
    await retryWithServerBack(context, auditApi);
    await waitFor(() => expect(rows(context.canvasElement)).toHaveLength(5));
    await expectRetryHandedFocusOn(context);
  },
};
