import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsView } from '@/features/dashboard/SettingsView';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/dashboard';
import type { LoadState } from '@/lib/loadState';
import type { Locale } from '@/lib/locale';
import { MockSettings } from '../../mock-api/fixtures/dashboard';
import { t } from '../support/i18n';
import { choice, namedChoices, SAVE_CHOICES } from '../support/named';
import { loaded, loadErrorPlay, loadFailed, loading, loadingPlay, portalViewMeta, savedPlay, savingPlay } from '../support/loadState';
import { inLocale, onMobile } from '../support/variants';
import { restFocus } from '../support/atRest';

/** The settings a designer can show. */
const SETTINGS = { 'Default settings': loaded(MockSettings), Loading: loading, 'Failed to load': loadFailed() } satisfies Record<
  string,
  LoadState<Settings>
>;

const meta = {
  title: 'Portal/Settings/States',
  component: SettingsView,
  ...portalViewMeta({
    state: choice(SETTINGS, 'Default settings'),
    save: choice(SAVE_CHOICES, 'Not saved yet'),
    portalLocale: 'en',
    onSave: fn(),
  }),
  // The view follows the story's locale, as the page passes the portal's.
  render: (args, { globals }) => <SettingsView {...args} portalLocale={(globals.locale ?? 'en') as Locale} />,
  argTypes: {
    state: namedChoices(SETTINGS, 'The settings: loading, failed, or loaded.'),
    save: namedChoices(SAVE_CHOICES, 'Saving the settings: not yet, saving, saved or failed.'),
    portalLocale: { control: false, description: 'The language the portal is shown in now (here: the toolbar’s).' },
  },
} satisfies Meta<typeof SettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const languageSelect = (el: HTMLElement) => within(el).getByRole('combobox', { name: t('dashboard:settings.language') });
const timezoneSelect = (el: HTMLElement) => within(el).getByRole('combobox', { name: t('dashboard:settings.timezone') });

const loadedPlay: Story['play'] = async ({ canvasElement, args, globals, step }) => {
  const canvas = within(canvasElement);
  const locale = (globals.locale ?? 'en') as Locale;
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('dashboard:settings.title'));
  await step('the four languages, each named in itself; the portal language shown where it is one', async () => {
    const select = languageSelect(canvasElement);
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['es', 'Español'],
      ['en', 'English'],
      ['fr', 'Français'],
      ['de', 'Deutsch'],
    ]);
    // Saved: es. An English or Spanish portal shows its own language; Arabic is not offered, so the saved one.
    await expect(select).toHaveValue(locale === 'ae' ? 'es' : locale);
  });
  await step('the four time zones the settings offer', async () => {
    const options = within(timezoneSelect(canvasElement)).getAllByRole('option');
    await expect(options.map((o) => o.getAttribute('value'))).toEqual([
      'Europe/Madrid',
      'America/Mexico_City',
      'America/Bogota',
      'America/Argentina/Buenos_Aires',
    ]);
    await expect(options[0]).toHaveTextContent(t('dashboard:settings.timezones.madrid'));
    await expect(options[2]).toHaveTextContent(t('dashboard:settings.timezones.bogota'));
    await expect(timezoneSelect(canvasElement)).toHaveValue('Europe/Madrid');
  });
  await step('the notification preferences', async () => {
    const group = canvas.getByRole('group', { name: t('dashboard:settings.notifications.legend') });
    await expect(within(group).getByRole('switch', { name: t('dashboard:settings.notifications.callSummaries') })).toBeChecked();
    await expect(within(group).getByRole('switch', { name: t('dashboard:settings.notifications.productNews') })).not.toBeChecked();
  });
  await step('a change is saved', async () => {
    await userEvent.selectOptions(languageSelect(canvasElement), 'fr');
    await userEvent.selectOptions(timezoneSelect(canvasElement), 'America/Bogota');
    await userEvent.click(canvas.getByRole('switch', { name: t('dashboard:settings.notifications.productNews') }));
    await userEvent.click(canvas.getByRole('button', { name: t('dashboard:settings.save') }));
    await expect(args.onSave).toHaveBeenCalledWith({
      language: 'fr',
      timezone: 'America/Bogota',
      notifications: { ...DEFAULT_SETTINGS.notifications, productNews: true },
    });
  });
  restFocus();
};
/** The settings loaded: language, time zone and notifications, with the save button. */
export const Loaded: Story = { play: loadedPlay };
export const LoadedSpanish: Story = inLocale(Loaded, 'es');
export const LoadedArabic: Story = inLocale(Loaded, 'ae');
export const LoadedMobile: Story = onMobile(Loaded);

/** French is saved: the portal has no French, so the saved language stays shown. */
export const SavedFrench: Story = {
  args: { state: loaded({ ...MockSettings, language: 'fr', timezone: 'America/Mexico_City' }) },
  play: async ({ canvasElement }) => {
    await expect(languageSelect(canvasElement)).toHaveValue('fr');
    await expect(timezoneSelect(canvasElement)).toHaveValue('America/Mexico_City');
    await expect(within(canvasElement).getByText(t('dashboard:settings.languageDescription'))).toBeVisible();
  },
};
export const SavedFrenchSpanish: Story = inLocale(SavedFrench, 'es');
export const SavedFrenchArabic: Story = inLocale(SavedFrench, 'ae');

/** Saving the settings: the button is busy and disabled. */
export const Saving: Story = { args: { save: choice(SAVE_CHOICES, 'Saving') }, play: savingPlay(() => t('dashboard:settings.save')) };
export const SavingSpanish: Story = inLocale(Saving, 'es');
export const SavingArabic: Story = inLocale(Saving, 'ae');
export const SavingMobile: Story = onMobile(Saving);

/** The settings saved: a success line by the button. */
export const Saved: Story = { args: { save: choice(SAVE_CHOICES, 'Saved') }, play: savedPlay(() => t('dashboard:settings.saved')) };
export const SavedSpanish: Story = inLocale(Saved, 'es');
export const SavedArabic: Story = inLocale(Saved, 'ae');
export const SavedMobile: Story = onMobile(Saved, 'ae');

const saveErrorPlay: Story['play'] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors:network'));
  await expect(timezoneSelect(canvasElement)).toHaveValue('Europe/Madrid');
};
/** The settings could not be saved: the error by the button. */
export const SaveError: Story = { args: { save: choice(SAVE_CHOICES, 'Failed (network)') }, play: saveErrorPlay };
export const SaveErrorSpanish: Story = inLocale(SaveError, 'es');
export const SaveErrorArabic: Story = inLocale(SaveError, 'ae');
export const SaveErrorMobile: Story = onMobile(SaveError);

/** The settings are loading: a loader in place of the form. */
export const Loading: Story = {
  args: { state: choice(SETTINGS, 'Loading') },
  play: loadingPlay(() => t('dashboard:settings.loading'), 'combobox'),
};
export const LoadingSpanish: Story = inLocale(Loading, 'es');
export const LoadingArabic: Story = inLocale(Loading, 'ae');
export const LoadingMobile: Story = onMobile(Loading);

/** The settings could not load: the error with a retry button. */
export const LoadError: Story = {
  args: { state: choice(SETTINGS, 'Failed to load') },
  play: loadErrorPlay({ heading: () => t('dashboard:settings.loadError') }),
};
export const LoadErrorSpanish: Story = inLocale(LoadError, 'es');
export const LoadErrorArabic: Story = inLocale(LoadError, 'ae');
export const LoadErrorMobile: Story = onMobile(LoadError);
