import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ProfilePage from '@/pages/ProfilePage';
import { MockProfile } from '../../mock-api/fixtures/dashboard';
import { MockUser } from '../../mock-api/fixtures/users';
import { SESSION_HERE, SESSION_PHONE, STORY_SESSIONS } from '../fixtures/sessions';
import { storyIsolate, t } from '../support/i18n';
import { contract, noContent, requestLog } from '../support/msw';
import { inLocale } from '../support/variants';
import { serverDown } from './handlers';
import { expectShell, findNotice, portalPageMeta, expectRetryHandedFocusOn, retryWithServerBack } from './support';
import { restFocus } from '../support/atRest';
import { pasteInto } from '../support/forms';

const log = requestLog();

/** The member's sessions: those this story has not ended (the log remembers what it ended). */
const sessionsApi = [
  contract(
    'get',
    '/api/sessions',
    () => {
      const ended = new Set(log.to('/api/sessions/ses_phone', 'delete').length ? [SESSION_PHONE.id] : []);
      if (log.to('/api/sessions/end-others', 'post').length) return HttpResponse.json({ items: [SESSION_HERE] });
      return HttpResponse.json({ items: STORY_SESSIONS.filter((session) => !ended.has(session.id)) });
    },
    log,
  ),
  contract('delete', '/api/sessions/{id}', () => noContent(), log),
  contract('post', '/api/sessions/end-others', () => HttpResponse.json({ ended: STORY_SESSIONS.length - 1 }), log),
];

/** GET /api/profile answers the demo profile; PUT saves it and answers the profile and the account. */
const profileApi = [
  contract('get', '/api/profile', () => HttpResponse.json(MockProfile), log),
  contract(
    'put',
    '/api/profile',
    async ({ request }) => {
      const sent = await request.json();
      const profile = {
        ...MockProfile,
        ...sent,
        company: { ...MockProfile.company, ...sent.company },
        website: sent.website ?? '',
        address: sent.address ?? '',
      };
      return HttpResponse.json({ profile, user: { ...MockUser, name: profile.name, phone: profile.phone, company: profile.company } });
    },
    log,
  ),
  ...sessionsApi,
];

const meta = {
  title: 'Portal/Profile/Page',
  ...portalPageMeta(ProfilePage, '/dashboard/profile', profileApi, log),
};

export default meta;
type Story = StoryObj<typeof meta>;

const companyField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(t('dashboard:profile.companyName')) });

/** The profile loads from the server, a change is saved and the page says so. */
export const LoadAndSave: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the saved profile fills the form', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: t('dashboard:profile.title') })).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: new RegExp(t('dashboard:profile.name')) })).toHaveValue(MockProfile.name);
      await expect(companyField(canvasElement)).toHaveValue(MockProfile.company.name);
      await expect(canvas.getByRole('textbox', { name: t('dashboard:profile.website') })).toHaveValue(MockProfile.website);
      await expect(log.to('/api/profile', 'get')).toHaveLength(1);
    });
    await step('in the shell, Profile marked as the current page', async () => {
      await expectShell(canvasElement, 'profile');
    });
    await step('a new company name is saved: a green notice, the server got the change', async () => {
      const company = companyField(canvasElement);
      await userEvent.clear(company);
      await pasteInto(company, 'Sonrisa Dental SL');
      await userEvent.click(canvas.getByRole('button', { name: t('dashboard:profile.save') }));
      const notice = await findNotice(t('dashboard:profile.saved'));
      await expect(notice).toHaveAttribute('data-kind', 'success');
      const [saved] = log.to('/api/profile', 'put');
      await expect(saved?.body).toMatchObject({ name: MockProfile.name, company: { name: 'Sonrisa Dental SL' } });
      await waitFor(() => expect(companyField(canvasElement)).toHaveValue('Sonrisa Dental SL'));
    });
    restFocus();
  },
};
/** Under the profile, where the member is signed in: ending the phone's session takes it off the list. */
export const EndASession: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: t('dashboard:sessions.title') });
    await step('three sessions, this one first', async () => {
      await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(3));
      await expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent(t('dashboard:sessions.thisDevice'));
    });
    await step("the phone's session ended: the server was asked, the list loads again without it", async () => {
      const phone = t('dashboard:sessions.device', { browser: storyIsolate('Safari'), system: storyIsolate('iPhone') });
      await userEvent.click(within(section).getByRole('button', { name: t('dashboard:sessions.endNamed', { device: phone }) }));
      await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
      await expect(log.to('/api/sessions/ses_phone', 'delete')).toHaveLength(1);
      await expect(within(section).getByRole('status')).toHaveTextContent(t('dashboard:sessions.ended'));
      await expect(within(section).getByRole('heading', { level: 2 })).toHaveFocus();
    });
    restFocus();
  },
};

export const LoadAndSaveSpanish: Story = inLocale(LoadAndSave, 'es');
export const LoadAndSaveArabic: Story = inLocale(LoadAndSave, 'ae', { play: true });

/** The server fails: the page says so and offers a retry, which loads the profile. */
export const LoadFailsThenRetry: Story = {
  parameters: { msw: { handlers: [serverDown('/api/profile', log), ...sessionsApi] } },
  play: async (context) => {
    await retryWithServerBack(context, profileApi);
    await waitFor(() => expect(companyField(context.canvasElement)).toHaveValue(MockProfile.company.name));
    await expectShell(context.canvasElement, 'profile');
    await expectRetryHandedFocusOn(context);
  },
};
export const LoadFailsThenRetryArabic: Story = inLocale(LoadFailsThenRetry, 'ae', { play: true });
