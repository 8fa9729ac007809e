import { ActionIcon, Anchor, Box, Button, Group, NativeSelect, Paper, Slider, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconDownload, IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranscriptTurn } from '@/lib/calls';
import { formatClock } from '@/lib/format';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useLangProps } from '@/ui/ForeignText';
import { LineSourceLink } from '@/ui/LineSourceLink';
import { LockedFieldset } from '@/ui/LockedFieldset';

const SPEEDS = ['0.75', '1', '1.25', '1.5', '2'] as const;
/** Seconds the seek slider moves with Page Up / Page Down. */
export const PAGE_SEC = 10;

export interface CallRecordingProps {
  /** The recording's URL; null: the call has none (the transcript is shown alone). */
  src: string | null;
  transcript: TranscriptTurn[];
  /** Where playback starts (stories show a highlighted line without playing). */
  initialTimeMs?: number;
  /** The language the call was held in (the transcript's `lang` on pages in another language). */
  language?: string | undefined;
  /** Where an agent line's source is set up; without it, sources are not shown. */
  sourceHref?: ((source: NonNullable<TranscriptTurn['source']>) => string) | undefined;
  /** The answer editor with a question filled in ("Add answer" beside a question no answer covered). */
  addAnswerHref?: ((question: string) => string) | undefined;
  /** The page was opened at a moment (`?t=`): its line is scrolled into view. */
  scrollToInitial?: boolean | undefined;
  /** Why there is no recording: deleted under the account's retention setting, or with the caller's data at their request (said instead of "no recording"). */
  deleted?: 'retention' | 'erased' | undefined;
  /** Why the signed-in person's role may not download the recording (an export), or null: then a link saves it as a file. */
  downloadLocked?: string | null | undefined;
}

/** A caller line no answer of the setup covered: the agent line after it came from no answer. */
export const isUnansweredQuestion = (transcript: readonly TranscriptTurn[], index: number) =>
  transcript[index]?.speaker === 'caller' &&
  transcript[index + 1]?.speaker === 'agent' &&
  transcript[index + 1]?.source?.kind === 'no_answer';

/** The line being spoken at a time: the last one that started at or before it. */
export function lineAt(transcript: TranscriptTurn[], ms: number): number {
  let current = -1;
  for (const [index, turn] of transcript.entries()) {
    if (turn.startMs <= ms) current = index;
    else break;
  }
  return current;
}

/**
 * The call's recording and transcript: a player (play, pause, a seek slider, speed; all
 * keyboard operable) and the transcript as a list of turns labelled by speaker, in which the
 * line being spoken is highlighted (`aria-current`) and a click on a line plays from there. When
 * the audio cannot be loaded, it says so.
 */
