import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VideoPlayer, type VideoPlayerProps } from '@/features/guide/VideoPlayer';
import { GUIDE_MEDIA } from '@/lib/guideMedia';
import type { Locale } from '@/lib/locale';
import { t } from '../support/i18n';
import { inLocale, onMobile } from '../support/variants';
import { restFocus } from '../support/atRest';
import { namedChoices } from '../support/named';

type Media = VideoPlayerProps['media'];

/**
 * The videos a designer can play: the guide's own (files in public/videos, served with the
 * stories: no other network), a file that does not exist and one that is not a video.
 */
const MEDIA = {
  'English video, English captions': GUIDE_MEDIA.en,
  'Spanish video, Spanish captions': GUIDE_MEDIA.es,
  'English video, Arabic captions': GUIDE_MEDIA.ae,
  'Missing file': {
    ...GUIDE_MEDIA.en,
    sources: [
      { src: '/videos/missing-guide.webm', type: 'video/webm' },
      { src: '/videos/missing-guide.mp4', type: 'video/mp4' },
    ],
  },
  'Not a video': { ...GUIDE_MEDIA.en, sources: [{ src: '/favicon.svg', type: 'video/webm' }] },
} satisfies Record<string, Media>;
type MediaName = keyof typeof MEDIA;
/** A `media` arg given by its option's name: Storybook maps it to the media before rendering. */
const mediaOf = (name: MediaName) => name as unknown as Media;
/** The guide's media in each locale (as the guide page chooses them). */
const LOCALE_MEDIA: Record<Locale, MediaName> = {
  en: 'English video, English captions',
  es: 'Spanish video, Spanish captions',
  ae: 'English video, Arabic captions',
};

/** The same story in another locale, with that locale's video and captions. */
const withLocaleMedia = (story: Story, locale: Locale): Story =>
  inLocale({ ...story, args: { ...story.args, media: mediaOf(LOCALE_MEDIA[locale]) } }, locale);

/**
 * The guide's video player, with its own controls under the picture: play and
 * pause, the time played, a progress bar (the first two minutes fill 90 % of it), a volume slider
 * from 0 to 1 (0.5 to start with, arrow keys move it by 0.01), captions (on by default, in the
 * page's language) and full screen where the browser allows it. A missing or unreadable video is
 * replaced by a red message with a "Try again" button, never by a broken player; the page then
 * unlocks the guide.
 */
const meta = {
  title: 'Shared components/Video player',
  component: VideoPlayer,
  args: { media: mediaOf('English video, English captions'), onEnded: fn(), onUnavailable: fn(), onRetry: fn() },
  argTypes: {
    media: namedChoices(MEDIA, 'The video, its poster and captions.'),
    onEnded: { control: false },
    onUnavailable: { control: false },
    onRetry: { control: false },
  },
  decorators: [
    (Story) => (
      <Container size="md" py="xl">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

function videoOf(canvasElement: HTMLElement): HTMLVideoElement {
  const video = canvasElement.querySelector('video');
  if (!video) throw new Error('The player has no video element');
  return video;
}

/** Waits until the video knows its length (its metadata loaded); muted, as browsers only play muted media without a real gesture. */
async function videoReady(canvasElement: HTMLElement): Promise<HTMLVideoElement> {
  const video = videoOf(canvasElement);
  await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(1), { timeout: 15_000 });
  await waitFor(() => expect(Number.isFinite(video.duration) && video.duration > 120).toBe(true));
  video.muted = true;
  return video;
}

const button = (el: HTMLElement, name: string) => within(el).getByRole('button', { name });
const progressBar = (el: HTMLElement) => within(el).getByRole('progressbar', { name: t('guide:player.progress') });
const volumeSlider = (el: HTMLElement) => within(el).getByRole('slider', { name: t('guide:player.volume') });

/** Ready: the poster, the locale's video and captions, the play button, an empty bar, the volume at 0.5, captions on. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const player = canvas.getByRole('group', { name: t('guide:player.label') });
    const video = await videoReady(canvasElement);
    // The play may see the option's name or the media it maps to.
    const media: Media = typeof args.media === 'string' ? MEDIA[args.media as MediaName] : args.media;
    await expect(video.currentSrc).toContain(media.sources[0]?.src);
    const track = video.querySelector('track');
    await expect(track).toHaveAttribute('srclang', media.captions.srclang);
    await expect(video.poster).toMatch(/-poster\.jpg$/);
    await expect(track).toHaveAttribute('kind', 'captions');
    await expect(track).toHaveAttribute('default');
    await expect(button(canvasElement, t('guide:player.play'))).toBeEnabled();
    await expect(progressBar(canvasElement)).toHaveAttribute('aria-valuenow', '0');
    await expect(within(player).getByText(/^0:00 \/ \d+:\d\d$/)).toBeVisible();
    const volume = volumeSlider(canvasElement);
    await expect(volume).toHaveAttribute('aria-valuemin', '0');
    await expect(volume).toHaveAttribute('aria-valuemax', '1');
    await expect(volume).toHaveAttribute('aria-valuenow', '0.5');
    await expect(video.volume).toBe(0.5);
    await expect(button(canvasElement, t('guide:player.captions'))).toHaveAttribute('aria-pressed', 'true');
    // The controls fit the player, on a phone as on a wide screen.
    const frame = player.getBoundingClientRect();
    await expect(frame.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(volume.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    await expect(button(canvasElement, t('guide:player.captions')).getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    await expect(args.onEnded).not.toHaveBeenCalled();
    await expect(args.onUnavailable).not.toHaveBeenCalled();
  },
};
export const ReadySpanish = withLocaleMedia(Ready, 'es');
export const ReadyArabic = withLocaleMedia(Ready, 'ae');
export const ReadyMobile = onMobile(Ready, 'en', { play: true });
export const ReadyMobileArabic = onMobile(withLocaleMedia(Ready, 'ae'), 'ae', { play: true });

/** Played from the keyboard: Tab to play, Enter plays and pauses; the bar fills; the arrow keys move the volume by 0.01. */
export const PlayingWithTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = await videoReady(canvasElement);
    await userEvent.tab();
    await expect(button(canvasElement, t('guide:player.play'))).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const pause = await canvas.findByRole('button', { name: t('guide:player.pause') });
    await expect(pause).toHaveFocus();
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(0.2), { timeout: 10_000 });
    // One minute in: half of the first two minutes, 45 % of the bar.
    video.currentTime = 60;
    await waitFor(() => expect(progressBar(canvasElement)).toHaveAttribute('aria-valuenow', '45'));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: t('guide:player.play') })).toHaveFocus();
    await expect(video.paused).toBe(true);
    const volume = volumeSlider(canvasElement);
    volume.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(volume).toHaveAttribute('aria-valuenow', '0.48');
    await expect(video.volume).toBeCloseTo(0.48, 5);
    await userEvent.keyboard('{ArrowUp}');
    await expect(volume).toHaveAttribute('aria-valuenow', '0.49');
    restFocus();
  },
};
export const PlayingWithTheKeyboardSpanish = withLocaleMedia(PlayingWithTheKeyboard, 'es');
export const PlayingWithTheKeyboardArabic = withLocaleMedia(PlayingWithTheKeyboard, 'ae');

