import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrivacyView } from '@/features/privacy/PrivacyView';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { LoadState } from '@/lib/loadState';
import type { Locale } from '@/lib/locale';
import type { Privacy } from '@/lib/privacy';
import { PrivacyNinetyDays, PrivacyOneDeleted, PrivacyUnset } from '../fixtures/privacy';
import { callerIdle } from './callerArgs';
import { restFocus } from '../support/atRest';
import { t } from '../support/i18n';
import { loaded, loadErrorPlay, loadFailed, loading, loadingPlay, portalViewMeta, savingPlay } from '../support/loadState';
import { choice, namedChoices, SAVE_CHOICES } from '../support/named';
import { inLocale, onMobile } from '../support/variants';

/** The privacy settings a designer can show. */
const PRIVACY = {
  'Until deleted (as the demo starts)': loaded(PrivacyUnset),
  '90 days, after nightly runs': loaded(PrivacyNinetyDays),
  '365 days, one deleted': loaded(PrivacyOneDeleted),
  Loading: loading,
  'Failed to load': loadFailed(),
} satisfies Record<string, LoadState<Privacy>>;

const meta = {
  title: 'Portal/Privacy/States',
  component: PrivacyView,
  ...portalViewMeta({
    state: choice(PRIVACY, 'Until deleted (as the demo starts)'),
    save: choice(SAVE_CHOICES, 'Not saved yet'),
    onSaveRetention: fn(),
    caller: callerIdle(),
    accountExportHref: '/api/account/export',
    deletion: {
      scheduledFor: null,
      lockedReason: null,
      request: { status: 'idle' },
      onRequest: fn(),
      cancel: { status: 'idle' },
      onCancel: fn(),
    },
  }),
  argTypes: {
    accountExportHref: { control: 'text', description: "Where the account's own data downloads as one ZIP." },
    caller: { control: false, description: "A caller's data: its states are in Portal/Privacy/Caller's data." },
    deletion: { control: false, description: 'Deleting the account: its states are in Portal/Privacy/Deleting the account.' },
    state: namedChoices(PRIVACY, 'The privacy settings: loading, failed, or loaded.'),
    save: namedChoices(SAVE_CHOICES, 'Saving the retention period: not yet, saving, saved or failed.'),
  },
} satisfies Meta<typeof PrivacyView>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (el: HTMLElement) => within(el).getByRole('radiogroup', { name: t('privacy:retention.keepFor') });
const option = (el: HTMLElement, days: number | null, locale: Locale) =>
  within(group(el)).getByRole('radio', {
    name: days === null ? t('privacy:retention.forever') : t('privacy:retention.days', { days: formatNumber(days, locale) }),
  });
const saveButton = (el: HTMLElement) => within(el).getByRole('button', { name: t('privacy:retention.save') });
const warning = (el: HTMLElement) => within(el).queryByRole('note');

/** As the demo starts: kept until deleted, nothing deleted yet; choosing 30 days warns, then saves. */
export const UntilDeleted: Story = {
  play: async ({ canvasElement, args, globals, step }) => {
    const locale = (globals.locale ?? 'en') as Locale;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('privacy:title'));
    await expect(canvas.getByRole('heading', { level: 2, name: t('privacy:retention.title') })).toBeVisible();
    await step('four periods, "until I delete them" chosen, nothing deleted yet', async () => {
      await expect(within(group(canvasElement)).getAllByRole('radio')).toHaveLength(4);
      await expect(option(canvasElement, null, locale)).toBeChecked();
      await expect(canvas.getByText(t('privacy:retention.notRunYet'))).toBeVisible();
      await expect(warning(canvasElement)).toBeNull();
    });
    await step('a shorter period says what tonight deletes, for good', async () => {
      await userEvent.click(option(canvasElement, 30, locale));
      await expect(option(canvasElement, 30, locale)).toBeChecked();
      await expect(warning(canvasElement)).toHaveTextContent(t('privacy:retention.shortens', { days: formatNumber(30, locale) }));
    });
    await step('saved with the keyboard: the period goes to the page', async () => {
      saveButton(canvasElement).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSaveRetention).toHaveBeenCalledWith(30);
    });
    await step("the account's own data: a section with one download link", async () => {
      const section = canvas.getByRole('region', { name: t('privacy:account.title') });
      const link = within(section).getByRole('link', { name: t('privacy:account.download') });
      await expect(link).toHaveAttribute('href', args.accountExportHref);
      await expect(link).toHaveAttribute('download');
    });
    restFocus();
  },
};
export const UntilDeletedSpanish: Story = inLocale(UntilDeleted, 'es');
export const UntilDeletedArabic: Story = inLocale(UntilDeleted, 'ae', { play: true });
export const UntilDeletedMobile: Story = onMobile(UntilDeleted, 'en', { play: true });

