/**
 * The e-mail confirmation page (src/pages/VerifyEmailPage.tsx): opening the e-mailed link sends
 * nothing (a mail scanner opens links too); a press on "Confirm" sends one POST with the link's
 * token, then the result shows; a link the server refuses is final, a server out of reach can be
 * tried again.
 */
import { http, HttpResponse } from 'msw';
import { userEvent, waitFor, within } from 'storybook/test';
import { beforeEach, describe, expect, test } from 'vitest';
import VerifyEmailPage from '@/pages/VerifyEmailPage';
import { contract, renderPage, requestLog, t, useMockApi, worker } from './support';

const USED = 'This verification link has already been used. If your account is confirmed, just log in.';
const log = requestLog();

/** Any other method on /verify: recorded, and answered as a confirmation would be, so a page that sent one would show it. */
const opened = http.all('/verify', async ({ request }) => {
  await log.record(request);
  return HttpResponse.json({ message: 'Account verified successfully' });
});

useMockApi(
  contract(
    'post',
    '/verify',
    async ({ request }) => {
      const { token } = await request.json();
      return token === 'good-token'
        ? HttpResponse.json({ message: 'Account verified successfully' })
        : HttpResponse.json({ error: USED }, { status: 400 });
    },
    log,
  ),
  opened,
);

beforeEach(() => log.clear());

/** A few frames: time for any effect of the page to have sent its request. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

async function openLink(token: string) {
  const page = renderPage(<VerifyEmailPage />, { route: `/verify-email?token=${token}` });
  const screen = within(page.container);
  await screen.findByRole('heading', { level: 1, name: t('auth:verify.confirmTitle') });
  return screen;
}

describe('the e-mail confirmation page', () => {
  test('opening the link sends nothing; "Confirm" sends one POST with the token, then says the account is verified', async () => {
    const screen = await openLink('good-token');
    await settle();
    expect(log.calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: t('auth:verify.confirm') }));
    await expect(await screen.findByRole('heading', { level: 1, name: t('auth:verify.verifiedTitle') })).toHaveFocus();
    await settle();
    expect(log.calls.map((call) => [call.method, call.path, call.body])).toEqual([['POST', '/verify', { token: 'good-token' }]]);
    expect(screen.getByRole('link', { name: t('auth:verify.login') }).getAttribute('href')).toBe('/login?confirmed=true');
  });

  test("a refused link shows the server's reason, offers a new link and no retry", async () => {
    const screen = await openLink('used-token');
    await userEvent.click(screen.getByRole('button', { name: t('auth:verify.confirm') }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(t('errors:verify.verificationError', { message: USED }));
    expect(screen.getByRole('heading', { level: 1, name: t('auth:verify.errorTitle') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('auth:verify.retry') })).toBeNull();
    expect(screen.getByRole('button', { name: t('auth:verify.resendSubmit') })).toBeTruthy();
    expect(log.to('/verify', 'post')).toHaveLength(1);
  });

  test('a server out of reach can be tried again, with another press', async () => {
    worker.use(http.post('/verify', () => HttpResponse.error(), { once: true }));
    const screen = await openLink('good-token');
    await userEvent.click(screen.getByRole('button', { name: t('auth:verify.confirm') }));
    await userEvent.click(await screen.findByRole('button', { name: t('auth:verify.retry') }));
    await screen.findByRole('heading', { level: 1, name: t('auth:verify.verifiedTitle') });
    await waitFor(() => expect(log.to('/verify', 'post')).toHaveLength(1));
  });

  test('without a token it says so and sends nothing', async () => {
    const page = renderPage(<VerifyEmailPage />, { route: '/verify-email' });
    await within(page.container).findByRole('heading', { level: 1, name: t('auth:verify.noTokenTitle') });
    await settle();
    expect(log.calls).toEqual([]);
  });
});
