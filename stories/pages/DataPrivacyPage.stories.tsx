import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/locale';
import type { Privacy } from '@/lib/privacy';
import DataPrivacyPage from '@/pages/DataPrivacyPage';
import { PrivacyUnset, STORY_CALLER, STORY_ERASURE, STORY_EXPORT, STORY_NOBODY } from '../fixtures/privacy';
import { restFocus } from '../support/atRest';
import { field } from '../support/fields';
import { storyIsolate, t } from '../support/i18n';
import { contract, requestLog } from '../support/msw';
import { inLocale, onMobile } from '../support/variants';
import { serverDown } from './handlers';
import { expectRetryHandedFocusOn, expectShell, findNotice, portalPageMeta, retryWithServerBack } from './support';

const log = requestLog();
const DELETION_DUE = '2026-12-14T10:00:00.000Z';

/** The story's server: the demo's privacy settings, a saved period kept until the story ends; the first `failingSaves` saves answer 500. */
let stored: Privacy = PrivacyUnset;
let failingSaves = 0;
let erasedInStory = false;
const privacyApi = [
  contract('get', '/api/privacy', () => HttpResponse.json(stored), log),
  contract(
    'put',
    '/api/privacy/retention',
    async ({ request }) => {
      const { retentionDays } = await request.json();
      if (failingSaves > 0) {
        failingSaves -= 1;
        return HttpResponse.json({ error: 'Database unavailable' }, { status: 500 });
      }
      stored = { ...stored, retentionDays };
      return HttpResponse.json(stored);
    },
    log,
  ),
  contract(
    'post',
    '/api/privacy/callers/lookup',
    async ({ request }) => {
      const { number } = await request.json();
      const normalized = number.replace(/[\s().-]/g, '');
      return HttpResponse.json(
        normalized === STORY_CALLER.number && !erasedInStory ? STORY_CALLER : { ...STORY_NOBODY, number: normalized },
      );
    },
    log,
  ),
  contract('post', '/api/privacy/callers/export', () => HttpResponse.json(STORY_EXPORT, { status: 201 }), log),
  contract('post', '/api/account/deletion', () => HttpResponse.json({ scheduledFor: DELETION_DUE }), log),
  contract('delete', '/api/account/deletion', () => HttpResponse.json({ scheduledFor: null }), log),
  contract(
    'post',
    '/api/privacy/callers/erase',
    () => {
      erasedInStory = true;
      return HttpResponse.json(STORY_ERASURE);
    },
    log,
  ),
];

const meta = {
  title: 'Portal/Privacy/Page',
  ...portalPageMeta(DataPrivacyPage, '/dashboard/privacy', privacyApi, log, () => {
    stored = PrivacyUnset;
    failingSaves = 0;
    erasedInStory = false;
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

const option = (el: HTMLElement, name: string) => within(el).getByRole('radio', { name });
/** The settings have loaded (the heading is there from the start, painted while they load). */
const settingsLoaded = (el: HTMLElement) => within(el).findByRole('radiogroup', { name: t('privacy:retention.keepFor') });

/** The settings load from the server; 90 days is saved, the page says so and shows it chosen. */
export const LoadAndSave: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the saved setting: until deleted', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: t('privacy:title') })).toBeVisible();
      await settingsLoaded(canvasElement);
      await expect(option(canvasElement, t('privacy:retention.forever'))).toBeChecked();
      await expect(log.to('/api/privacy', 'get')).toHaveLength(1);
    });
    await step('in the shell, Privacy marked as the current page', async () => {
      await expectShell(canvasElement, 'dataPrivacy');
    });
    await step('90 days saved: a green notice, the server got the period', async () => {
      const ninety = option(canvasElement, t('privacy:retention.days', { days: '90' }));
      await userEvent.click(ninety);
      await userEvent.click(canvas.getByRole('button', { name: t('privacy:retention.save') }));
      const notice = await findNotice(t('privacy:retention.saved'));
      await expect(notice).toHaveAttribute('data-kind', 'success');
      await expect(log.to('/api/privacy/retention', 'put').map((entry) => entry.body)).toEqual([{ retentionDays: 90 }]);
      await waitFor(() => expect(ninety).toBeChecked());
    });
    restFocus();
  },
};
export const LoadAndSaveSpanish: Story = inLocale(LoadAndSave, 'es');
export const LoadAndSaveArabic: Story = inLocale(LoadAndSave, 'ae', { play: true });
export const LoadAndSaveMobile: Story = onMobile(LoadAndSave, 'en', { play: true });