/** 90 days after nightly runs: what they deleted and when; a longer period warns of nothing; the arrow keys move the choice. */
export const NinetyDays: Story = {
  args: { state: choice(PRIVACY, '90 days, after nightly runs') },
  play: async ({ canvasElement, args, globals, step }) => {
    const locale = (globals.locale ?? 'en') as Locale;
    const canvas = within(canvasElement);
    await step('90 days chosen, the runs so far told', async () => {
      await expect(option(canvasElement, 90, locale)).toBeChecked();
      await expect(canvas.getByTestId('retention-status')).toHaveTextContent(
        t('privacy:retention.deletedSoFar', {
          count: PrivacyNinetyDays.deletedRecordings,
          number: formatNumber(PrivacyNinetyDays.deletedRecordings, locale),
          date: formatDateTime(PrivacyNinetyDays.lastRunAt ?? '', locale),
        }),
      );
    });
    await step('the arrow keys move to 365 days: longer, so no warning; saved', async () => {
      option(canvasElement, 90, locale).focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(option(canvasElement, 365, locale)).toBeChecked();
      await expect(warning(canvasElement)).toBeNull();
      await userEvent.click(saveButton(canvasElement));
      await expect(args.onSaveRetention).toHaveBeenCalledWith(365);
    });
    await step('back to 30 days: shorter than the saved 90, so the warning', async () => {
      await userEvent.click(option(canvasElement, 30, locale));
      await expect(warning(canvasElement)).toHaveTextContent(t('privacy:retention.shortens', { days: formatNumber(30, locale) }));
    });
    restFocus();
  },
};
export const NinetyDaysSpanish: Story = inLocale(NinetyDays, 'es');
export const NinetyDaysArabic: Story = inLocale(NinetyDays, 'ae', { play: true });

/** One recording deleted so far: the singular. */
export const OneDeleted: Story = {
  args: { state: choice(PRIVACY, '365 days, one deleted') },
  play: async ({ canvasElement, globals }) => {
    const locale = (globals.locale ?? 'en') as Locale;
    await expect(option(canvasElement, 365, locale)).toBeChecked();
    await expect(within(canvasElement).getByTestId('retention-status')).toHaveTextContent(
      t('privacy:retention.deletedSoFar', {
        count: 1,
        number: formatNumber(1, locale),
        date: formatDateTime(PrivacyOneDeleted.lastRunAt ?? '', locale),
      }),
    );
  },
};
export const OneDeletedSpanish: Story = inLocale(OneDeleted, 'es');
export const OneDeletedArabic: Story = inLocale(OneDeleted, 'ae');

/** Saving: the button is busy and disabled. */
export const Saving: Story = { args: { save: choice(SAVE_CHOICES, 'Saving') }, play: savingPlay(() => t('privacy:retention.save')) };
export const SavingSpanish: Story = inLocale(Saving, 'es');
export const SavingArabic: Story = inLocale(Saving, 'ae');

/** Saved: a success line by the button (the retention section's status, not the caller section's). */
export const Saved: Story = {
  args: { save: choice(SAVE_CHOICES, 'Saved') },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: t('privacy:retention.title') });
    await expect(within(section).getByRole('status')).toHaveTextContent(t('privacy:retention.saved'));
  },
};
export const SavedSpanish: Story = inLocale(Saved, 'es');
export const SavedArabic: Story = inLocale(Saved, 'ae');

/** The save failed: the error by the button; the choice is kept. */
export const SaveError: Story = {
  args: { state: choice(PRIVACY, '90 days, after nightly runs'), save: choice(SAVE_CHOICES, 'Failed (network)') },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors:network'));
    await expect(option(canvasElement, 90, (globals.locale ?? 'en') as Locale)).toBeChecked();
  },
};
export const SaveErrorSpanish: Story = inLocale(SaveError, 'es');
export const SaveErrorArabic: Story = inLocale(SaveError, 'ae');
export const SaveErrorMobile: Story = onMobile(SaveError);

/** Loading: a loader in place of the form. */
export const Loading: Story = { args: { state: choice(PRIVACY, 'Loading') }, play: loadingPlay(() => t('privacy:loading'), 'radiogroup') };
export const LoadingSpanish: Story = inLocale(Loading, 'es');
export const LoadingArabic: Story = inLocale(Loading, 'ae');

/** The settings could not load: the error with a retry button. */
export const LoadError: Story = {
  args: { state: choice(PRIVACY, 'Failed to load') },
  play: loadErrorPlay({ heading: () => t('privacy:loadError') }),
};
export const LoadErrorSpanish: Story = inLocale(LoadError, 'es');
export const LoadErrorArabic: Story = inLocale(LoadError, 'ae');
export const LoadErrorMobile: Story = onMobile(LoadError);
