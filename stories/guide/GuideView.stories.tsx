import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GuideView } from '@/features/guide/GuideView';
import { GUIDE_MEDIA, type GuideMedia } from '@/lib/guideMedia';
import { TIMINGS } from '@/lib/timings';
import { t } from '../support/i18n';
import { findNotice } from '../support/notice';
import { inPublicLayout, PAGE_A11Y } from '../support/page';
import { downloadButton, inLocale, videoReady, watchToTheEnd } from './support';
import { restFocus } from '../support/atRest';

const meta = {
  title: 'Guide/Guide page',
  component: GuideView,
  // The page as a visitor gets it: header, the page in `main`, footer; axe's page rules on.
  tags: ['page'],
  decorators: [inPublicLayout],
  parameters: { a11y: PAGE_A11Y },
  args: {
    media: GUIDE_MEDIA.en,
    onDownload: fn(async () => undefined),
  },
} satisfies Meta<typeof GuideView>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (el: HTMLElement) => within(el);

/** The notice (a notification, role alert) that says `text`; notices of earlier stories may still be closing. */
async function visibleNotice(text: string): Promise<HTMLElement> {
  const notice = await findNotice(text, TIMINGS.downloadDelay + 3000);
  await waitFor(() => expect(notice).toBeVisible());
  return notice;
}
const playButton = (el: HTMLElement) => canvasOf(el).getByRole('button', { name: t('guide:player.play') });
const progressBar = (el: HTMLElement) => canvasOf(el).getByRole('progressbar', { name: t('guide:player.progress') });
const volumeSlider = (el: HTMLElement) => canvasOf(el).getByRole('slider', { name: t('guide:player.volume') });

/** Locked: the video waits to be played, the download says 'end video' and is disabled. */
export const Locked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('guide:title') })).toBeVisible();
    const video = await videoReady(canvasElement);
    // The locale's video and captions.
    await expect(video.currentSrc).toContain(args.media.sources[0]?.src);
    const track = video.querySelector('track');
    await expect(track).toHaveAttribute('srclang', args.media.captions.srclang);
    await expect(track).toHaveAttribute('kind', 'captions');
    await expect(playButton(canvasElement)).toBeEnabled();
    await expect(progressBar(canvasElement)).toHaveAttribute('aria-valuenow', '0');
    // Volume: 0 to 1 in steps of 0.01, 0.5 to start with.
    const volume = volumeSlider(canvasElement);
    await expect(volume).toHaveAttribute('aria-valuemin', '0');
    await expect(volume).toHaveAttribute('aria-valuemax', '1');
    await expect(volume).toHaveAttribute('aria-valuenow', '0.5');
    await expect(video.volume).toBe(0.5);
    await expect(canvas.getByRole('button', { name: t('guide:player.captions') })).toHaveAttribute('aria-pressed', 'true');
    const download = downloadButton(canvasElement);
    await expect(download).toBeDisabled();
    await expect(download).toHaveAccessibleName(t('guide:download.locked'));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('guide:download.lockedHint'));
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};
export const LockedSpanish = inLocale(Locked, 'es');
export const LockedArabic = inLocale(Locked, 'ae');

/** Playing: the bar fills (the first 120 s fill 90 %), the button pauses, the volume moves by 0.01. */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    const video = await videoReady(canvasElement);
    video.muted = true;
    await userEvent.click(playButton(canvasElement));
    const pause = await canvas.findByRole('button', { name: t('guide:player.pause') });
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(0.2), { timeout: 10_000 });
    // One minute in: half of the head, 45 %.
    video.currentTime = 60;
    await waitFor(() => expect(progressBar(canvasElement)).toHaveAttribute('aria-valuenow', '45'));
    const volume = volumeSlider(canvasElement);
    volume.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(volume).toHaveAttribute('aria-valuenow', '0.49');
    await expect(video.volume).toBeCloseTo(0.49, 5);
    await userEvent.click(pause);
    await expect(await canvas.findByRole('button', { name: t('guide:player.play') })).toBeVisible();
    await expect(video.paused).toBe(true);
    await expect(downloadButton(canvasElement)).toBeDisabled();
    // Back to exactly one minute: the pause lands wherever playback had got to, and the story's
    // picture (the frame, the bar) is the same on every run.
    await new Promise((resolve) => {
      video.addEventListener('seeked', resolve, { once: true });
      video.currentTime = 60;
    });
    await expect(progressBar(canvasElement)).toHaveAttribute('aria-valuenow', '45');
    restFocus();
  },
};
export const PlayingSpanish = inLocale(Playing, 'es');
export const PlayingArabic = inLocale(Playing, 'ae');

/** Ended and unlocked: the bar is full and the download reads 'download now'. */
export const EndedAndUnlocked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = canvasOf(canvasElement);
    await watchToTheEnd(canvasElement);
    await expect(progressBar(canvasElement)).toHaveAttribute('aria-valuenow', '100');
    const download = downloadButton(canvasElement);
    await expect(download).toHaveAccessibleName(t('guide:download.unlocked'));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('guide:download.unlockedHint'));
    await expect(canvas.getByRole('button', { name: t('guide:player.replay') })).toBeEnabled();
    await expect(args.onDownload).not.toHaveBeenCalled();
    restFocus();
  },
};
export const EndedAndUnlockedSpanish = inLocale(EndedAndUnlocked, 'es');
export const EndedAndUnlockedArabic = inLocale(EndedAndUnlocked, 'ae');