/** The server refuses the save: the page says why by the button, the choice stays; a second try saves. */
export const SaveFailsThenSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settingsLoaded(canvasElement);
    failingSaves = 1;
    const thirty = option(canvasElement, t('privacy:retention.days', { days: '30' }));
    await userEvent.click(thirty);
    await userEvent.click(canvas.getByRole('button', { name: t('privacy:retention.save') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Database unavailable');
    await expect(thirty).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('privacy:retention.save') }));
    await findNotice(t('privacy:retention.saved'));
    await expect(stored.retentionDays).toBe(30);
    await expect(log.to('/api/privacy/retention', 'put')).toHaveLength(2);
    restFocus();
  },
};

/** The server fails: the page says so and offers a retry, which loads the settings. */
export const LoadFailsThenRetry: Story = {
  parameters: { msw: { handlers: [serverDown('/api/privacy', log)] } },
  play: async (context) => {
    await retryWithServerBack(context, privacyApi);
    await waitFor(() => expect(option(context.canvasElement, t('privacy:retention.forever'))).toBeChecked());
    await expectShell(context.canvasElement, 'dataPrivacy');
    await expectRetryHandedFocusOn(context);
  },
};
export const LoadFailsThenRetryArabic: Story = inLocale(LoadFailsThenRetry, 'ae', { play: true });

/** A caller's access and erasure requests: found by their number, exported (the link), erased (the notice, the pseudonym); looked up again, nothing is left. */
export const FindExportAndErase: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await settingsLoaded(canvasElement);
    const numberField = canvas.getByRole('textbox', { name: t('privacy:caller.number') });
    await step('found by the number as the caller gives it', async () => {
      await userEvent.type(numberField, '+34 611 222 333');
      await userEvent.click(canvas.getByRole('button', { name: t('privacy:caller.find') }));
      await expect(await canvas.findByText(t('privacy:caller.found', { number: storyIsolate(STORY_CALLER.number) }))).toBeVisible();
      await expect(log.to('/api/privacy/callers/lookup', 'post').map((entry) => entry.body)).toEqual([{ number: '+34 611 222 333' }]);
    });
    await step('exported: the download link', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('privacy:caller.export') }));
      await expect(await canvas.findByRole('link', { name: t('privacy:caller.download') })).toHaveAttribute('href', STORY_EXPORT.url);
    });
    await step('erased after confirming: a green notice, the focus back in the field', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('privacy:caller.erase') }));
      await userEvent.click(canvas.getByRole('button', { name: t('privacy:caller.confirmErase') }));
      const notice = await findNotice(t('privacy:caller.erasedNotice'));
      await expect(notice).toHaveAttribute('data-kind', 'success');
      await waitFor(() => expect(numberField).toHaveFocus());
      await expect(canvas.queryByRole('link', { name: t('privacy:caller.download') })).toBeNull();
    });
    await step('looked up again: nothing left', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('privacy:caller.find') }));
      await waitFor(() =>
        expect(canvas.getByTestId('caller-status')).toHaveTextContent(
          t('privacy:caller.none', { number: storyIsolate(STORY_CALLER.number) }),
        ),
      );
    });
    restFocus();
  },
};
export const FindExportAndEraseArabic: Story = inLocale(FindExportAndErase, 'ae', { play: true });

/**
 * The owner deletes the account: the password goes to the server, the section says the day;
 * then the deletion is cancelled, a green notice says so and the form is back.
 */
export const DeleteThenCancel: Story = {
  play: async ({ canvasElement, globals, step }) => {
    const canvas = within(canvasElement);
    await settingsLoaded(canvasElement);
    await step('asked with the password: the section says the day', async () => {
      await userEvent.type(field(canvasElement, t('privacy:deletion.password')), 'Demo1234!');
      await userEvent.click(canvas.getByRole('button', { name: t('privacy:deletion.submit') }));
      const day = formatDateTime(DELETION_DUE, (globals.locale ?? 'en') as Locale, { dateStyle: 'long' });
      await expect(await canvas.findByText(t('privacy:deletion.scheduled', { date: day }))).toBeVisible();
      await expect(log.to('/api/account/deletion', 'post').map((entry) => entry.body)).toEqual([{ password: 'Demo1234!' }]);
    });
    await step('cancelled: a green notice, the form back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('privacy:deletion.cancel') }));
      await expect(await findNotice(t('privacy:deletion.cancelled'))).toHaveAttribute('data-kind', 'success');
      await expect(log.to('/api/account/deletion', 'delete')).toHaveLength(1);
      await expect(await canvas.findByRole('button', { name: t('privacy:deletion.submit') })).toBeVisible();
    });
    restFocus();
  },
};
export const DeleteThenCancelArabic: Story = inLocale(DeleteThenCancel, 'ae', { play: true });
