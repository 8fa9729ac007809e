import { Box, Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SaveState } from '@/lib/loadState';
import { keyMessage, textMessage } from '@/lib/message';
import { PageLoader } from '@/ui/PageLoader';
import { PageHeader, PageLoadError, PageLoading, SaveBar, SaveStatus } from '@/ui/PageStates';
import { t } from '../support/i18n';
import { loadErrorPlay, loadingPlay, saved, savedPlay, saveFailed, savingPlay } from '../support/loadState';
import { inLocale } from '../support/variants';
import { restFocus } from '../support/atRest';
import { namedChoices } from '../support/named';

/**
 * Texts of these stories are translation keys (a select in the controls, named in English); the
 * story translates them when it renders, in the toolbar's language.
 */
const say = t as unknown as (key: string, options?: Record<string, unknown>) => string;
const keyControl = (labels: Record<string, string>) => ({ options: Object.keys(labels), control: { type: 'select' as const, labels } });

const LOADING_LABELS = {
  'dashboard:profile.loading': 'Profile',
  'dashboard:settings.loading': 'Settings',
  'usage:loading': 'Usage and billing',
  'calls:list.loading': 'Call history',
};
const LOAD_ERROR_TITLES = {
  'dashboard:profile.loadError': 'Profile',
  'dashboard:settings.loadError': 'Settings',
  'usage:loadError': 'Usage and billing',
  'calls:list.loadError': 'Call history',
};
const SAVED_TEXTS = {
  'dashboard:profile.saved': 'Profile',
  'dashboard:settings.saved': 'Settings',
  'usage:billing.saved': 'Billing details',
};

/** A control's option name as the arg's value (Storybook maps it to the value when the story renders). */
const option = <T,>(name: string): T => name as unknown as T;

const MESSAGES = {
  'Network error': keyMessage('errors:network'),
  "The server's own words": textMessage('The account service is down for maintenance until 14:00.'),
  'Trying again': keyMessage('errors:retrying'),
};
const SAVE_STATES: Record<string, SaveState> = {
  Idle: { status: 'idle' },
  Saving: { status: 'saving' },
  Saved: saved,
  Failed: saveFailed(),
};
const saveStateControl = { options: Object.keys(SAVE_STATES), mapping: SAVE_STATES, control: 'radio' as const };

/** A text of the story, read in the story's language when it renders. */
function Say({ text }: { text: () => string }): ReactNode {
  return text();
}

/**
 * What a page shows while its code loads: a spinner in the middle of the content area, with
 * "Loading…" for screen readers (a polite status). The other states of a page come with it
 * (src/ui/PageStates.tsx): its title and introduction; its data loading (a grey line saying what
 * loads, over skeletons of the content); its data failing to load (a level-1 title, the message
 * and Try again); and, under a form, the outcome of a save (a green "saved" line or a red alert)
 * with the save button, which spins while saving.
 */
const meta = {
  title: 'Shared components/Page loader',
  component: PageLoader,
  subcomponents: { PageHeader, PageLoading, PageLoadError, SaveStatus, SaveBar },
  decorators: [
    (Story) => (
      <Box component="main" p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page's code loading: the spinner, centred; screen readers hear "Loading…". */
export const CodeLoading: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(t('common:loading'));
    await expect(status).toHaveAttribute('aria-live', 'polite');
    const spinner = status.querySelector('[aria-hidden="true"]');
    if (!spinner) throw new Error('No spinner');
    await expect(spinner).toBeVisible();
    // In the middle of the content area, whatever the direction of the language.
    const [area, box] = [status.getBoundingClientRect(), spinner.getBoundingClientRect()];
    await expect(Math.abs(area.left + area.width / 2 - (box.left + box.width / 2))).toBeLessThan(2);
  },
};
export const CodeLoadingSpanish = inLocale(CodeLoading, 'es');
export const CodeLoadingArabic = inLocale(CodeLoading, 'ae', { play: true });

/** The page's title (its one level-1 heading) and the dimmed introduction under it. */
export const PageTitle: StoryObj<typeof PageHeader> = {
  args: { title: 'Profile', intro: 'Profile' },
  argTypes: {
    title: { options: ['Profile'], mapping: { Profile: <Say text={() => t('dashboard:profile.title')} /> }, control: 'select' },
    intro: {
      options: ['None', 'Profile'],
      mapping: { None: undefined, Profile: <Say text={() => t('dashboard:profile.intro')} /> },
      control: 'select',
    },
  },
  render: (args) => <PageHeader {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('dashboard:profile.title') })).toBeVisible();
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    await expect(canvas.getByText(t('dashboard:profile.intro'))).toBeVisible();
  },
};
export const PageTitleSpanish = inLocale(PageTitle, 'es');
export const PageTitleArabic = inLocale(PageTitle, 'ae');

/** A page's data loading: what loads, as a polite status, over grey skeletons of the content. */
export const DataLoading: StoryObj<typeof PageLoading> = {
  args: { label: 'dashboard:profile.loading', blocks: 3 },
  argTypes: {
    label: { ...keyControl(LOADING_LABELS), description: 'What loads, said to everyone.' },
    blocks: { control: { type: 'range', min: 0, max: 6, step: 1 }, description: 'How many content skeletons.' },
  },
  render: ({ label, ...args }) => <PageLoading {...args} label={say(label)} />,
  play: async (context) => {
    await loadingPlay(() => t('dashboard:profile.loading'), 'heading', 'button')(context);
    const skeletons = within(context.canvasElement).getByTestId('page-loading').querySelectorAll('[aria-hidden="true"]');
    // A title skeleton and one per block.
    await expect(skeletons).toHaveLength((context.args.blocks ?? 3) + 1);
  },
};
export const DataLoadingSpanish = inLocale(DataLoading, 'es');
export const DataLoadingArabic = inLocale(DataLoading, 'ae');