/** Downloading: the click waits 800 ms before the download starts; the button is busy meanwhile and keeps the focus. */
export const Downloading: Story = {
  args: { onDownload: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = canvasOf(canvasElement);
    await watchToTheEnd(canvasElement);
    const clickedAt = performance.now();
    await userEvent.click(downloadButton(canvasElement));
    await expect(downloadButton(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(downloadButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(downloadButton(canvasElement)).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('guide:download.preparing'));
    await expect(args.onDownload).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDownload).toHaveBeenCalledTimes(1), { timeout: TIMINGS.downloadDelay + 1000 });
    await expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(TIMINGS.downloadDelay - 50);
    restFocus();
  },
};
export const DownloadingSpanish = inLocale(Downloading, 'es');
export const DownloadingArabic = inLocale(Downloading, 'ae');

/** Downloaded: the green 'Download started!' notice names the file. */
export const DownloadStarted: Story = {
  play: async ({ canvasElement, args }) => {
    await watchToTheEnd(canvasElement);
    await userEvent.click(downloadButton(canvasElement));
    const notice = await visibleNotice(t('guide:download.started'));
    await expect(notice).toHaveTextContent(args.media.pdf.fileName);
    await expect(notice).toHaveAttribute('data-kind', 'success');
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(downloadButton(canvasElement)).toBeEnabled());
    restFocus();
  },
};
export const DownloadStartedSpanish = inLocale(DownloadStarted, 'es');
export const DownloadStartedArabic = inLocale(DownloadStarted, 'ae');

/** Download failed: a red 'Error' notice says 'Unable to download the file'; the button tries again. */
export const DownloadFailed: Story = {
  args: { onDownload: fn(() => Promise.reject(new Error('404'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = canvasOf(canvasElement);
    await watchToTheEnd(canvasElement);
    await userEvent.click(downloadButton(canvasElement));
    const notice = await visibleNotice(t('errors:download.failed'));
    await expect(notice).toHaveTextContent(t('common:notifications.error'));
    await expect(notice).toHaveAttribute('data-kind', 'error');
    await expect(canvas.getByRole('status')).toHaveTextContent(t('guide:download.failedHint'));
    await waitFor(() => expect(downloadButton(canvasElement)).toBeEnabled());
    await userEvent.click(downloadButton(canvasElement));
    await waitFor(() => expect(args.onDownload).toHaveBeenCalledTimes(2), { timeout: TIMINGS.downloadDelay + 1000 });
    restFocus();
  },
};
export const DownloadFailedSpanish = inLocale(DownloadFailed, 'es');
export const DownloadFailedArabic = inLocale(DownloadFailed, 'ae');

const missingVideo: GuideMedia = {
  ...GUIDE_MEDIA.en,
  sources: [
    { src: '/videos/missing-guide.webm', type: 'video/webm' },
    { src: '/videos/missing-guide.mp4', type: 'video/mp4' },
  ],
};

/** A missing video: a clear message with a retry instead of a broken player; the guide unlocks. */
export const VideoMissing: Story = {
  args: { media: missingVideo },
  // The files it asks for do not exist, on purpose: the published Storybook's sweep expects their 404s.
  parameters: { expectedMissing: ['/videos/missing-guide.webm', '/videos/missing-guide.mp4'] },
  play: async ({ canvasElement, args }) => {
    const canvas = canvasOf(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(t('guide:player.error.title'));
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('guide:player.play') })).toBeNull();
    const download = downloadButton(canvasElement);
    await expect(download).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('guide:download.videoUnavailableHint'));
    await userEvent.click(download);
    await waitFor(() => expect(args.onDownload).toHaveBeenCalledTimes(1), { timeout: TIMINGS.downloadDelay + 1000 });
    // Try again: the player comes back, and says so again when the file is still missing.
    await userEvent.click(within(alert).getByRole('button', { name: t('guide:player.error.retry') }));
    const again = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(again).toHaveTextContent(t('guide:player.error.title'));
    // The focus is back on "Try again", not at the top of the page.
    await waitFor(() => expect(within(again).getByRole('button', { name: t('guide:player.error.retry') })).toHaveFocus());
    restFocus();
  },
};
export const VideoMissingSpanish = inLocale(VideoMissing, 'es');
export const VideoMissingArabic = inLocale(VideoMissing, 'ae');

/** An unreadable video (a file that is not a video): the same clear message. */
export const VideoUnreadable: Story = {
  args: { media: { ...GUIDE_MEDIA.en, sources: [{ src: '/favicon.svg', type: 'video/webm' }] } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(t('guide:player.error.title'));
    await expect(downloadButton(canvasElement)).toBeEnabled();
  },
};
