import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GUIDE_MEDIA } from '@/lib/guideMedia';
import type { Locale } from '@/lib/locale';
import { t } from '../support/i18n';
import { inLocale as inAnyLocale } from '../support/variants';

/** The same story in another locale (`es`, or `ae`: Arabic, right to left), with that locale's media. */
export function inLocale<S extends { globals?: Record<string, unknown>; args?: Record<string, unknown> }>(
  story: S,
  locale: Locale,
  options?: { play?: boolean },
): S {
  const args = story.args && 'media' in story.args ? story.args : { ...story.args, media: GUIDE_MEDIA[locale] };
  return inAnyLocale({ ...story, args }, locale, options);
}

export function videoOf(canvasElement: HTMLElement): HTMLVideoElement {
  const video = canvasElement.querySelector('video');
  if (!video) throw new Error('The guide has no video element');
  return video;
}

/** Waits until the video knows its duration (its metadata loaded). */
export async function videoReady(canvasElement: HTMLElement): Promise<HTMLVideoElement> {
  const video = videoOf(canvasElement);
  await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(1), { timeout: 15_000 });
  await waitFor(() => expect(Number.isFinite(video.duration) && video.duration > 120).toBe(true));
  return video;
}

export const downloadButton = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('guide-download');

/**
 * Ends the video as a viewer does, sped up: jumps to its last half second, presses play and
 * waits for the end (the device is muted, as browsers only let muted media play without a
 * real gesture).
 */
export async function watchToTheEnd(canvasElement: HTMLElement): Promise<void> {
  const video = await videoReady(canvasElement);
  video.muted = true;
  video.currentTime = video.duration - 0.5;
  await waitFor(() => expect(video.seeking).toBe(false));
  await userEvent.click(within(canvasElement).getByRole('button', { name: t('guide:player.play') }));
  await waitFor(() => expect(video.ended).toBe(true), { timeout: 10_000 });
  await waitFor(() => expect(downloadButton(canvasElement)).toBeEnabled());
}
