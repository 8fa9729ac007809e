import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import recording from '../../mock-api/calls/recordings/booking-cleaning.mp3?url';
import { localizePath } from '@/lib/locale';
import { callPath, PATHS } from '@/lib/routes';
import CallDetailPage from '@/pages/CallDetailPage';
import StudioTestPage from '@/pages/StudioTestPage';
import type { Schema } from '@/lib/contract';
import { MockStudioScenarios, MockStudioSetup } from '../../mock-api/fixtures/studio';
import { STUDIO_NOW, studioOverview } from '../studio/handlers';
import { expectPageLandmarks } from '../support/page';
import { callDetail, STORY_BALANCE } from '../fixtures/calls';
import { storyI18n, t } from '../support/i18n';
import { contract, requestLog } from '../support/msw';
import { inLocale, isMobileWidth, onMobile, pageLocale } from '../support/variants';
import { balanceApi, serverDown } from './handlers';
import {
  currentPath,
  expectShell,
  loggedInWith,
  portalPageMeta,
  expectRetryHandedFocusOn,
  retryWithServerBack,
  type NextPage,
} from './support';
import { STORY_CALL_DELIVERIES } from '../fixtures/delivery';
import { atRest, restFocus } from '../support/atRest';

const CALL = callDetail('appointment_booked', recording);
const CALLER = CALL.callerName ?? CALL.callerNumber;
const NOTE = 'Booked the right slot.';
const log = requestLog();

/** The call (any other id is not found), its rating saved as sent, a spam report crediting its minutes. */
const callApi = [
  contract(
    'get',
    '/api/calls/{id}',
    ({ params }) => (params.id === CALL.id ? HttpResponse.json(CALL) : HttpResponse.json({ error: 'Not found' }, { status: 404 })),
    log,
  ),
  contract(
    'put',
    '/api/calls/{id}/rating',
    async ({ request }) => {
      const { rating, note } = await request.json();
      return HttpResponse.json({ ...CALL, rating, ratingNote: note ?? null });
    },
    log,
  ),
  contract(
    'post',
    '/api/calls/{id}/spam',
    () =>
      HttpResponse.json({
        call: { ...CALL, reportedSpam: true },
        creditedMinutes: CALL.billedMinutes,
        balance: {
          ...STORY_BALANCE,
          creditedMinutes: CALL.billedMinutes,
          remainingMinutes: STORY_BALANCE.remainingMinutes + CALL.billedMinutes,
        },
      }),
    log,
  ),
  balanceApi(log),
  // What was delivered for the call.
  contract('get', '/api/delivery/calls/{id}', () => HttpResponse.json(STORY_CALL_DELIVERIES), log),
];

const meta = {
  title: 'Portal/Call detail/Page',
  ...portalPageMeta(CallDetailPage, callPath(CALL.id), callApi, log),
};

export default meta;
type Story = StoryObj<typeof meta>;

// In Arabic the caller is isolated (src/lib/bidi.ts): the heading's name holds U+2068 … U+2069 around it.
const findTitle = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', {
    level: 1,
    name: t('calls:detail.title', { caller: storyI18n.dir() === 'rtl' ? `\u2068${CALLER}\u2069` : CALLER }),
  });

