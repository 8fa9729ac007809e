import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { GoLive } from '@/lib/golive/types';
import GoLivePage from '@/pages/GoLivePage';
import { STORY_LINES, storyGoLive, storyLive } from '../fixtures/golive';
import { restFocus } from '../support/atRest';
import { t } from '../support/i18n';
import { contract, requestLog } from '../support/msw';
import { region } from '../support/queries';
import { inLocale, onMobile } from '../support/variants';
import { expectShell, portalPageMeta, expectRetryHandedFocusOn, retryWithServerBack } from './support';

const log = requestLog();

/**
 * A small go-live server: the line saved as sent, the test started, and the carrier's forwarded
 * call arriving at the first read after the test started (the page asks twice a second while it waits).
 */
let golive: GoLive = storyGoLive();
let waiting = false;
const reset = () => {
  golive = storyGoLive();
  waiting = false;
};

const goLiveApi = [
  contract(
    'get',
    '/api/golive',
    () => {
      if (waiting) {
        waiting = false;
        golive = storyLive(golive.line ?? STORY_LINES.spanishMobile, 'busy');
        return HttpResponse.json({
          ...golive,
          state: 'waiting',
          waitingUntil: new Date(Date.now() + 290_000).toISOString(),
          lastTest: null,
        });
      }
      return HttpResponse.json(golive);
    },
    log,
  ),
  contract(
    'put',
    '/api/golive/line',
    async ({ request }) => {
      const input = await request.json();
      golive = {
        ...golive,
        line: { ...input, businessNumber: input.businessNumber.replace(/[^\d+]/g, '') },
        checklist: { ...golive.checklist, lineConnected: true },
      };
      return HttpResponse.json(golive);
    },
    log,
  ),
  contract(
    'post',
    '/api/golive/test',
    () => {
      waiting = true;
      return HttpResponse.json({ ...golive, state: 'waiting', waitingUntil: new Date(Date.now() + 300_000).toISOString() });
    },
    log,
  ),
];

const meta = {
  title: 'Portal/Go live/Page',
  ...portalPageMeta(GoLivePage, '/dashboard/go-live', goLiveApi, log, reset),
};

export default meta;
type Story = StoryObj<typeof meta>;

/** The page in its shell, Go live marked as the current page. */
export const InTheShell: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: t('golive:number.heading') }, { timeout: 10_000 });
    await expectShell(canvasElement, 'goLive');
  },
};
export const InTheShellMobileArabic: Story = onMobile(InTheShell, 'ae');

/** A Spanish mobile connected "when busy or unanswered": the line sent, the codes shown with the agent's number. */
export const ConnectTheLine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('golive:title') })).toBeVisible();
    await canvas.findByRole('region', { name: t('golive:number.heading') }, { timeout: 10_000 });
    const form = region(canvasElement, t('golive:line.heading'));
    await userEvent.selectOptions(form.getByLabelText(t('golive:line.carrier')), 'movistar');
    const number = await form.findByRole('textbox', { name: new RegExp(t('golive:line.businessNumber')) }, { timeout: 10_000 });
    await userEvent.type(number, '622334455');
    await userEvent.click(form.getByRole('button', { name: t('golive:line.save') }));
    await expect(await form.findByText(t('golive:line.saved'))).toBeVisible();
    await expect(log.to('/api/golive/line', 'put').at(-1)?.body).toMatchObject({
      country: 'ES',
      lineKind: 'mobile',
      carrier: 'movistar',
      mode: 'conditional',
      conditions: ['busy', 'no_answer'],
      noAnswerSec: 15,
    });
    await expect(
      region(canvasElement, t('golive:how.heading')).getByText('**61*+34910555100**15#', { selector: '[data-code]' }),
    ).toBeVisible();
    restFocus();
  },
};
export const ConnectTheLineArabic: Story = inLocale(ConnectTheLine, 'ae');

/** The line saved: the test waits, the forwarded call is detected at the next read (within a second), the focus on the result. */
export const ConnectAndTest: Story = {
  beforeEach: () => {
    golive = storyGoLive({ line: STORY_LINES.spanishMobile, checklist: { ...storyGoLive().checklist, lineConnected: true } });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: t('golive:number.heading') }, { timeout: 10_000 });
    const test = region(canvasElement, t('golive:test.heading'));
    await userEvent.click(test.getByRole('button', { name: t('golive:test.start') }));
    await waitFor(
      () => expect(test.getByTestId('test-result')).toHaveTextContent(t('golive:test.passed', { reason: t('golive:reasons.busy') })),
      { timeout: 5000 },
    );
    await expect(test.getByRole('link', { name: t('golive:test.viewCall') })).toBeVisible();
    await expect(document.activeElement).not.toBe(document.body);
    restFocus();
  },
};
export const ConnectAndTestSpanish: Story = inLocale(ConnectAndTest, 'es');
export const ConnectAndTestArabic: Story = inLocale(ConnectAndTest, 'ae');
export const ConnectAndTestMobileArabic: Story = onMobile(ConnectAndTest, 'ae');

/** The state cannot be read: said, and a retry loads it. */
export const LoadFailsThenRetry: Story = {
  parameters: {
    msw: { handlers: [contract('get', '/api/golive', () => HttpResponse.json({ error: 'Database unavailable' }, { status: 500 }), log)] },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('golive:loadError') })).toBeVisible();
    await retryWithServerBack(context, goLiveApi);
    await canvas.findByRole('region', { name: t('golive:number.heading') }, { timeout: 10_000 });
    await expectRetryHandedFocusOn(context);
  },
};
