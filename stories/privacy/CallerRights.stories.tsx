import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CallerRights } from '@/features/privacy/CallerRights';
import { formatDateTime, formatNumber } from '@/lib/format';
import { keyMessage, textMessage } from '@/lib/message';
import type { Locale } from '@/lib/locale';
import { CALLER_NUMBER_EXAMPLE } from '@/lib/privacy';
import { STORY_CALLER, STORY_ERASURE, STORY_EXPORT, STORY_NOBODY } from '../fixtures/privacy';
import { restFocus } from '../support/atRest';
import { asMainContent } from '../support/decorators';
import { storyIsolate, t } from '../support/i18n';
import { inLocale, onMobile } from '../support/variants';
import { callerIdle } from './callerArgs';

const meta = {
  title: "Portal/Privacy/Caller's data",
  component: CallerRights,
  decorators: [asMainContent],
  args: callerIdle(),
  argTypes: {
    found: { control: 'object', description: "The last lookup's answer (null before the first)." },
    lookup: { control: 'object', description: 'Looking a number up: idle, saving, or error (a refused number names the field `number`).' },
    exporting: { control: 'object', description: "Asking for the export's link." },
    exportLink: { control: 'object', description: "The export's link once given." },
    erasing: { control: 'object', description: 'Erasing the number.' },
    erased: { control: 'object', description: 'The erasure of the number looked up.' },
  },
} satisfies Meta<typeof CallerRights>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (el: HTMLElement) => within(el).getByRole('textbox', { name: t('privacy:caller.number') });
type ButtonKey = 'privacy:caller.find' | 'privacy:caller.export' | 'privacy:caller.erase' | 'privacy:caller.confirmErase';
const button = (el: HTMLElement, key: ButtonKey) => within(el).getByRole('button', { name: t(key) });
const status = (el: HTMLElement) => within(el).getByTestId('caller-status');

/** Nothing asked yet: a number without its country code is refused before it is sent; a whole one is looked up. */
export const Idle: Story = {
  play: async ({ canvasElement, args, step }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: t('privacy:caller.title') })).toBeVisible();
    // A number reads left to right in every language.
    await expect(getComputedStyle(field(canvasElement)).direction).toBe('ltr');
    await step('a number without its country code: the field says how, keeps what was typed and the focus', async () => {
      await userEvent.type(field(canvasElement), '611 222 333');
      await userEvent.click(button(canvasElement, 'privacy:caller.find'));
      await expect(field(canvasElement)).toHaveAccessibleDescription(
        expect.stringContaining(t('privacy:caller.invalid', { example: storyIsolate(CALLER_NUMBER_EXAMPLE) })),
      );
      await expect(field(canvasElement)).toHaveFocus();
      await expect(field(canvasElement)).toHaveValue('611 222 333');
      await expect(args.onLookup).not.toHaveBeenCalled();
    });
    await step('with it, and Enter: looked up', async () => {
      await userEvent.clear(field(canvasElement));
      await userEvent.type(field(canvasElement), '+34 611 222 333{Enter}');
      await expect(args.onLookup).toHaveBeenCalledWith('+34 611 222 333');
    });
    restFocus();
  },
};
export const IdleSpanish: Story = inLocale(Idle, 'es');
export const IdleArabic: Story = inLocale(Idle, 'ae', { play: true });

/** Looking up: Find is busy. */
export const LookingUp: Story = {
  args: { lookup: { status: 'saving' } },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'privacy:caller.find')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server refused the number: its message under the field. */
export const NumberRefused: Story = {
  args: {
    lookup: {
      status: 'error',
      message: textMessage("Enter the caller's number with its country code, e.g. +34 600 111 222 (number)."),
      field: 'number',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvasElement)).toHaveAccessibleDescription(expect.stringContaining('(number)'));
  },
};

/** The lookup failed (the server is down): an alert; the field keeps its number. */
export const LookupFailed: Story = {
  args: { lookup: { status: 'error', message: keyMessage('errors:network') } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors:network'));
  },
};

