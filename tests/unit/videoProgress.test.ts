import { describe, expect, it } from 'vitest';
import { formatClock } from '@/lib/format';
import { clampVolume, PROGRESS_HEAD_PERCENT, PROGRESS_HEAD_SECONDS, videoProgress, VOLUME } from '@/lib/videoProgress';

describe('videoProgress: the first 120 s fill 90 % of the bar, the rest the last 10 %', () => {
  it('maps the first 120 seconds linearly to 0-90 %', () => {
    expect(PROGRESS_HEAD_SECONDS).toBe(120);
    expect(PROGRESS_HEAD_PERCENT).toBe(90);
    expect(videoProgress(0, 300)).toBe(0);
    expect(videoProgress(30, 300)).toBe(22.5);
    expect(videoProgress(60, 300)).toBe(45);
    expect(videoProgress(120, 300)).toBe(90);
  });

  it('maps the rest of the video linearly to 90-100 %', () => {
    expect(videoProgress(210, 300)).toBe(95);
    expect(videoProgress(300, 300)).toBe(100);
    // A 140 s video: 10 s past the head is half of its 20 s tail.
    expect(videoProgress(130, 140)).toBeCloseTo(95, 10);
  });

  it('is monotonic and continuous at 120 s', () => {
    let previous = -1;
    for (let time = 0; time <= 400; time += 0.5) {
      const value = videoProgress(time, 400);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
    expect(videoProgress(119.999, 400)).toBeCloseTo(90, 2);
    expect(videoProgress(120.001, 400)).toBeCloseTo(90, 2);
  });

  it('never leaves 0-100 %, whatever the position', () => {
    expect(videoProgress(-5, 300)).toBe(0);
    expect(videoProgress(500, 300)).toBe(100);
    expect(videoProgress(Number.NaN, 300)).toBe(0);
    expect(videoProgress(Number.POSITIVE_INFINITY, 300)).toBe(0);
  });

  it('follows the head while the duration is unknown, and stops at 90 %', () => {
    expect(videoProgress(60, Number.NaN)).toBe(45);
    expect(videoProgress(200, Number.NaN)).toBe(90);
    expect(videoProgress(200, Number.POSITIVE_INFINITY)).toBe(90);
    expect(videoProgress(60, 0)).toBe(45);
  });

  it('keeps the head pace for a video of 120 s or less, and shows 100 % once it ended', () => {
    expect(videoProgress(60, 90)).toBe(45);
    expect(videoProgress(90, 90)).toBe(67.5);
    expect(videoProgress(90, 90, true)).toBe(100);
    expect(videoProgress(10, 300, true)).toBe(100);
  });
});

describe('volume', () => {
  it('runs from 0 to 1 in steps of 0.01 and starts at 0.5', () => {
    expect(VOLUME).toEqual({ min: 0, max: 1, step: 0.01, default: 0.5 });
  });

  it('clamps to 0-1 and rounds to the step', () => {
    expect(clampVolume(0.5)).toBe(0.5);
    expect(clampVolume(0.123)).toBe(0.12);
    expect(clampVolume(0.07)).toBe(0.07);
    expect(clampVolume(-1)).toBe(0);
    expect(clampVolume(3)).toBe(1);
    expect(clampVolume(Number.NaN)).toBe(0.5);
  });
});

describe('formatClock', () => {
  it('prints minutes and seconds, and hours when there are some', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(9.9)).toBe('0:09');
    expect(formatClock(139.7)).toBe('2:19');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
});