/** The call of the route's id from the server, in the shell under Calls; a rating is saved. */
export const LoadedAndRated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the call of the address: caller, outcome, summary, transcript, a way back', async () => {
      await expect(await findTitle(canvasElement)).toBeVisible();
      await expect(canvas.getAllByText(t('calls:outcome.appointment_booked'))[0]).toBeVisible();
      await expect(canvas.getByText(CALL.summary)).toBeVisible();
      await expect(within(canvas.getByTestId('transcript')).getAllByRole('listitem')).toHaveLength(CALL.transcript.length);
      await expect(canvas.getByRole('link', { name: t('calls:detail.back') })).toHaveAttribute(
        'href',
        localizePath(PATHS.calls, pageLocale()),
      );
      await expect(log.to(`/api/calls/${CALL.id}`, 'get')).toHaveLength(1);
    });
    await step('in the shell, Calls marked as the current page', async () => {
      await expectShell(canvasElement, 'calls');
    });
    await step('a good answer with a note is saved', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('calls:actions.rateUp') }));
      await userEvent.type(canvas.getByRole('textbox', { name: t('calls:actions.note') }), NOTE);
      await userEvent.click(canvas.getByRole('button', { name: t('calls:actions.saveRating') }));
      await expect(await canvas.findByText(t('calls:actions.ratingSaved'))).toBeVisible();
      await expect(log.to(`/api/calls/${CALL.id}/rating`, 'put').map((call) => call.body)).toEqual([{ rating: 'up', note: NOTE }]);
      await expect(canvas.getByRole('button', { name: t('calls:actions.rateUp') })).toHaveAttribute('aria-pressed', 'true');
    });
    restFocus();
  },
};
export const LoadedAndRatedSpanish: Story = inLocale(LoadedAndRated, 'es');
export const LoadedAndRatedArabic: Story = inLocale(LoadedAndRated, 'ae', { play: true });
export const LoadedAndRatedMobile: Story = onMobile(LoadedAndRated, 'en', { play: true });

/** Reported as spam: the call's minutes are credited back, and it cannot be reported twice. */
export const ReportedAsSpam: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('calls:actions.reportSpam') }));
    await userEvent.click(await canvas.findByRole('button', { name: t('calls:actions.spamConfirmYes') }));
    await expect(await canvas.findByText(t('calls:actions.spamCredited', { count: CALL.billedMinutes }))).toBeVisible();
    await expect(log.to(`/api/calls/${CALL.id}/spam`, 'post')).toHaveLength(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: t('calls:actions.reportSpam') })).toBeDisabled());
    restFocus();
  },
};
export const ReportedAsSpamArabic: Story = inLocale(ReportedAsSpam, 'ae', { play: true });

/** The server fails: the page says so, keeps the way back, and a retry loads the call. */
export const LoadFailsThenRetry: Story = {
  parameters: { msw: { handlers: [serverDown('/api/calls/{id}', log), balanceApi(log)] } },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByRole('heading', { level: 1, name: t('calls:detail.loadError') })).toBeVisible();
    await retryWithServerBack(context, callApi);
    await expect(await findTitle(context.canvasElement)).toBeVisible();
    await expectShell(context.canvasElement, 'calls');
    await expectRetryHandedFocusOn(context);
  },
};
export const LoadFailsThenRetrySpanish: Story = inLocale(LoadFailsThenRetry, 'es');

/*
 * From a call to a fix: the lead call, in which the agent found no answer for the
 * implant prices. The studio's calls: the questions inbox (the sidebar's badge) and saving a
 * scenario.
 */
const LEAD = callDetail('lead_qualified', recording);
const leadApi = [
  contract(
    'get',
    '/api/calls/{id}',
    ({ params }) => (params.id === LEAD.id ? HttpResponse.json(LEAD) : HttpResponse.json({ error: 'Not found' }, { status: 404 })),
    log,
  ),
  contract('get', '/api/delivery/calls/{id}', () => HttpResponse.json(STORY_CALL_DELIVERIES), log),
  contract('get', '/api/studio/questions', () => HttpResponse.json({ open: 2, groups: [] }), log),
  contract(
    'post',
    '/api/studio/scenarios',
    async ({ request }) => {
      const body = await request.json();
      fromCall = { ...body, id: 'sc-from-call', at: body.at ?? LEAD.startedAt, createdAt: LEAD.startedAt };
      return HttpResponse.json(fromCall, { status: 201 });
    },
    log,
  ),
  balanceApi(log),
  // The test chat, where "Turn into a scenario" leads: the studio and its scenarios, the saved one last.
  contract('get', '/api/studio', () => HttpResponse.json(studioOverview(MockStudioSetup(STUDIO_NOW, 'draft'))), log),
  contract(
    'get',
    '/api/studio/scenarios',
    () => HttpResponse.json({ scenarios: [...MockStudioScenarios, ...(fromCall ? [fromCall] : [])] }),
    log,
  ),
];
/** The scenario the story's "Turn into a scenario" saved (none before it). */
let fromCall: Schema<'StudioScenario'> | null = null;

