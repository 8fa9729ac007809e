/**
 * The KYC resubmission page (src/pages/ResubmitKycPage.tsx): the documents go out as a mutation;
 * the server's message shows until the dashboard opens 2000 ms later with the status pending; a
 * refusal is said, and an ended session offers to log in again.
 */
import { HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { userEvent, waitFor, within } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import { createStore } from 'jotai';
import ResubmitKycPage from '@/pages/ResubmitKycPage';
import { authAtom, userAtom } from '@/state/auth';
import { jpegFile, pdfFile } from '@stories/fixtures/accounts';
import { chooseDocuments } from '@stories/kyc/support';
import { MockRejectedUser } from '../../mock-api/fixtures/users';
import { contract, renderPage, requestLog, t, useMockApi, worker } from './support';

const RECEIVED = 'We have received your documents. We will review them shortly.';
const log = requestLog();

useMockApi(
  contract(
    'post',
    '/kyc/resubmit-kyc',
    () => HttpResponse.json({ user: { ...MockRejectedUser, kyc_status: 'pending' }, message: RECEIVED }),
    log,
  ),
);

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

async function sendDocuments() {
  log.clear();
  const store = createStore();
  store.set(authAtom, { token: 'token', user: MockRejectedUser, isAuthenticated: true });
  const page = renderPage(
    <>
      <ResubmitKycPage />
      <Where />
    </>,
    { route: '/resubmit-kyc', store },
  );
  await within(page.container).findByRole('heading', { level: 1, name: t('kyc:resubmit.title') });
  await chooseDocuments(page.container, pdfFile(), jpegFile(), (file) => new RegExp(file.name));
  await userEvent.click(within(page.container).getByRole('button', { name: t('kyc:resubmit.submit') }));
  return { ...page, screen: within(page.container) };
}

describe('resubmitting the KYC documents', () => {
  test("shows the server's message, then opens the dashboard with the status pending", async () => {
    const { screen, store } = await sendDocuments();
    await expect(await screen.findByText(RECEIVED)).toBeVisible();
    expect(log.to('/kyc/resubmit-kyc', 'post')).toHaveLength(1);
    expect(screen.getByTestId('where').textContent).toBe('/resubmit-kyc');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dashboard'), { timeout: 4000 });
    expect(store.get(userAtom)?.kyc_status).toBe('pending');
  });

  test('an ended session is said, with the way to log in again; nothing changes', async () => {
    worker.use(
      contract('post', '/kyc/resubmit-kyc', () => HttpResponse.json({ error: 'Your session has ended. Log in again.' }, { status: 401 })),
    );
    const { screen, store } = await sendDocuments();
    const alert = await screen.findByRole('alert');
    await expect(within(alert).getByRole('button', { name: t('kyc:resubmit.loginAgain') })).toBeVisible();
    expect(screen.queryByText(RECEIVED)).toBeNull();
    expect(store.get(userAtom)?.kyc_status).toBe('rejected');
    expect(screen.getByTestId('where').textContent).toBe('/resubmit-kyc');
  });
});