export function CallRecording({
  src,
  transcript,
  initialTimeMs = 0,
  language,
  sourceHref,
  addAnswerHref,
  scrollToInitial = false,
  deleted,
  downloadLocked = null,
}: CallRecordingProps) {
  const { t } = useTranslation('calls');
  const textLang = useLangProps(language);
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [timeMs, setTimeMs] = useState(initialTimeMs);
  const [durationMs, setDurationMs] = useState(() => transcript.at(-1)?.endMs ?? 0);
  const [speed, setSpeed] = useState('1');
  const [failed, setFailed] = useState(false);
  // Nothing is highlighted until playback starts (or the player was moved).
  const current = playing || timeMs > 0 ? lineAt(transcript, timeMs) : -1;

  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (audio.current && initialTimeMs) audio.current.currentTime = initialTimeMs / 1000;
  }, [initialTimeMs]);
  // Opened at a moment (the questions inbox's link): that line is brought into view.
  useEffect(() => {
    if (!scrollToInitial || !initialTimeMs) return;
    list.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'center' });
  }, [scrollToInitial, initialTimeMs]);

  const seek = (ms: number) => {
    setTimeMs(ms);
    if (audio.current) audio.current.currentTime = ms / 1000;
  };
  // A refused play() (no user gesture, or interrupted by a pause) leaves the player paused; only
  // an unplayable source is a failure (a load error also arrives through `onError`).
  const playFailed = (error: unknown) => {
    if (error instanceof DOMException && error.name === 'NotSupportedError') setFailed(true);
  };
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) element.play().catch(playFailed);
    else element.pause();
  };
  // The slider's whole range in seconds; Page Up / Page Down move by PAGE_SEC.
  const durationSec = Math.max(1, Math.round(durationMs / 1000));
  const pageKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'PageUp' && event.key !== 'PageDown') return;
    event.preventDefault();
    event.stopPropagation();
    const now = Math.floor(timeMs / 1000);
    seek(Math.min(durationSec, Math.max(0, now + (event.key === 'PageUp' ? PAGE_SEC : -PAGE_SEC))) * 1000);
  };
  const playFrom = (ms: number) => {
    seek(ms);
    audio.current?.play().catch(playFailed);
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="call-recording">
        <Title order={2} fz="h4" id="call-recording" mb="sm">
          {t('detail.recording')}
        </Title>
        {src === null ? (
          <Text c="dimmed">
            {t(
              deleted === 'retention' ? 'detail.recordingDeleted' : deleted === 'erased' ? 'detail.recordingErased' : 'detail.noRecording',
            )}
          </Text>
        ) : failed ? (
          <ErrorAlert role="alert">{t('player.error')}</ErrorAlert>
        ) : (
          <Group gap="md" wrap="nowrap" align="center">
            {/* The transcript beside the player is the recording's text equivalent (it follows playback). */}
            {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
            <audio
              ref={audio}
              src={src}
              preload="metadata"
              data-testid="call-audio"
              onPlay={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
              onEnded={() => setPlaying(false)}
              onTimeUpdate={(event) => setTimeMs(Math.round(event.currentTarget.currentTime * 1000))}
              onLoadedMetadata={(event) => {
                if (Number.isFinite(event.currentTarget.duration)) setDurationMs(Math.round(event.currentTarget.duration * 1000));
                event.currentTarget.playbackRate = Number(speed);
              }}
              onError={() => setFailed(true)}
            />
            <ActionIcon size="xl" radius="xl" onClick={toggle} aria-label={playing ? t('player.pause') : t('player.play')}>
              {playing ? <IconPlayerPauseFilled size={22} aria-hidden /> : <IconPlayerPlayFilled size={22} aria-hidden />}
            </ActionIcon>
            <Box style={{ flexGrow: 1 }} onKeyDownCapture={pageKeys}>
              {/* Seconds as the unit, a value text ("0:19 of 2:05"), Page Up / Page Down by 10 s, a 24 px thumb. */}
              <Slider
                min={0}
                max={durationSec}
                step={1}
                value={Math.min(Math.floor(timeMs / 1000), durationSec)}
                onChange={(sec) => seek(sec * 1000)}
                label={(sec) => formatClock(sec)}
                thumbLabel={t('player.position')}
                thumbValueText={(sec) => t('player.time', { current: formatClock(sec), total: formatClock(durationMs / 1000) })}
                thumbSize={24}
              />
              <Text size="xs" c="dimmed" mt={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('player.time', { current: formatClock(timeMs / 1000), total: formatClock(durationMs / 1000) })}
              </Text>
            </Box>
            <NativeSelect
              aria-label={t('player.speed')}
              value={speed}
              onChange={(event) => {
                setSpeed(event.currentTarget.value);
                if (audio.current) audio.current.playbackRate = Number(event.currentTarget.value);
              }}
              data={SPEEDS.map((value) => ({ value, label: `${value}×` }))}
              w={90}
            />
          </Group>
        )}
        {src !== null && !failed && <RecordingDownload src={src} locked={downloadLocked} />}
      </Paper>

      {transcript.length > 0 && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="call-transcript">
          <Title order={2} fz="h4" id="call-transcript" mb="sm">
            {t('detail.transcript')}
          </Title>
          {scrollToInitial && initialTimeMs > 0 && (
            <Text size="sm" c="dimmed" mb="xs">
              {t('detail.openedAt', { time: formatClock(initialTimeMs / 1000) })}
            </Text>
          )}
          <Stack ref={list} component="ol" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="transcript">
            {transcript.map((turn, index) => {
              const active = index === current;
              const speaker = t(`detail.speaker.${turn.speaker}`);
              return (
                <li key={`${turn.startMs}-${index}`} aria-current={active ? 'true' : undefined} data-speaker={turn.speaker}>
                  <UnstyledButton
                    onClick={() => (src && !failed ? playFrom(turn.startMs) : undefined)}
                    disabled={!src || failed}
                    w="100%"
                    p="xs"
                    title={t('detail.seekTo', { time: formatClock(turn.startMs / 1000) })}
                    style={{
                      borderRadius: 'var(--mantine-radius-md)',
                      background: active ? 'var(--mantine-color-brand-0)' : undefined,
                      borderInlineStart: `3px solid ${active ? 'var(--mantine-color-brand-6)' : 'transparent'}`,
                    }}
                  >
                    {/* Spans shown as blocks: a button holds phrasing content only. */}
                    <Group component="span" gap="sm" wrap="nowrap" align="flex-start">
                      <Text
                        component="span"
                        size="xs"
                        c="dimmed"
                        w={40}
                        style={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
                        mt={2}
                      >
                        {formatClock(turn.startMs / 1000)}
                      </Text>
                      <span>
                        <Text component="span" display="block" size="xs" fw={700} c={turn.speaker === 'agent' ? 'brand.8' : 'dark.6'}>
                          {speaker}
                        </Text>
                        <Text component="span" display="block" size="sm" {...textLang} data-testid="transcript-text">
                          {turn.text}
                        </Text>
                      </span>
                    </Group>
                  </UnstyledButton>
                  {/* Beside the line (outside its button: a link is not inside a button): where it came from, or "Add answer". */}
                  {turn.speaker === 'agent' && turn.source && sourceHref && (
                    <Box ps={62} pb={4}>
                      <LineSourceLink
                        source={turn.source}
                        href={sourceHref(turn.source)}
                        {...(turn.source.kind === 'no_answer' ? { text: t('detail.source.noAnswer') } : {})}
                      />
                    </Box>
                  )}
                  {addAnswerHref && isUnansweredQuestion(transcript, index) && (
                    <Group ps={62} pb={4} gap="xs">
                      <Text size="xs" c="dimmed">
                        {t('detail.unanswered')}
                      </Text>
                      <Button component="a" href={addAnswerHref(turn.text)} size="compact-xs" variant="light">
                        {t('detail.addAnswer')}
                      </Button>
                    </Group>
                  )}
                </li>
              );
            })}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/**
 * The recording saved as a file (an export the audit log records): a plain link, the signed URL
 * asking for a download; for a role without exports, the same words on a disabled button with the reason.
 */
function RecordingDownload({ src, locked }: { src: string; locked: string | null }) {
  const { t } = useTranslation('calls');
  const label = t('player.download');
  return (
    <Box mt="sm">
      {locked ? (
        <LockedFieldset reason={locked}>
          <Button variant="default" size="sm" leftSection={<IconDownload size={16} aria-hidden />}>
            {label}
          </Button>
        </LockedFieldset>
      ) : (
        <Anchor href={`${src}${src.includes('?') ? '&' : '?'}download=1`} download size="sm" fw={600}>
          <IconDownload size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginInlineEnd: 6 }} />
          {label}
        </Anchor>
      )}
    </Box>
  );
}