/**
 * Beside each agent line its source; beside the unanswered question "Add answer" (the answer
 * editor with it filled in); "Turn into a scenario" saves the caller's lines as a scenario and
 * opens the test chat. The sidebar counts the open questions.
 */
export const TurnIntoScenarioFromTheCall: Story = {
  // It ends on the test chat, the next page, as the portal shows it.
  parameters: {
    ...atRest({ focusFalls: 'it ends on the test chat, where the portal moves the focus to its heading as it does after any navigation' }),
    msw: { handlers: leadApi },
    atoms: loggedInWith('story-token-open-questions'),
    nextPage: { route: PATHS.studioTest, page: StudioTestPage } satisfies NextPage,
  },
  beforeEach: () => {
    fromCall = null;
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('sources beside the agent lines, "Add answer" beside the unanswered question', async () => {
      await findTitle(canvasElement);
      const transcript = within(canvas.getByTestId('transcript'));
      await expect(transcript.getByRole('link', { name: t('calls:detail.source.noAnswer') })).toHaveAttribute(
        'href',
        `${localizePath(PATHS.botConfig, pageLocale())}#studio-answers`,
      );
      await expect(transcript.getByRole('link', { name: t('dashboard:studio.test.source.message') })).toHaveAttribute(
        'href',
        `${localizePath(PATHS.botConfig, pageLocale())}#studio-actions`,
      );
      const add = transcript.getByRole('link', { name: t('calls:detail.addAnswer') });
      const href = new URL(add.getAttribute('href') ?? '', window.location.origin);
      await expect(href.pathname).toBe(localizePath(PATHS.botConfig, pageLocale()));
      await expect(href.searchParams.get('question')).toBe(LEAD.transcript[1]?.text);
      await expect(href.searchParams.get('language')).toBe('es');
    });
    await step('the sidebar counts the open questions', async () => {
      if (isMobileWidth()) return;
      const nav = within(canvas.getByRole('navigation', { name: t('dashboard:shell.navLabel') }));
      await expect(
        await nav.findByRole('link', { name: t('dashboard:shell.questionsOpen', { count: 2 }) }, { timeout: 5000 }),
      ).toHaveAttribute('href', localizePath(PATHS.studioQuestions, pageLocale()));
    });
    await step('turned into a scenario: the caller’s lines, then the test chat', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('calls:actions.toScenario') }));
      await waitFor(() => expect(currentPath(canvasElement)).toBe(localizePath(PATHS.studioTest, pageLocale())), { timeout: 5000 });
      await expect(await canvas.findByRole('heading', { level: 1, name: t('dashboard:studio.test.title') })).toBeVisible();
      await expect(await canvas.findByText(LEAD.summary)).toBeVisible();
      await expectPageLandmarks();
      const [saved] = log.to('/api/studio/scenarios', 'post');
      await expect(saved?.body).toMatchObject({
        name: LEAD.summary,
        language: 'es',
        at: LEAD.startedAt,
        turns: LEAD.transcript.filter((turn) => turn.speaker === 'caller').map((turn) => turn.text),
        expectations: [{ kind: 'never_says', phrase: 'no tengo respuesta' }],
      });
    });
  },
};
export const TurnIntoScenarioFromTheCallArabic: Story = inLocale(TurnIntoScenarioFromTheCall, 'ae', { play: true });
export const TurnIntoScenarioFromTheCallMobile: Story = onMobile(TurnIntoScenarioFromTheCall, 'en');
