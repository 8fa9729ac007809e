import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOGIN_SERVER_MESSAGES } from '@/lib/serverMessages';
import { readToken } from '@/lib/tokenStorage';
import { withServerState } from '@/app/serverState';
import LoginPageContainer from '@/pages/LoginPage';
import { DEMO_PASSWORD, MockUser } from '../../mock-api/fixtures/users';
import { field } from '../support/fields';
import { t } from '../support/i18n';
import { contract, requestLog } from '../support/msw';
import { inPublicLayout, PAGE_A11Y } from '../support/page';
import { inLocale } from '../support/variants';
import { restFocus } from '../support/atRest';
import { pasteInto } from '../support/forms';

const log = requestLog();

/** POST /api/login: the demo account with its password gets a session; another password is refused. */
const loginApi = [
  contract(
    'post',
    '/api/login',
    async ({ request }) => {
      const { email, password } = await request.json();
      if (email === MockUser.email && password === DEMO_PASSWORD) return HttpResponse.json({ token: 'story-login-token', user: MockUser });
      // The refusal comes after the page has drawn the busy button, as a real server's would
      // (the browser takes the focus off a disabled button at its next frame).
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return HttpResponse.json({ error: LOGIN_SERVER_MESSAGES.incorrectPassword }, { status: 401 });
    },
    log,
  ),
];

/** The page as the app mounts it: with the server-state cache of the session (src/app/pages.ts). */
const LoginPage = withServerState(LoginPageContainer);

/** The login page, and where its router went (the page opens the dashboard after logging in). */
function LoginWithLocation() {
  const { pathname } = useLocation();
  return (
    <>
      <LoginPage />
      <div hidden data-testid="location">
        {pathname}
      </div>
    </>
  );
}

const meta = {
  title: 'Visitor journey/Login/Log in page',
  component: LoginWithLocation,
  // The page as a visitor gets it: header, the page in `main`, footer; axe's page rules on.
  tags: ['page'],
  decorators: [inPublicLayout],
  parameters: { route: '/login', msw: { handlers: loginApi }, a11y: PAGE_A11Y },
  beforeEach: () => {
    log.clear();
    localStorage.removeItem('token');
    sessionStorage.removeItem('token');
    return () => {
      localStorage.removeItem('token');
      sessionStorage.removeItem('token');
    };
  },
} satisfies Meta<typeof LoginWithLocation>;

export default meta;
type Story = StoryObj<typeof meta>;

async function logIn(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: t('auth:login.title') })).toBeVisible();
  const email = field(canvasElement, t('auth:login.email'));
  await waitFor(() => expect(email).toBeEnabled());
  await pasteInto(email, MockUser.email);
  await pasteInto(field(canvasElement, t('auth:login.password')), password);
  await userEvent.click(canvas.getByRole('button', { name: t('auth:login.submit') }));
}

/** The right password: the session's token is kept and the dashboard opens. */
export const LogsIn: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, DEMO_PASSWORD);
    await waitFor(() => expect(within(canvasElement).getByTestId('location').textContent).toMatch(/\/dashboard$/));
    await expect(readToken()).toBe('story-login-token');
    await expect(log.calls.map((call) => call.body)).toEqual([{ email: MockUser.email, password: DEMO_PASSWORD, remember: true }]);
    // The story stays on the login page (no dashboard route here), its busy button focused.
    restFocus();
  },
};
export const LogsInSpanish: Story = inLocale(LogsIn, 'es');
export const LogsInArabic: Story = inLocale(LogsIn, 'ae');

/** A wrong password: the page says so, keeps the e-mail and stays; the focus is back on the button. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'not-the-password');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('errors:login.incorrectPassword'));
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: t('auth:login.submit') })).toHaveFocus());
    await expect(field(canvasElement, t('auth:login.email'))).toHaveValue(MockUser.email);
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/login');
    await expect(readToken()).toBeNull();
    restFocus();
  },
};
export const WrongPasswordSpanish: Story = inLocale(WrongPassword, 'es');
export const WrongPasswordArabic: Story = inLocale(WrongPassword, 'ae');
