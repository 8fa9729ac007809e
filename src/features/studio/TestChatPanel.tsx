import { Box, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schema } from '@/lib/contract';
import type { ActionState } from '@/lib/loadState';
import { STUDIO_LIMITS } from '@/lib/studio/limits';
import { STUDIO_LANGUAGES, type StudioLanguage } from '@/lib/studio/types';
import { busyButtonProps } from '@/ui/busyRoot';
import { useLangProps } from '@/ui/ForeignText';
import { LineSourceLink } from '@/ui/LineSourceLink';
import { SaveStatus } from '@/ui/PageStates';
import { StudioPanel } from './StudioPanel';

type ChatLine = Schema<'StudioChatLine'>;
type LineSource = Schema<'StudioLineSource'>;

/** What the chat takes of the view's props (StudioTestViewProps says what each one is). */
interface TestChatPanelProps {
  lines: ChatLine[];
  language: StudioLanguage;
  chat: ActionState;
  /** Where a line's source is set up; null: named without a link. */
  sourceHref: ((source: LineSource) => string) | null;
  onLanguageChange: (language: StudioLanguage) => void;
  onSend: (message: string) => void;
  onRestart: () => void;
}

/** The conversation as a log, and the form that sends a line as the caller in the language chosen. */
export function TestChatPanel({ lines, language, chat, sourceHref, onLanguageChange, onSend, onRestart }: TestChatPanelProps) {
  const { t } = useTranslation('dashboard');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const lineLang = useLangProps(language);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!message.trim()) return setError(t('studio.test.messageRequired'));
    if (message.length > STUDIO_LIMITS.chatMessageLength)
      return setError(t('studio.test.messageTooLong', { max: STUDIO_LIMITS.chatMessageLength }));
    onSend(message.trim());
    setMessage('');
  };
  return (
    <StudioPanel
      id="studio-chat"
      title={t('studio.test.chatTitle')}
      action={
        <Button
          variant="subtle"
          onClick={() => {
            // Start again empties the chat and disables itself: the focus goes to the message field.
            onRestart();
            field.current?.focus();
          }}
          disabled={lines.length === 0}
        >
          {t('studio.test.restart')}
        </Button>
      }
    >
      {/* A log: each new line (the agent's reply) is read as it arrives; the region is there from the start. */}
      <Box role="log" aria-label={t('studio.test.transcript')}>
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {lines.length === 0 && (
            <Text size="sm" c="dimmed" component="li">
              {t('studio.test.empty')}
            </Text>
          )}
          {lines.map((line, index) => (
            <Box
              component="li"
              key={index}
              data-speaker={line.speaker}
              style={{ alignSelf: line.speaker === 'caller' ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
            >
              <Paper p="sm" bg={line.speaker === 'caller' ? 'brand.0' : 'gray.0'}>
                <Text size="xs" fw={600}>
                  {t(`studio.test.speaker.${line.speaker}`)}
                </Text>
                <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }} {...lineLang}>
                  {line.text}
                </Text>
                {line.speaker === 'agent' && line.source && (
                  <LineSourceLink source={line.source} href={sourceHref?.(line.source) ?? null} />
                )}
              </Paper>
            </Box>
          ))}
        </Stack>
      </Box>
      <form noValidate onSubmit={submit}>
        <Group align="flex-end" mt="md" wrap="wrap">
          <NativeSelect
            w={160}
            label={t('studio.test.language')}
            value={language}
            data={STUDIO_LANGUAGES.map((code) => ({ value: code, label: t(`studio.languages.${code}`) }))}
            onChange={(event) => onLanguageChange(event.currentTarget.value as StudioLanguage)}
          />
          <TextInput
            ref={field}
            style={{ flex: 1 }}
            miw={220}
            dir="auto"
            label={t('studio.test.message')}
            value={message}
            error={error}
            onChange={(event) => {
              setMessage(event.currentTarget.value);
              setError(null);
            }}
          />
          <Button type="submit" {...busyButtonProps(chat.status === 'saving')}>
            {t('studio.test.send')}
          </Button>
        </Group>
        {chat.status === 'error' && <SaveStatus state={chat} successText="" />}
      </form>
    </StudioPanel>
  );
}
