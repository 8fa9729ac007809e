import { Button, List, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '@/lib/bidi';
import { formatDateTime } from '@/lib/format';
import { PAUSE_MESSAGE_MAX, type PauseMode } from '@/lib/golive/rules';
import type { GoLive, GoLivePauseInput } from '@/lib/golive/types';
import type { ActionState } from '@/lib/loadState';
import { SaveStatus } from '@/ui/PageStates';
import { useLocale } from '@/ui/useLocale';
import { busyButtonProps } from '@/ui/busyRoot';

export interface PauseSectionProps {
  golive: GoLive;
  /** Pausing or resuming: idle, under way, done, failed. */
  action: ActionState;
  onPause: (input: GoLivePauseInput) => void;
  onResume: () => void;
}

/**
 * Pause the agent (callers hear the owner's message, or ring the business line again) and resume
 * it; the log says who did what and when. The button that vanishes hands the focus to the one
 * that replaces it.
 */
export function PauseSection({ golive, action, onPause, onResume }: PauseSectionProps) {
  const { t } = useTranslation('golive');
  const locale = useLocale();
  const [mode, setMode] = useState<PauseMode>('message');
  const [message, setMessage] = useState(() => t('pause.defaultMessage'));
  const [problem, setProblem] = useState(false);
  const paused = golive.state === 'paused';
  const resume = useRef<HTMLButtonElement>(null);
  const pause = useRef<HTMLButtonElement>(null);
  const previous = useRef(paused);
  useEffect(() => {
    if (previous.current !== paused) (paused ? resume : pause).current?.focus();
    previous.current = paused;
  }, [paused]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = mode === 'message' && !message.trim();
    setProblem(missing);
    if (missing) {
      event.currentTarget.querySelector<HTMLElement>('textarea')?.focus();
      return;
    }
    onPause({ mode, message: mode === 'message' ? message.trim() : null });
  };
  const success = paused ? t('pause.paused') : t('pause.resumed');
  return (
    <Stack gap="sm">
      {paused ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {golive.pause?.mode === 'message'
              ? t('pause.playing', { message: isolate(golive.pause.message ?? '', locale) })
              : t('pause.toBusiness')}
          </Text>
          <Button ref={resume} onClick={onResume} {...busyButtonProps(action.status === 'saving')}>
            {t('pause.resume')}
          </Button>
        </Stack>
      ) : golive.state === 'live' ? (
        <form onSubmit={submit} noValidate aria-labelledby="golive-pause">
          <Stack gap="sm" maw={560}>
            <Radio.Group label={t('pause.mode')} value={mode} onChange={(value) => setMode(value as PauseMode)}>
              <Stack gap="xs" mt="xs">
                <Radio value="message" label={t('pause.modes.message')} />
                <Radio value="business" label={t('pause.modes.business')} />
              </Stack>
            </Radio.Group>
            {mode === 'message' && (
              <Textarea
                label={t('pause.message')}
                value={message}
                maxLength={PAUSE_MESSAGE_MAX}
                onChange={(e) => setMessage(e.currentTarget.value)}
                error={problem ? t('pause.messageRequired') : undefined}
                autosize
                minRows={2}
              />
            )}
            <Button
              ref={pause}
              type="submit"
              variant="outline"
              color="red.9"
              {...busyButtonProps(action.status === 'saving')}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('pause.pause')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Text size="sm">{t('pause.notLive')}</Text>
      )}
      <SaveStatus state={action} successText={success} />
      {golive.log.length > 0 && (
        <>
          <Text size="sm" fw={600} id="golive-log">
            {t('pause.log')}
          </Text>
          <List size="sm" spacing={4} aria-labelledby="golive-log">
            {golive.log.map((entry) => (
              <List.Item key={`${entry.action}-${entry.at}`}>
                {t(`pause.entry.${entry.action}`, { by: isolate(entry.by, locale), date: formatDateTime(entry.at, locale) })}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
