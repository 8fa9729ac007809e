import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ProfilePage from '@/pages/ProfilePage';
import { MockProfile } from '../../mock-api/fixtures/dashboard';
import { MockUser } from '../../mock-api/fixtures/users';
import { t } from '../support/i18n';
import { contract, requestLog } from '../support/msw';
import { inLocale } from '../support/variants';
import { serverDown } from './handlers';
import { expectShell, findNotice, portalPageMeta, expectRetryHandedFocusOn, retryWithServerBack } from './support';
import { restFocus } from '../support/atRest';
import { pasteInto } from '../support/forms';

const log = requestLog();

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
export const LoadAndSaveSpanish: Story = inLocale(LoadAndSave, 'es');
export const LoadAndSaveArabic: Story = inLocale(LoadAndSave, 'ae', { play: true });

/** The server fails: the page says so and offers a retry, which loads the profile. */
export const LoadFailsThenRetry: Story = {
  parameters: { msw: { handlers: [serverDown('/api/profile', log)] } },
  play: async (context) => {
    await retryWithServerBack(context, profileApi);
    await waitFor(() => expect(companyField(context.canvasElement)).toHaveValue(MockProfile.company.name));
    await expectShell(context.canvasElement, 'profile');
    await expectRetryHandedFocusOn(context);
  },
};
export const LoadFailsThenRetryArabic: Story = inLocale(LoadFailsThenRetry, 'ae', { play: true });