/** A page's data could not load: a level-1 title, the message, and Try again that asks again. */
export const LoadError: StoryObj<typeof PageLoadError> = {
  args: { title: 'dashboard:profile.loadError', message: option('Network error'), onRetry: fn(), actions: option('None') },
  argTypes: {
    title: keyControl(LOAD_ERROR_TITLES),
    message: namedChoices(MESSAGES, 'A translated error, or the server’s own words.'),
    actions: {
      options: ['None', 'Go to login'],
      mapping: {
        None: undefined,
        'Go to login': (
          <Button variant="default" component={Link} to="/login">
            <Say text={() => t('common:actions.goToLogin')} />
          </Button>
        ),
      },
      control: 'select',
    },
    onRetry: { control: false },
  },
  render: ({ title, ...args }) => <PageLoadError {...args} title={say(title)} />,
  play: loadErrorPlay({ heading: () => t('dashboard:profile.loadError'), message: () => t('errors:network') }),
};
export const LoadErrorSpanish = inLocale(LoadError, 'es');
export const LoadErrorArabic = inLocale(LoadError, 'ae');

/**
 * Try again pressed, the retry under way: the error stays, saying it tries again, and the pressed
 * button stays too, busy (a press does nothing) and holding the focus; when the data comes, the
 * focus goes on to the page's heading (the page stories "Load Fails Then Retry" show it).
 */
export const LoadErrorRetrying: StoryObj<typeof PageLoadError> = {
  ...LoadError,
  args: { ...LoadError.args, message: option('Trying again'), retrying: true },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('errors:retrying'));
    const retry = within(alert).getByRole('button', { name: t('common:actions.retry') });
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).not.toHaveBeenCalled();
    await expect(retry).toHaveFocus();
    restFocus();
  },
};
export const LoadErrorRetryingArabic = inLocale(LoadErrorRetrying, 'ae');

/** The account page's error adds a link to the login page beside Try again; the server's words shown as they are. */
export const LoadErrorWithAction: StoryObj<typeof PageLoadError> = {
  ...LoadError,
  args: { ...LoadError.args, message: option("The server's own words"), actions: option('Go to login') },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The account service is down for maintenance until 14:00.');
    await expect(within(alert).getByRole('link', { name: t('common:actions.goToLogin') })).toHaveAttribute('href', '/login');
    await expect(within(alert).getByRole('button', { name: t('common:actions.retry') })).toBeEnabled();
  },
};
export const LoadErrorWithActionSpanish = inLocale(LoadErrorWithAction, 'es');
export const LoadErrorWithActionArabic = inLocale(LoadErrorWithAction, 'ae');

const saveStatusMeta = {
  argTypes: { state: saveStateControl, successText: keyControl(SAVED_TEXTS) },
  render: ({ successText, ...args }: { state: SaveState; successText: string; id?: string }) => (
    <SaveStatus {...args} successText={say(successText)} />
  ),
};

/** Saved: a green line with a tick, announced politely. */
export const Saved: StoryObj<typeof SaveStatus> = {
  ...saveStatusMeta,
  args: { state: option('Saved'), successText: 'dashboard:profile.saved' },
  play: async (context) => {
    await savedPlay(() => t('dashboard:profile.saved'))(context);
    await expect(within(context.canvasElement).queryByRole('alert')).toBeNull();
  },
};
export const SavedSpanish = inLocale(Saved, 'es');
export const SavedArabic = inLocale(Saved, 'ae');

/** The save failed: a red alert with the message; the status line stays, empty. */
export const SaveFailed: StoryObj<typeof SaveStatus> = {
  ...saveStatusMeta,
  args: { state: option('Failed'), successText: 'dashboard:profile.saved' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('errors:network'));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
export const SaveFailedSpanish = inLocale(SaveFailed, 'es');
export const SaveFailedArabic = inLocale(SaveFailed, 'ae');

/** The foot of a form while it saves: the save button disabled, spinning; then saved. */
export const Saving: StoryObj<typeof SaveBar> = {
  args: { state: option('Saving'), successText: 'dashboard:profile.saved', saveLabel: 'dashboard:profile.save' },
  argTypes: {
    state: saveStateControl,
    successText: keyControl(SAVED_TEXTS),
    saveLabel: keyControl({ 'dashboard:profile.save': 'Save profile', 'common:actions.save': 'Save' }),
    children: { control: false },
  },
  render: ({ successText, saveLabel, ...args }) => (
    <form onSubmit={(event) => event.preventDefault()} aria-label={say(saveLabel)}>
      <SaveBar {...args} successText={say(successText)} saveLabel={say(saveLabel)} />
    </form>
  ),
  play: async (context) => {
    await savingPlay(() => t('dashboard:profile.save'))(context);
    await expect(within(context.canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};
export const SavingSpanish = inLocale(Saving, 'es');
export const SavingArabic = inLocale(Saving, 'ae');

/** The foot of a form once saved: the button usable again and reached with Tab, the green line above. */
export const SaveBarSaved: StoryObj<typeof SaveBar> = {
  ...Saving,
  args: { ...Saving.args, state: option('Saved') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('dashboard:profile.saved'));
    const button = canvas.getByRole('button', { name: t('dashboard:profile.save') });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('type', 'submit');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    restFocus();
  },
};
export const SaveBarSavedSpanish = inLocale(SaveBarSaved, 'es');
export const SaveBarSavedArabic = inLocale(SaveBarSaved, 'ae');
