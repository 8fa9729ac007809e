import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileView } from '@/features/dashboard/ProfileView';
import type { Profile } from '@/lib/dashboard';
import type { LoadState } from '@/lib/loadState';
import { textMessage } from '@/lib/message';
import { MockProfile } from '../../mock-api/fixtures/dashboard';
import { phoneInput } from '../support/fields';
import { t } from '../support/i18n';
import { choice, namedChoices, SAVE_CHOICES } from '../support/named';
import {
  loaded,
  loadErrorPlay,
  loadFailed,
  loading,
  loadingPlay,
  portalViewMeta,
  savedPlay,
  saveFailed,
  savingPlay,
} from '../support/loadState';
import { inLocale, onMobile } from '../support/variants';
import { restFocus } from '../support/atRest';

/** The profile a designer can show. */
const PROFILES = { 'Demo account': loaded(MockProfile), Loading: loading, 'Failed to load': loadFailed() } satisfies Record<
  string,
  LoadState<Profile>
>;

const meta = {
  title: 'Portal/Profile/States',
  component: ProfileView,
  ...portalViewMeta({
    state: choice(PROFILES, 'Demo account'),
    save: choice(SAVE_CHOICES, 'Not saved yet'),
    onSave: fn(),
  }),
  argTypes: {
    state: namedChoices(PROFILES, 'The profile: loading, failed, or loaded.'),
    save: namedChoices(SAVE_CHOICES, 'Saving the profile: not yet, saving, saved or failed.'),
  },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadedPlay: Story['play'] = async ({ canvasElement, args, step }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('dashboard:profile.title'));
  await step('the saved profile fills the form', async () => {
    await expect(canvas.getByRole('textbox', { name: new RegExp(t('dashboard:profile.name')) })).toHaveValue(MockProfile.name);
    await expect(canvas.getByRole('textbox', { name: new RegExp(t('dashboard:profile.companyName')) })).toHaveValue(
      MockProfile.company.name,
    );
    await expect(canvas.getByRole('textbox', { name: t('dashboard:profile.cifNif') })).toHaveValue(MockProfile.company.cifNif);
    await expect(canvas.getByRole('combobox', { name: t('dashboard:profile.industry') })).toHaveValue('salud');
    await expect(canvas.getByRole('combobox', { name: t('dashboard:profile.size') })).toHaveValue('pyme');
    await expect(canvas.getByRole('textbox', { name: t('dashboard:profile.website') })).toHaveValue(MockProfile.website);
    await expect(canvas.getByRole('textbox', { name: t('dashboard:profile.address') })).toHaveValue(MockProfile.address);
    await expect(await phoneInput(canvasElement, t('dashboard:profile.phone'))).toHaveValue('+34 600 11 12 22');
  });
  await step('a change is saved, the website made a full address', async () => {
    const company = canvas.getByRole('textbox', { name: new RegExp(t('dashboard:profile.companyName')) });
    await userEvent.clear(company);
    await userEvent.type(company, 'Sonrisa Dental SL');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('dashboard:profile.size') }), 'gran_empresa');
    const website = canvas.getByRole('textbox', { name: t('dashboard:profile.website') });
    await userEvent.clear(website);
    await userEvent.type(website, 'sonrisa.example.es');
    await userEvent.click(canvas.getByRole('button', { name: t('dashboard:profile.save') }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...MockProfile,
      company: { ...MockProfile.company, name: 'Sonrisa Dental SL', size: 'gran_empresa' },
      website: 'https://sonrisa.example.es/',
    });
    await expect(website).toHaveValue('https://sonrisa.example.es/');
  });
  restFocus();
};
/** The demo profile loaded: name, company, tax id, industry, size, website and address, with the save button. */
export const Loaded: Story = { play: loadedPlay };
export const LoadedSpanish: Story = inLocale(Loaded, 'es');
export const LoadedArabic: Story = inLocale(Loaded, 'ae');
export const LoadedMobile: Story = onMobile(Loaded);

