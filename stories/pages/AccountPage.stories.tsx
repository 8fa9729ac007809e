import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { User } from '@/lib/types';
import DashboardPage from '@/pages/DashboardPage';
import { MockUser } from '../../mock-api/fixtures/users';
import { STORY_LINES, storyLive } from '../fixtures/golive';
import { restFocus } from '../support/atRest';
import { pasteInto } from '../support/forms';
import { storyIsolate, t } from '../support/i18n';
import { contract, noContent, requestLog } from '../support/msw';
import { inLocale } from '../support/variants';
import { expectShell, portalPageMeta } from './support';

const NEW_EMAIL = 'lucia@example.com';
const log = requestLog();
/** The account as the story's server has it (an e-mail change applies to it). */
let account: User = MockUser;

/**
 * current-user answers the account and its token; an e-mail change answers 204, no body; the
 * go-live card shows the demo clinic's line live.
 */
const accountApi = [
  contract('get', '/api/current-user', () => HttpResponse.json({ user: account, token: 'current-user-token' }), log),
  contract('get', '/api/golive', () => HttpResponse.json(storyLive(STORY_LINES.spanishLandline, 'no_answer')), log),
  contract(
    'put',
    '/api/users/newEmail/{email}',
    async ({ request }) => {
      account = { ...account, email: (await request.json()).newEmail };
      return noContent();
    },
    log,
  ),
];

const meta = {
  title: 'Portal/Dashboard/Page',
  ...portalPageMeta(DashboardPage, '/dashboard', accountApi, log, () => {
    account = MockUser;
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

const emailSection = (canvasElement: HTMLElement) => {
  const card = within(canvasElement)
    .getByRole('heading', { level: 2, name: t('dashboard:account.email.heading') })
    .closest('section');
  if (!card) throw new Error('No e-mail section');
  return within(card);
};

/** The account of current-user as it loads, in the shell with Dashboard marked as the current page. */
const loadedPlay: Story['play'] = async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  await step('the account of current-user', async () => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('dashboard:account.title', { name: storyIsolate(MockUser.name) }) }),
    ).toBeVisible();
    await expect(emailSection(canvasElement).getByRole('textbox', { name: t('dashboard:account.email.label') })).toHaveValue(
      MockUser.email,
    );
  });
  await step('in the shell, Dashboard marked as the current page', async () => {
    await expectShell(canvasElement, 'dashboard');
  });
};

/** The page as it opens: the account of current-user, nothing edited. */
export const Page: Story = {
  play: async (context) => {
    await loadedPlay(context);
    await expect(within(context.canvasElement).queryByText(t('dashboard:account.emailUpdated'))).toBeNull();
  },
};
export const PageSpanish: Story = inLocale(Page, 'es');
export const PageArabic: Story = inLocale(Page, 'ae', { play: true });

/** Saved: an e-mail change answered 204 (no body) is a success, shown in place, and current-user is asked again. */
export const EmailChangeSaved: Story = {
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await loadedPlay(context);
    await step('the new e-mail is sent; the 204 is a success', async () => {
      const email = emailSection(canvasElement);
      const input = email.getByRole('textbox', { name: t('dashboard:account.email.label') });
      await userEvent.clear(input);
      await pasteInto(input, NEW_EMAIL);
      await userEvent.click(email.getByRole('button', { name: t('dashboard:account.email.submit') }));
      await expect(await email.findByText(t('dashboard:account.emailUpdated'))).toBeVisible();
      const [change] = log.to(`/api/users/newEmail/${encodeURIComponent(MockUser.email)}`, 'put');
      await expect(change?.body).toEqual({ newEmail: NEW_EMAIL });
    });
    await step('the account shows the new e-mail, and current-user was asked again', async () => {
      await expect(canvas.getAllByText(NEW_EMAIL)[0]).toBeVisible();
      await waitFor(() => expect(log.to('/api/current-user', 'get')).toHaveLength(2));
    });
    restFocus();
  },
};
export const EmailChangeSavedSpanish: Story = inLocale(EmailChangeSaved, 'es');
export const EmailChangeSavedArabic: Story = inLocale(EmailChangeSaved, 'ae', { play: true });