/** Captions on (by default) and off: the button says whether it is pressed, the track shows or hides. */
export const CaptionsOff: Story = {
  play: async ({ canvasElement }) => {
    const video = await videoReady(canvasElement);
    const captions = button(canvasElement, t('guide:player.captions'));
    await waitFor(() => expect(video.textTracks[0]?.mode).toBe('showing'));
    await userEvent.click(captions);
    await expect(captions).toHaveAttribute('aria-pressed', 'false');
    await expect(video.textTracks[0]?.mode).toBe('hidden');
    await userEvent.keyboard('{Enter}');
    await expect(captions).toHaveAttribute('aria-pressed', 'true');
    await expect(video.textTracks[0]?.mode).toBe('showing');
    restFocus();
  },
};
export const CaptionsOffSpanish = withLocaleMedia(CaptionsOff, 'es');
export const CaptionsOffArabic = withLocaleMedia(CaptionsOff, 'ae');

/** Watched to the end (sped up: from its last half second): the bar is full, the button plays it again, the page is told. */
export const Ended: Story = {
  play: async ({ canvasElement, args }) => {
    const video = await videoReady(canvasElement);
    video.currentTime = video.duration - 0.5;
    await waitFor(() => expect(video.seeking).toBe(false));
    await userEvent.click(button(canvasElement, t('guide:player.play')));
    await waitFor(() => expect(video.ended).toBe(true), { timeout: 10_000 });
    await waitFor(() => expect(args.onEnded).toHaveBeenCalledTimes(1));
    await expect(progressBar(canvasElement)).toHaveAttribute('aria-valuenow', '100');
    await expect(button(canvasElement, t('guide:player.replay'))).toBeEnabled();
    restFocus();
  },
};
export const EndedSpanish = withLocaleMedia(Ended, 'es');
export const EndedArabic = withLocaleMedia(Ended, 'ae');

/**
 * A missing file: a red message with "Try again" instead of the player; trying again finds it
 * still missing, and the focus is back on "Try again".
 */
export const VideoMissing: Story = {
  args: { media: mediaOf('Missing file') },
  // The files it asks for do not exist, on purpose: the published Storybook's sweep expects their 404s.
  parameters: { expectedMissing: ['/videos/missing-guide.webm', '/videos/missing-guide.mp4'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(t('guide:player.error.title'));
    await expect(alert).toHaveTextContent(t('guide:player.error.body'));
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('guide:player.play') })).toBeNull();
    await waitFor(() => expect(args.onUnavailable).toHaveBeenCalled());
    const retry = within(alert).getByRole('button', { name: t('guide:player.error.retry') });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    const again = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(again).toHaveTextContent(t('guide:player.error.title'));
    // The keyboard stays on "Try again" (the player took the focus, then handed it back to the message).
    await waitFor(() => expect(within(again).getByRole('button', { name: t('guide:player.error.retry') })).toHaveFocus());
    restFocus();
  },
};
export const VideoMissingSpanish = inLocale(VideoMissing, 'es');
export const VideoMissingArabic = inLocale(VideoMissing, 'ae');
export const VideoMissingMobile = onMobile(VideoMissing, 'es');

/** A file that is not a video: the same message. */
export const VideoUnreadable: Story = {
  args: { media: mediaOf('Not a video') },
  play: async ({ canvasElement, args }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(t('guide:player.error.title'));
    await expect(args.onUnavailable).toHaveBeenCalled();
  },
};
export const VideoUnreadableArabic = inLocale(VideoUnreadable, 'ae');
