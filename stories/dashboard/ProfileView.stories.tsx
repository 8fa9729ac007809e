import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileView } from '@/features/dashboard/ProfileView';
import { keyMessage, textMessage } from '@/lib/message';
import { MockProfile } from '../fixtures/dashboard';
import { t } from '../support/i18n';
import { inLocale, onMobile } from '../support/variants';
import { asMainContent } from '../support/decorators';

const meta = {
  title: 'Dashboard/Profile',
  component: ProfileView,
  args: {
    state: { status: 'loaded', data: MockProfile },
    save: { status: 'idle' },
    onSave: fn(),
    onRetry: fn(),
  },
  decorators: [asMainContent],
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

const phoneInput = (canvasElement: HTMLElement) =>
  waitFor(
    () => {
      const input = within(canvasElement).getByRole('textbox', { name: new RegExp(t('dashboard:profile.phone')) });
      expect(input).toBeEnabled();
      return input;
    },
    { timeout: 5000 },
  );

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
    await expect(await phoneInput(canvasElement)).toHaveValue('+34 600 11 12 22');
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

const savingPlay: Story['play'] = async ({ canvasElement }) => {
  const button = within(canvasElement).getByRole('button', { name: t('dashboard:profile.save') });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('data-loading', 'true');
};
export const Saving: Story = { args: { save: { status: 'saving' } }, play: savingPlay };
export const SavingSpanish: Story = inLocale(Saving, 'es');
export const SavingArabic: Story = inLocale(Saving, 'ae');
export const SavingMobile: Story = onMobile(Saving);

const savedPlay: Story['play'] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('dashboard:profile.saved'));
};
export const Saved: Story = { args: { save: { status: 'success' } }, play: savedPlay };
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
  args: { save: { status: 'error', message: keyMessage('errors:network') } },
  play: saveErrorPlay(() => t('errors:network')),
};
export const SaveErrorArabic: Story = {
  ...inLocale(SaveError, 'ae'),
  args: { save: { status: 'error', message: keyMessage('errors:network') } },
  play: saveErrorPlay(() => t('errors:network')),
};
export const SaveErrorMobile: Story = onMobile(SaveError);

const loadingPlay: Story['play'] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('dashboard:profile.loading'));
  await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
};
export const Loading: Story = { args: { state: { status: 'loading' } }, play: loadingPlay };
export const LoadingSpanish: Story = inLocale(Loading, 'es');
export const LoadingArabic: Story = inLocale(Loading, 'ae');
export const LoadingMobile: Story = onMobile(Loading);

const loadErrorPlay: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(within(canvas.getByRole('alert')).getByRole('heading', { level: 1 })).toHaveTextContent(t('dashboard:profile.loadError'));
  await expect(canvas.getByRole('alert')).toHaveTextContent(t('errors:network'));
  await userEvent.click(canvas.getByRole('button', { name: t('common:actions.retry') }));
  await expect(args.onRetry).toHaveBeenCalledOnce();
};
export const LoadError: Story = { args: { state: { status: 'error', message: keyMessage('errors:network') } }, play: loadErrorPlay };
export const LoadErrorSpanish: Story = inLocale(LoadError, 'es');
export const LoadErrorArabic: Story = inLocale(LoadError, 'ae');
export const LoadErrorMobile: Story = onMobile(LoadError);
