import { ActionIcon, Box, Button, getRadius, Group, Progress, Slider, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBadgeCc,
  IconBadgeCcFilled,
  IconMaximize,
  IconMinimize,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconReload,
  IconVolume,
  IconVolumeOff,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuideMedia } from '@/lib/guideMedia';
import { formatClock } from '@/lib/format';
import { clampVolume, videoProgress, VOLUME } from '@/lib/videoProgress';
import { ErrorAlert } from '@/ui/ErrorAlert';
import classes from './guide.module.css';

export type PlaybackStatus = 'idle' | 'playing' | 'paused' | 'ended';

export interface VideoPlayerProps {
  /** The video: its sources (in order of preference), its poster and its captions. */
  media: Pick<GuideMedia, 'sources' | 'poster' | 'captions'>;
  /** The video played to its end. */
  onEnded: () => void;
  /** No source could be loaded or played (missing, unreadable or unsupported file). */
  onUnavailable: () => void;
  /** A new attempt after a failure. */
  onRetry?: () => void;
}

/** HTMLMediaElement.HAVE_METADATA */
const HAVE_METADATA = 1;

/** Shows or hides the video's captions track. */
function showCaptions(video: HTMLVideoElement | null, on: boolean): void {
  const track = video?.textTracks[0];
  if (track) track.mode = on ? 'showing' : 'hidden';
}

/**
 * The guide video with custom Mantine controls: play/pause, a progress bar
 * that maps the first 120 s to 0-90 % (src/lib/videoProgress.ts), a volume slider from 0 to 1
 * in steps of 0.01 starting at 0.5, captions and full screen. A missing or unreadable video is
 * replaced by a message with a retry, never by a broken player.
 *
 * The focus follows what replaces the control that had it: "Try again" hands it to the player's
 * play button, and a player that fails while it holds the focus hands it to the message's
 * "Try again" (a retry that finds the file still missing leaves the keyboard on "Try again").
 */
