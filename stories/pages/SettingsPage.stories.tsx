import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shownLanguage } from '@/features/dashboard/settings';
import type { Settings } from '@/lib/dashboard';
import { localizePath } from '@/lib/locale';
import { PATHS } from '@/lib/routes';
import SettingsPage from '@/pages/SettingsPage';
import { MockSettings } from '../../mock-api/fixtures/dashboard';
import { t } from '../support/i18n';
import { contract, requestLog } from '../support/msw';
import { inLocale, onMobile, pageLocale } from '../support/variants';
import { serverDown } from './handlers';
import { currentPath, expectShell, findNotice, portalPageMeta, expectRetryHandedFocusOn, retryWithServerBack } from './support';
import { restFocus } from '../support/atRest';

const log = requestLog();

/** The saved settings; a save answers what it was sent. */
const settingsApi = [
  contract('get', '/api/settings', () => HttpResponse.json(MockSettings), log),
  contract('put', '/api/settings', async ({ request }) => HttpResponse.json(await request.json()), log),
];

const meta = {
  title: 'Portal/Settings/Page',
  ...portalPageMeta(SettingsPage, PATHS.settings, settingsApi, log),
};

export default meta;
type Story = StoryObj<typeof meta>;

const language = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: new RegExp(t('dashboard:settings.language')) });
const productNews = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('switch', { name: t('dashboard:settings.notifications.productNews') });

/** The saved settings from the server, in the shell; French and the product news are saved, the portal keeps its language. */
export const LoadAndSave: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the saved settings fill the form (the language shown follows the portal)', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: t('dashboard:settings.title') })).toBeVisible();
      await expect(language(canvasElement)).toHaveValue(shownLanguage(MockSettings.language, pageLocale()));
      await expect(canvas.getByRole('combobox', { name: new RegExp(t('dashboard:settings.timezone')) })).toHaveValue(MockSettings.timezone);
      await expect(productNews(canvasElement)).not.toBeChecked();
      await expect(log.to('/api/settings', 'get')).toHaveLength(1);
    });
    await step('in the shell, Settings marked as the current page (its own language field, no switcher)', async () => {
      await expectShell(canvasElement, 'settings');
    });
    await step('French and the product news are saved; the page stays in its language', async () => {
      await userEvent.selectOptions(language(canvasElement), 'fr');
      await userEvent.click(productNews(canvasElement));
      await userEvent.click(canvas.getByRole('button', { name: t('dashboard:settings.save') }));
      await expect(await findNotice(t('dashboard:settings.saved'))).toHaveAttribute('data-kind', 'success');
      const expected: Settings = { ...MockSettings, language: 'fr', notifications: { ...MockSettings.notifications, productNews: true } };
      await expect(log.to('/api/settings', 'put').map((call) => call.body)).toEqual([expected]);
      await expect(currentPath(canvasElement)).toBe(localizePath(PATHS.settings, pageLocale()));
      await waitFor(() => expect(productNews(canvasElement)).toBeChecked());
    });
    restFocus();
  },
};
export const LoadAndSaveSpanish: Story = inLocale(LoadAndSave, 'es');
export const LoadAndSaveArabic: Story = inLocale(LoadAndSave, 'ae', { play: true });
export const LoadAndSaveMobile: Story = onMobile(LoadAndSave, 'en', { play: true });

/** The settings cannot be read: the page says so, and a retry loads them. */
export const LoadFailsThenRetry: Story = {
  parameters: { msw: { handlers: [serverDown('/api/settings', log)] } },
  play: async (context) => {
    await expect(
      await within(context.canvasElement).findByRole('heading', { level: 1, name: t('dashboard:settings.loadError') }),
    ).toBeVisible();
    await retryWithServerBack(context, settingsApi);
    await waitFor(() => expect(productNews(context.canvasElement)).not.toBeChecked());
    await expectShell(context.canvasElement, 'settings');
    await expectRetryHandedFocusOn(context);
  },
};
export const LoadFailsThenRetryArabic: Story = inLocale(LoadFailsThenRetry, 'ae', { play: true });
