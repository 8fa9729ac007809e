import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DownloadCard } from '@/features/guide/DownloadCard';
import { t } from '../support/i18n';
import { inLocale, onMobile } from '../support/variants';
import { restFocus } from '../support/atRest';

/**
 * The guide page's card for the exclusive PDF: a PDF icon (hidden on phones),
 * the title, a sentence, the download button and a status line beside it. The button is locked
 * ('end video') until the video has been watched to its end or could not be played, then reads
 * 'download now'. While the download is prepared (800 ms) the button is busy; after a failure the
 * status line turns red and the button stays there to try again (the red notice is the page's).
 */
const meta = {
  title: 'Shared components/Download card',
  component: DownloadCard,
  // `locked` is the option mapped to null: the select shows it as the current value.
  args: { unlockedBy: 'locked' as unknown as null, state: 'idle', onDownload: fn() },
  argTypes: {
    unlockedBy: {
      options: ['locked', 'ended', 'videoUnavailable'],
      mapping: { locked: null },
      control: {
        type: 'select',
        labels: { locked: 'Locked (video not watched)', ended: 'Video watched', videoUnavailable: 'Video unavailable' },
      },
      description: 'Why the download is open: locked until the video ends, or because it could not be played.',
    },
    state: { options: ['idle', 'downloading', 'failed'], control: 'radio' },
    onDownload: { control: false },
  },
  decorators: [
    (Story) => (
      <Container size="md" py="xl">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof DownloadCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The download button (its name is its label: 'end video', 'download now'). */
const button = (el: HTMLElement) => within(el).getByTestId('guide-download');
const status = (el: HTMLElement) => within(el).getByRole('status');

/** The card is a section named by its title, with its text, and stays inside the screen. */
async function expectCard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const section = canvas.getByRole('region', { name: t('guide:download.title') });
  await expect(canvas.getByRole('heading', { level: 2, name: t('guide:download.title') })).toBeVisible();
  await expect(canvas.getByText(t('guide:download.body'))).toBeVisible();
  const box = section.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  await expect(button(canvasElement).getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
}

/** Locked: 'end video', disabled, the hint says to watch the video first; a press does nothing. */
export const Locked: Story = {
  play: async ({ canvasElement, args }) => {
    await expectCard(canvasElement);
    const download = button(canvasElement);
    await expect(download).toBeDisabled();
    await expect(download).toHaveAccessibleName(t('guide:download.locked'));
    await expect(status(canvasElement)).toHaveTextContent(t('guide:download.lockedHint'));
    await userEvent.click(download, { pointerEventsCheck: 0 });
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};
export const LockedSpanish = inLocale(Locked, 'es');
export const LockedArabic = inLocale(Locked, 'ae', { play: true });
export const LockedMobile = onMobile(Locked, 'en', { play: true });

/** The video was watched: 'download now', reachable with Tab and pressed with Enter or a click. */
export const Unlocked: Story = {
  args: { unlockedBy: 'ended' },
  play: async ({ canvasElement, args }) => {
    await expectCard(canvasElement);
    const download = button(canvasElement);
    await expect(download).toBeEnabled();
    await expect(download).toHaveAccessibleName(t('guide:download.unlocked'));
    await expect(status(canvasElement)).toHaveTextContent(t('guide:download.unlockedHint'));
    await userEvent.tab();
    await expect(download).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await userEvent.click(download);
    await expect(args.onDownload).toHaveBeenCalledTimes(2);
    restFocus();
  },
};
export const UnlockedSpanish = inLocale(Unlocked, 'es');
export const UnlockedArabic = inLocale(Unlocked, 'ae', { play: true });
export const UnlockedMobile = onMobile(Unlocked, 'en', { play: true });
export const UnlockedMobileArabic = onMobile(Unlocked, 'ae', { play: true });

/** The video could not be played: the guide is open anyway, and the hint says why. */
export const VideoUnavailable: Story = {
  args: { unlockedBy: 'videoUnavailable' },
  play: async ({ canvasElement, args }) => {
    await expect(button(canvasElement)).toBeEnabled();
    await expect(status(canvasElement)).toHaveTextContent(t('guide:download.videoUnavailableHint'));
    await userEvent.click(button(canvasElement));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    restFocus();
  },
};
export const VideoUnavailableSpanish = inLocale(VideoUnavailable, 'es');
export const VideoUnavailableArabic = inLocale(VideoUnavailable, 'ae');

/** Downloading: the button is busy (focusable, aria-disabled; its spinner hidden from screen readers), the status says the file is being prepared. */
export const Downloading: Story = {
  args: { unlockedBy: 'ended', state: 'downloading' },
  play: async ({ canvasElement, args }) => {
    const download = button(canvasElement);
    await expect(download).toHaveAttribute('aria-disabled', 'true');
    await expect(download).toHaveAttribute('aria-busy', 'true');
    await expect(download).toHaveAttribute('data-loading', 'true');
    await expect(status(canvasElement)).toHaveTextContent(t('guide:download.preparing'));
    await userEvent.click(download, { pointerEventsCheck: 0 });
    await expect(args.onDownload).not.toHaveBeenCalled();
    restFocus();
  },
};
export const DownloadingSpanish = inLocale(Downloading, 'es');
export const DownloadingArabic = inLocale(Downloading, 'ae');

/** The download failed: the status line, in red, says so; the button is ready to try again. */
export const Failed: Story = {
  args: { unlockedBy: 'ended', state: 'failed' },
  play: async ({ canvasElement, args }) => {
    const line = status(canvasElement);
    await expect(line).toHaveTextContent(t('guide:download.failedHint'));
    await expect(getComputedStyle(line).fontWeight).toBe('600');
    const download = button(canvasElement);
    await expect(download).toBeEnabled();
    await expect(download).not.toHaveAttribute('aria-busy', 'true');
    await userEvent.click(download);
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    restFocus();
  },
};
export const FailedSpanish = inLocale(Failed, 'es');
export const FailedArabic = inLocale(Failed, 'ae');
export const FailedMobile = onMobile(Failed, 'es');