export function VideoPlayer({ media, onEnded, onUnavailable, onRetry }: VideoPlayerProps) {
  const { t } = useTranslation('guide');
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [status, setStatus] = useState<PlaybackStatus>('idle');
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [volume, setVolume] = useState<number>(VOLUME.default);
  const [captionsOn, setCaptionsOn] = useState(true);
  const [canFullscreen, setCanFullscreen] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const playRef = useRef<HTMLButtonElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  /** The focus was in what the next render replaces (the player or the message): its replacement takes it. */
  const focusReplacement = useRef(false);

  const callbacks = useRef({ onEnded, onUnavailable });
  useEffect(() => {
    callbacks.current = { onEnded, onUnavailable };
  });

  const holdsFocus = (element: HTMLElement | null) => element !== null && element.contains(document.activeElement);

  const fail = () => {
    if (holdsFocus(frameRef.current)) focusReplacement.current = true;
    setFailed(true);
    setStatus('idle');
    callbacks.current.onUnavailable();
  };

  // A pre-rendered page starts loading the video before React hydrates it: whatever happened
  // before the listeners were attached (metadata loaded, every source failed) is read here.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = volume;
    if (video.error) {
      setFailed(true);
      callbacks.current.onUnavailable();
    } else if (video.readyState >= HAVE_METADATA) {
      setDuration(video.duration);
    } else {
      // Still loading, or every source already failed unheard: choose the source again, with
      // the error listeners in place this time.
      video.load();
    }
    // Only on a new element (first render, retry); volume changes are applied by their handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  useEffect(() => showCaptions(videoRef.current, captionsOn), [captionsOn, attempt, failed]);

  useEffect(() => {
    if (!focusReplacement.current) return;
    focusReplacement.current = false;
    (failed ? retryRef : playRef).current?.focus({ preventScroll: true });
  }, [failed, attempt]);

  useEffect(() => {
    setCanFullscreen(Boolean(document.fullscreenEnabled && frameRef.current?.requestFullscreen));
    const sync = () => setFullscreen(document.fullscreenElement === frameRef.current && frameRef.current !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) {
      // A refused play() (autoplay rules, a source that fails meanwhile) leaves the video paused;
      // a failing source reports itself through its error event.
      video.play().catch(() => setStatus(video.ended ? 'ended' : 'paused'));
    } else {
      video.pause();
    }
  };

  const changeVolume = (value: number) => {
    const next = clampVolume(value);
    setVolume(next);
    if (videoRef.current) {
      videoRef.current.volume = next;
      videoRef.current.muted = false;
    }
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frameRef.current?.requestFullscreen().catch(() => undefined);
  };

  const retry = () => {
    if (holdsFocus(retryRef.current)) focusReplacement.current = true;
    setFailed(false);
    setStatus('idle');
    setTime(0);
    setDuration(Number.NaN);
    setAttempt((n) => n + 1);
    onRetry?.();
  };

  const readTime = (event: SyntheticEvent<HTMLVideoElement>) => setTime(event.currentTarget.currentTime);
  const readDuration = (event: SyntheticEvent<HTMLVideoElement>) => setDuration(event.currentTarget.duration);

  if (failed) {
    return (
      <ErrorAlert radius="lg" icon={<IconAlertTriangle aria-hidden />} title={t('player.error.title')} data-testid="video-error">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('player.error.body')}</Text>
          <Button ref={retryRef} variant="outline" color="red" leftSection={<IconReload size={16} aria-hidden />} onClick={retry}>
            {t('player.error.retry')}
          </Button>
        </Stack>
      </ErrorAlert>
    );
  }

  const ended = status === 'ended';
  const playing = status === 'playing';
  const percent = videoProgress(time, duration, ended);
  const roundedPercent = Math.round(percent);
  const shownDuration = Number.isFinite(duration) ? duration : 0;
  const volumePercent = Math.round(volume * 100);
  const playLabel = playing ? t('player.pause') : ended ? t('player.replay') : t('player.play');
  const lastSource = media.sources.length - 1;

  return (
    <Box
      ref={frameRef}
      role="group"
      aria-label={t('player.label')}
      bg="dark.9"
      style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden' }}
    >
      <video
        key={attempt}
        ref={videoRef}
        poster={media.poster}
        preload="metadata"
        playsInline
        onPlay={() => setStatus('playing')}
        onPause={(event) => setStatus(event.currentTarget.ended ? 'ended' : 'paused')}
        onEnded={() => {
          setStatus('ended');
          setTime(videoRef.current?.duration ?? 0);
          callbacks.current.onEnded();
        }}
        onTimeUpdate={readTime}
        onSeeked={readTime}
        onLoadedMetadata={readDuration}
        onDurationChange={readDuration}
        onError={fail}
        style={{ display: 'block', width: '100%', aspectRatio: '16 / 9', background: 'var(--mantine-color-dark-9)' }}
        data-status={status}
      >
        {media.sources.map((source, index) => (
          <source key={source.src} src={source.src} type={source.type} onError={index === lastSource ? fail : undefined} />
        ))}
        <track kind="captions" src={media.captions.src} srcLang={media.captions.srclang} label={media.captions.label} default />
        {t('player.noSupport')}
      </video>
      <Stack gap={8} px="md" pt="sm" pb="md" bg="white">
        <Progress.Root
          size="md"
          // Its radius as the variable Mantine sets from `radius`, which Mantine 9 also leaves on the element (invalid HTML).
          vars={() => ({ root: { '--progress-radius': getRadius('xl') } })}
          role="progressbar"
          aria-label={t('player.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={roundedPercent}
          aria-valuetext={t('player.progressText', {
            percent: roundedPercent,
            current: formatClock(time),
            total: formatClock(shownDuration),
          })}
        >
          <Progress.Section value={percent} withAria={false} />
        </Progress.Root>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ActionIcon ref={playRef} size="lg" radius="xl" variant="filled" onClick={togglePlay} aria-label={playLabel}>
              {playing ? <IconPlayerPauseFilled size={18} aria-hidden /> : <IconPlayerPlayFilled size={18} aria-hidden />}
            </ActionIcon>
            <Text size="sm" c="dimmed" dir="ltr" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {`${formatClock(time)} / ${formatClock(shownDuration)}`}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {volume === 0 ? <IconVolumeOff size={20} aria-hidden /> : <IconVolume size={20} aria-hidden />}
            <Slider
              className={classes.volume}
              min={VOLUME.min}
              max={VOLUME.max}
              step={VOLUME.step}
              value={volume}
              onChange={changeVolume}
              label={(value) => t('player.volumeText', { percent: Math.round(value * 100) })}
              thumbLabel={t('player.volume')}
              thumbValueText={t('player.volumeText', { percent: volumePercent })}
              thumbSize={24}
              size="sm"
            />
            <ActionIcon
              size="lg"
              variant={captionsOn ? 'light' : 'subtle'}
              color="dark"
              onClick={() => setCaptionsOn((on) => !on)}
              aria-label={t('player.captions')}
              aria-pressed={captionsOn}
            >
              {captionsOn ? <IconBadgeCcFilled size={20} aria-hidden /> : <IconBadgeCc size={20} aria-hidden />}
            </ActionIcon>
            {canFullscreen && (
              <ActionIcon
                size="lg"
                variant="subtle"
                color="dark"
                onClick={toggleFullscreen}
                aria-label={fullscreen ? t('player.exitFullscreen') : t('player.enterFullscreen')}
              >
                {fullscreen ? <IconMinimize size={20} aria-hidden /> : <IconMaximize size={20} aria-hidden />}
              </ActionIcon>
            )}
          </Group>
        </Group>
      </Stack>
    </Box>
  );
}
