import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileView } from '@/features/dashboard/ProfileView';
import { textMessage } from '@/lib/message';
import { MockProfile } from '../fixtures/dashboard';
import { phoneInput } from '../support/fields';
import { t } from '../support/i18n';
import { loaded, loadErrorPlay, loadFailed, loading, loadingPlay, portalViewMeta, saved, savedPlay, saveFailed, saving, savingPlay } from '../support/loadState';
import { inLocale, onMobile } from '../support/variants';

const meta = {
  title: 'Portal/Profile/States',
  component: ProfileView,
  ...portalViewMeta({
    state: loaded(MockProfile),
    save: { status: 'idle' },
    onSave: fn(),
  }),
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadedPlay: Story['play'] = async ({ canvasElement, args, step }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('dashboard:profile.title'));
  await step('the saved profile fills the form', async () => {
    await expect(canvas.getByRole('textbox', { name: new RegExp(t('dashboard:profile.name')) })).toHaveValue(MockProfile.name);
    await expect(canvas.getByRole('textbox', { name: new RegExp(t('dashboard:profile.companyName')) })).toHaveValue(MockProfile.company.name);
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
};
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
};
export const InvalidInput: Story = { play: invalidPlay };
export const InvalidInputSpanish: Story = inLocale(InvalidInput, 'es');
export const InvalidInputArabic: Story = inLocale(InvalidInput, 'ae');
export const InvalidInputMobile: Story = onMobile(InvalidInput, 'ae');

export const Saving: Story = { args: { save: saving }, play: savingPlay(() => t('dashboard:profile.save')) };
export const SavingSpanish: Story = inLocale(Saving, 'es');
export const SavingArabic: Story = inLocale(Saving, 'ae');
export const SavingMobile: Story = onMobile(Saving);

export const Saved: Story = { args: { save: saved }, play: savedPlay(() => t('dashboard:profile.saved')) };
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

export const Loading: Story = { args: { state: loading }, play: loadingPlay(() => t('dashboard:profile.loading'), 'textbox') };
export const LoadingSpanish: Story = inLocale(Loading, 'es');
export const LoadingArabic: Story = inLocale(Loading, 'ae');
export const LoadingMobile: Story = onMobile(Loading);

export const LoadError: Story = {
  args: { state: loadFailed() },
  play: loadErrorPlay({ heading: () => t('dashboard:profile.loadError'), message: () => t('errors:network') }),
};
export const LoadErrorSpanish: Story = inLocale(LoadError, 'es');
export const LoadErrorArabic: Story = inLocale(LoadError, 'ae');
export const LoadErrorMobile: Story = onMobile(LoadError);
