/**
 * The call detail's actions (src/pages/CallDetailPage.tsx) through the pages' one action-state
 * helper (`useActionStateOf`, src/pages/serverState.ts): a call-back scheduled is done for good
 * (what it says stays, the button stays disabled); a rating is a save like any other (its success
 * shows for 3000 ms, then the form is idle again); a refusal says the server's message.
 */
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { userEvent, waitFor, within } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import { formatDateTime } from '@/lib/format';
import CallDetailPage from '@/pages/CallDetailPage';
import { callDetail, STORY_BALANCE } from '@stories/fixtures/calls';
import { contract, renderPage, requestLog, t, useMockApi, worker } from './support';

const CALL = callDetail('appointment_booked', null);
const SCHEDULED_AT = '2026-11-27T10:32:00.000Z';
const log = requestLog();

useMockApi(
  contract('get', '/api/calls/{id}', () => HttpResponse.json(CALL), log),
  contract('get', '/api/balance', () => HttpResponse.json({ ...STORY_BALANCE, plan: 'custom', outboundCalls: true }), log),
  contract('get', '/api/delivery/calls/{id}', () => HttpResponse.json({ sent: [], webhooks: [] }), log),
  contract(
    'post',
    '/api/calls/{id}/callback',
    () => HttpResponse.json({ scheduledAt: SCHEDULED_AT, callId: 'call-back-1' }, { status: 202 }),
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
);

async function openCall() {
  log.clear();
  const page = renderPage(
    <Routes>
      <Route path="/dashboard/calls/:id" element={<CallDetailPage />} />
    </Routes>,
    { route: `/dashboard/calls/${CALL.id}` },
  );
  const screen = within(page.container);
  await screen.findByRole('heading', { level: 2, name: t('calls:actions.title') });
  return screen;
}

describe('the actions on a call', () => {
  test('a call-back scheduled says when, and stays done', async () => {
    const screen = await openCall();
    const callBack = await screen.findByRole('button', { name: t('calls:actions.agentCallBack') });
    await userEvent.click(callBack);
    const said = t('calls:actions.agentCallBackScheduled', {
      number: CALL.callerNumber,
      time: formatDateTime(SCHEDULED_AT, 'en', { timeStyle: 'short' }),
    });
    await expect(await screen.findByText(said)).toBeVisible();
    expect(log.to(`/api/calls/${CALL.id}/callback`, 'post')).toHaveLength(1);
    // Past the 3000 ms a save's success shows: a call-back is not a save, it stays said.
    await new Promise((resolve) => setTimeout(resolve, 3300));
    expect(screen.getByText(said)).toBeVisible();
    expect(screen.getByRole('button', { name: t('calls:actions.agentCallBack') })).toBeDisabled();
  });

  test('a call-back already pending (the server answers 200 with it) says so, and books nothing new', async () => {
    worker.use(
      contract(
        'post',
        '/api/calls/{id}/callback',
        () => HttpResponse.json({ scheduledAt: SCHEDULED_AT, callId: 'call-back-1' }, { status: 200 }),
        log,
      ),
    );
    const screen = await openCall();
    await userEvent.click(await screen.findByRole('button', { name: t('calls:actions.agentCallBack') }));
    const said = t('calls:actions.agentCallBackAlreadyScheduled', {
      number: CALL.callerNumber,
      time: formatDateTime(SCHEDULED_AT, 'en', { timeStyle: 'short' }),
    });
    await expect(await screen.findByText(said)).toBeVisible();
    expect(screen.getByRole('button', { name: t('calls:actions.agentCallBack') })).toBeDisabled();
  });

  test('a rating saved says so for 3000 ms, then the form is idle again', async () => {
    const screen = await openCall();
    await userEvent.click(screen.getByRole('button', { name: t('calls:actions.rateUp') }));
    await userEvent.click(screen.getByRole('button', { name: t('calls:actions.saveRating') }));
    await expect(await screen.findByText(t('calls:actions.ratingSaved'))).toBeVisible();
    expect(log.to(`/api/calls/${CALL.id}/rating`, 'put').map((call) => call.body)).toEqual([{ rating: 'up', note: null }]);
    await waitFor(() => expect(screen.queryByText(t('calls:actions.ratingSaved'))).toBeNull(), { timeout: 4500 });
  });

  test("a rating the server refuses says the server's message", async () => {
    worker.use(
      contract('put', '/api/calls/{id}/rating', () =>
        HttpResponse.json({ error: 'The note is too long (at most 500 characters).' }, { status: 400 }),
      ),
    );
    const screen = await openCall();
    await userEvent.click(screen.getByRole('button', { name: t('calls:actions.rateDown') }));
    await userEvent.click(screen.getByRole('button', { name: t('calls:actions.saveRating') }));
    await expect(await screen.findByText('The note is too long (at most 500 characters).')).toBeVisible();
    expect(screen.queryByText(t('calls:actions.ratingSaved'))).toBeNull();
  });
});
