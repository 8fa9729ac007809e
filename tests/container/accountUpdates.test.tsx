/**
 * The account page's updates (src/pages/DashboardPage.tsx, src/api/accountUpdates.ts): any 2xx
 * is a success, with or without a body; the user is updated in place and current-user is asked
 * again; the password change is authorised by the token current-user returned.
 */
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { userEvent, waitFor, within } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import type { User } from '@/lib/types';
import DashboardPage from '@/pages/DashboardPage';
import { authAtom } from '@/state/auth';
import { createStore } from 'jotai';
import { MockUser } from '../../mock-api/fixtures/users';
import { storyGoLive } from '@stories/fixtures/golive';
import { contract, noContent, renderPage, requestLog, t, useMockApi, worker } from './support';

const STORED_TOKEN = 'stored-token';
const SESSION_TOKEN = 'current-user-token';
const NEW_EMAIL = 'lucia@example.com';

const log = requestLog();
let account: User = MockUser;

useMockApi(
  contract('get', '/api/current-user', () => HttpResponse.json({ user: account, token: SESSION_TOKEN }), log),
  // The dashboard's go-live card.
  contract('get', '/api/golive', () => HttpResponse.json(storyGoLive()), log),
);

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAccount() {
  log.clear();
  account = MockUser;
  localStorage.setItem('token', STORED_TOKEN);
  const store = createStore();
  store.set(authAtom, { token: STORED_TOKEN, user: MockUser, isAuthenticated: true });
  const page = renderPage(
    <>
      <DashboardPage />
      <Where />
    </>,
    { route: '/dashboard', store },
  );
  return { ...page, screen: within(page.container) };
}

const section = (container: HTMLElement, heading: string) => {
  const card = within(container).getByRole('heading', { level: 2, name: heading }).closest('section');
  if (!card) throw new Error(`No section ${heading}`);
  return within(card);
};

/** The three answers a 2xx may carry: none, `{ success: true }` (outside the contract's answer), and `{ user }`. */
const ANSWERS = {
  'no body (204)': () => noContent(),
  '{ success: true }': () => HttpResponse.json({ success: true }),
  '{ user }': () => HttpResponse.json({ user: { ...account }, message: 'updated' }),
} as const;

describe('an e-mail change', () => {
  for (const [label, answer] of Object.entries(ANSWERS)) {
    test(`answered with ${label} is a success, shown in place, and current-user is asked again`, async () => {
      // `{ success: true }` is not the contract's answer: a plain handler sends it.
      worker.use(
        http.put('/api/users/newEmail/:email', async ({ request }) => {
          await log.record(request);
          account = { ...account, email: ((await request.clone().json()) as { newEmail: string }).newEmail };
          return answer();
        }),
      );
      const { container, screen } = renderAccount();
      await screen.findByRole('heading', { level: 1, name: t('dashboard:account.title', { name: MockUser.name }) });
      const email = section(container, t('dashboard:account.email.heading'));
      const input = email.getByRole('textbox', { name: t('dashboard:account.email.label') });
      await userEvent.clear(input);
      await userEvent.type(input, NEW_EMAIL);
      await userEvent.click(email.getByRole('button', { name: t('dashboard:account.email.submit') }));

      expect(await email.findByText(t('dashboard:account.emailUpdated'))).toBeTruthy();
      expect(screen.getAllByText(NEW_EMAIL).length).toBeGreaterThan(0);
      const [change] = log.to(`/api/users/newEmail/${encodeURIComponent(MockUser.email)}`, 'put');
      expect(change?.body).toEqual({ newEmail: NEW_EMAIL });
      expect(change?.headers.get('authorization')).toBe(`Bearer ${STORED_TOKEN}`);
      await waitFor(() => expect(log.to('/api/current-user', 'get')).toHaveLength(2));
      expect(screen.queryByRole('alert')).toBeNull();
    });
  }
});

test('a prompt change answered 204 is a success and the new prompt stays in the field', async () => {
  const prompt = 'Answer calls for a bakery in Valencia and take orders for pick-up.';
  worker.use(contract('put', '/api/users/newIaprompt/{email}', () => noContent(), log));
  const { container, screen } = renderAccount();
  await screen.findByRole('heading', { level: 1, name: t('dashboard:account.title', { name: MockUser.name }) });
  const card = section(container, t('dashboard:account.prompt.heading'));
  const field = card.getByRole('textbox', { name: t('dashboard:account.prompt.label') });
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(prompt);
  await userEvent.click(card.getByRole('button', { name: t('dashboard:account.prompt.submit') }));
  expect(await card.findByText(t('dashboard:account.iapromptUpdated'))).toBeTruthy();
  expect(log.to(`/api/users/newIaprompt/${encodeURIComponent(MockUser.email)}`, 'put')[0]?.body).toEqual({
    newIaprompt: prompt,
    locale: 'en',
  });
  expect(field).toHaveProperty('value', prompt);
  await waitFor(() => expect(log.to('/api/current-user', 'get')).toHaveLength(2));
});

test('the password change sends the token current-user returned, then the page logs out to login', async () => {
  worker.use(contract('put', '/api/users/newPassword/{email}', () => noContent(), log));
  const { container, screen, store } = renderAccount();
  await screen.findByRole('heading', { level: 1, name: t('dashboard:account.title', { name: MockUser.name }) });
  const card = section(container, t('dashboard:account.password.heading'));
  await userEvent.type(card.getByLabelText(t('dashboard:account.password.current'), { exact: false }), 'Demo1234!');
  await userEvent.type(card.getByLabelText(t('dashboard:account.password.new'), { exact: false }), 'Sonrisa2027!');
  await userEvent.click(card.getByRole('button', { name: t('dashboard:account.password.submit') }));

  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
  const [change] = log.to(`/api/users/newPassword/${encodeURIComponent(MockUser.email)}`, 'put');
  expect(change?.headers.get('authorization')).toBe(`Bearer ${SESSION_TOKEN}`);
  expect(change?.body).toEqual({ currentPassword: 'Demo1234!', newPassword: 'Sonrisa2027!' });
  expect(store.get(authAtom).token).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
  await waitFor(() => {
    const notices = within(document.body).getAllByRole('alert');
    expect(notices.some((notice) => notice.textContent?.includes(t('dashboard:account.passwordUpdated')))).toBe(true);
  });
});