const invalidPlay: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  const name = canvas.getByRole('textbox', { name: new RegExp(t('dashboard:profile.name')) });
  await userEvent.clear(name);
  await userEvent.clear(canvas.getByRole('textbox', { name: new RegExp(t('dashboard:profile.companyName')) }));
  const website = canvas.getByRole('textbox', { name: t('dashboard:profile.website') });
  await userEvent.clear(website);
  await userEvent.type(website, 'not a website');
  await userEvent.click(canvas.getByRole('button', { name: t('dashboard:profile.save') }));
  await expect(await canvas.findByText(t('dashboard:profile.errors.nameRequired'))).toBeVisible();
  await expect(canvas.getByText(t('dashboard:profile.errors.companyNameRequired'))).toBeVisible();
  await expect(canvas.getByText(t('dashboard:profile.errors.website'))).toBeVisible();
  await expect(website).toHaveValue('not a website');
  await waitFor(() => expect(name).toHaveFocus());
  await expect(args.onSave).not.toHaveBeenCalled();
  restFocus();
};
/** Values the form refuses: each field says what is wrong, and nothing is saved. */
export const InvalidInput: Story = { play: invalidPlay };
export const InvalidInputSpanish: Story = inLocale(InvalidInput, 'es');
export const InvalidInputArabic: Story = inLocale(InvalidInput, 'ae');
export const InvalidInputMobile: Story = onMobile(InvalidInput, 'ae');

/** Saving the profile: the button is busy and disabled. */
export const Saving: Story = { args: { save: choice(SAVE_CHOICES, 'Saving') }, play: savingPlay(() => t('dashboard:profile.save')) };
export const SavingSpanish: Story = inLocale(Saving, 'es');
export const SavingArabic: Story = inLocale(Saving, 'ae');
export const SavingMobile: Story = onMobile(Saving);

/** The profile saved: a success line by the button. */
export const Saved: Story = { args: { save: choice(SAVE_CHOICES, 'Saved') }, play: savedPlay(() => t('dashboard:profile.saved')) };
export const SavedSpanish: Story = inLocale(Saved, 'es');
export const SavedArabic: Story = inLocale(Saved, 'ae');
export const SavedMobile: Story = onMobile(Saved);

/** The server refused a value (a phone another account has): its message, the form kept. */
const saveErrorPlay =
  (text: () => string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text());
    await expect(within(canvasElement).getByRole('textbox', { name: t('dashboard:profile.address') })).toHaveValue(MockProfile.address);
  };
/** The server refused the profile: its own words by the button. */
export const SaveError: Story = {
  args: { save: { status: 'error', message: textMessage('A user with this phone number already exists.') } },
  play: saveErrorPlay(() => 'A user with this phone number already exists.'),
};
export const SaveErrorSpanish: Story = {
  ...inLocale(SaveError, 'es'),
  args: { save: saveFailed() },
  play: saveErrorPlay(() => t('errors:network')),
};
export const SaveErrorArabic: Story = {
  ...inLocale(SaveError, 'ae'),
  args: { save: saveFailed() },
  play: saveErrorPlay(() => t('errors:network')),
};
export const SaveErrorMobile: Story = onMobile(SaveError);

/** The profile is loading: a loader in place of the form. */
export const Loading: Story = {
  args: { state: choice(PROFILES, 'Loading') },
  play: loadingPlay(() => t('dashboard:profile.loading'), 'textbox'),
};
export const LoadingSpanish: Story = inLocale(Loading, 'es');
export const LoadingArabic: Story = inLocale(Loading, 'ae');
export const LoadingMobile: Story = onMobile(Loading);

/** The profile could not load: the error with a retry button. */
export const LoadError: Story = {
  args: { state: choice(PROFILES, 'Failed to load') },
  play: loadErrorPlay({ heading: () => t('dashboard:profile.loadError'), message: () => t('errors:network') }),
};
export const LoadErrorSpanish: Story = inLocale(LoadError, 'es');
export const LoadErrorArabic: Story = inLocale(LoadError, 'ae');
export const LoadErrorMobile: Story = onMobile(LoadError);