/** A regular caller found: the calls, their dates and what they hold; export and erase offered; erasing is confirmed in place. */
export const Found: Story = {
  args: { found: STORY_CALLER },
  play: async ({ canvasElement, args, globals, step }) => {
    const locale = (globals.locale ?? 'en') as Locale;
    const canvas = within(canvasElement);
    await step('what the account holds', async () => {
      await expect(status(canvasElement)).toHaveTextContent(t('privacy:caller.found', { number: storyIsolate(STORY_CALLER.number) }));
      const terms = canvas.getAllByRole('term').map((term) => term.textContent);
      const values = canvas.getAllByRole('definition').map((value) => value.textContent);
      await expect(terms).toEqual(
        ['calls', 'firstCall', 'lastCall', 'recordings', 'messagesTaken', 'deliveries'].map((key) => t(`privacy:caller.${key}` as never)),
      );
      await expect(values).toEqual([
        formatNumber(4, locale),
        formatDateTime(STORY_CALLER.firstCallAt ?? '', locale, { dateStyle: 'medium' }),
        formatDateTime(STORY_CALLER.lastCallAt ?? '', locale, { dateStyle: 'medium' }),
        formatNumber(3, locale),
        formatNumber(1, locale),
        formatNumber(2, locale),
      ]);
    });
    await step('export asks for the link', async () => {
      await userEvent.click(button(canvasElement, 'privacy:caller.export'));
      await expect(args.onExport).toHaveBeenCalledWith(STORY_CALLER.number);
    });
    await step('erase: the confirmation takes the focus; Escape gives it back to Erase', async () => {
      await userEvent.click(button(canvasElement, 'privacy:caller.erase'));
      const confirm = button(canvasElement, 'privacy:caller.confirmErase');
      await waitFor(() => expect(confirm).toHaveFocus());
      await expect(
        canvas.getByRole('group', { name: t('privacy:caller.confirmText', { number: storyIsolate(STORY_CALLER.number) }) }),
      ).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(button(canvasElement, 'privacy:caller.erase')).toHaveFocus());
      await expect(args.onErase).not.toHaveBeenCalled();
    });
    await step('confirmed with the keyboard: erased', async () => {
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(button(canvasElement, 'privacy:caller.confirmErase')).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await expect(args.onErase).toHaveBeenCalledWith(STORY_CALLER.number);
    });
    restFocus();
  },
};
export const FoundSpanish: Story = inLocale(Found, 'es');
export const FoundArabic: Story = inLocale(Found, 'ae', { play: true });
export const FoundMobile: Story = onMobile(Found, 'en', { play: true });

/** A number no call has: said, nothing to export or erase. */
export const NobodyFound: Story = {
  args: { found: STORY_NOBODY },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent(t('privacy:caller.none', { number: storyIsolate(STORY_NOBODY.number) }));
    await expect(within(canvasElement).queryByRole('button', { name: t('privacy:caller.export') })).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: t('privacy:caller.erase') })).toBeNull();
  },
};
export const NobodyFoundArabic: Story = inLocale(NobodyFound, 'ae');

/** The export's link: a download, single-use, with the time it stops working. */
export const ExportReady: Story = {
  args: { found: STORY_CALLER, exporting: { status: 'success' }, exportLink: STORY_EXPORT },
  play: async ({ canvasElement, globals }) => {
    const locale = (globals.locale ?? 'en') as Locale;
    const link = within(canvasElement).getByRole('link', { name: t('privacy:caller.download') });
    await expect(link).toHaveAttribute('href', STORY_EXPORT.url);
    await expect(link).toHaveAttribute('download');
    await expect(
      within(canvasElement).getByText(
        t('privacy:caller.downloadNote', { time: formatDateTime(STORY_EXPORT.expiresAt, locale, { timeStyle: 'short' }) }),
      ),
    ).toBeVisible();
  },
};
export const ExportReadySpanish: Story = inLocale(ExportReady, 'es');
export const ExportReadyArabic: Story = inLocale(ExportReady, 'ae');

/** Asking for the export failed: the alert; the buttons stay. */
export const ExportFailed: Story = {
  args: { found: STORY_CALLER, exporting: { status: 'error', message: keyMessage('errors:network') } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors:network'));
    await expect(button(canvasElement, 'privacy:caller.export')).toBeEnabled();
  },
};

/** The erasure failed: the confirmation stays open with the reason, to try again. */
export const EraseFailed: Story = {
  args: { found: STORY_CALLER, erasing: { status: 'error', message: keyMessage('errors:network') } },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement, 'privacy:caller.erase'));
    const group = within(canvasElement).getByRole('group', {
      name: t('privacy:caller.confirmText', { number: storyIsolate(STORY_CALLER.number) }),
    });
    await expect(within(group).getByRole('alert')).toHaveTextContent(t('errors:network'));
    await expect(within(group).getByRole('button', { name: t('privacy:caller.confirmErase') })).toHaveFocus();
    restFocus();
  },
};

/** Erased: said with the pseudonym the calls show now; the result is gone and the field takes the next number. */
export const Erased: Story = {
  args: { found: STORY_CALLER, erasing: { status: 'success' }, erased: STORY_ERASURE },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent(t('privacy:caller.erased', { pseudonym: storyIsolate(STORY_ERASURE.pseudonym) }));
    await expect(within(canvasElement).queryByRole('button', { name: t('privacy:caller.export') })).toBeNull();
    await waitFor(() => expect(field(canvasElement)).toHaveFocus());
    restFocus();
  },
};
export const ErasedSpanish: Story = inLocale(Erased, 'es');
export const ErasedArabic: Story = inLocale(Erased, 'ae');
