/**
 * The guide video's progress bar and volume: the first 120 seconds fill
 * the bar to 90 %, whatever the video's length; the rest of the video fills the last 10 %.
 */

/** Seconds of video that fill the head of the bar. */
export const PROGRESS_HEAD_SECONDS = 120;
/** Percentage of the bar the head fills. */
export const PROGRESS_HEAD_PERCENT = 90;

/** The volume slider: 0 to 1 in steps of 0.01, starting at 0.5. */
export const VOLUME = { min: 0, max: 1, step: 0.01, default: 0.5 } as const;

const isUsable = (value: number) => Number.isFinite(value) && value >= 0;

/**
 * The bar's fill, 0 to 100, for a playback position and a duration in seconds.
 * 0-120 s map linearly to 0-90 %, and 120 s to the end map to 90-100 %. A video of 120 s or less
 * never reaches the tail: its bar follows the head's pace and shows 100 % once it has ended
 * (`ended`). An unknown duration (metadata not loaded yet, a live stream) still follows the head,
 * and stops at 90 %.
 */
export function videoProgress(currentTime: number, duration: number, ended = false): number {
  if (ended) return 100;
  if (!isUsable(currentTime)) return 0;
  const knownDuration = isUsable(duration) && duration > 0;
  const time = knownDuration ? Math.min(currentTime, duration) : currentTime;
  if (time <= PROGRESS_HEAD_SECONDS) return (time / PROGRESS_HEAD_SECONDS) * PROGRESS_HEAD_PERCENT;
  if (!knownDuration) return PROGRESS_HEAD_PERCENT;
  const tail = duration - PROGRESS_HEAD_SECONDS;
  return PROGRESS_HEAD_PERCENT + ((time - PROGRESS_HEAD_SECONDS) / tail) * (100 - PROGRESS_HEAD_PERCENT);
}

/** A volume within 0-1, rounded to the slider's step; anything unusable becomes the default. */
export function clampVolume(value: number): number {
  if (!Number.isFinite(value)) return VOLUME.default;
  const clamped = Math.min(VOLUME.max, Math.max(VOLUME.min, value));
  return Math.round(clamped / VOLUME.step) / Math.round(1 / VOLUME.step);
}
