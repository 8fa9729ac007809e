import { Badge, Box, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlayerPlay, IconVolume } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BotConfig, Voice, VoiceId } from '@/lib/dashboard';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { focusFirstInvalid } from '@/ui/forms';
import { WrittenTextarea } from '@/ui/TextFields';
import { useFormatters } from './format';
import { PageHeader, PageLoadError, PageLoading, SaveBar } from '@/ui/PageStates';
import responsive from '@/ui/responsive.module.css';
import type { LoadState, SaveState } from '@/lib/loadState';

export interface BotConfigData {
  voices: Voice[];
  /** The saved configuration. */
  config: BotConfig;
}

export interface BotConfigViewProps {
  /** The assistant’s settings and the voices to choose from: loading, failed, or loaded. */
  state: LoadState<BotConfigData>;
  /** Saving the settings: idle, saving, saved or failed. */
  save: SaveState;
  /** The voice whose sample is playing: its card is highlighted (2500 ms). */
  previewing: VoiceId | null;
  /** The voice whose sample could not be played. */
  previewError: VoiceId | null;
  /** A voice’s sample asked for. */
  onPreview: (id: VoiceId) => void;
  /** Save pressed with valid settings. */
  onSave: (config: BotConfig) => void;
  /** Retry pressed after a failed load. */
  onRetry: () => void;
}

/**
 * Bot configuration (`/dashboard/bot-config`): the assistant's instructions and its voice, one of
 * six Spanish voices, each with a preview that plays a short sample and highlights its card.
 */
export function BotConfigView({ state, ...props }: BotConfigViewProps) {
  const { t } = useTranslation('dashboard');
  if (state.status === 'error')
    return <PageLoadError title={t('bot.loadError')} message={state.message} retrying={state.retrying} onRetry={props.onRetry} />;
  // The heading stays in place (the same element) from the loading state to the form: the portal's
  // frame, pre-rendered with the loading state, paints it first.
  return (
    <>
      <PageHeader title={t('bot.title')} intro={t('bot.intro')} />
      {state.status === 'loading' ? <PageLoading label={t('bot.loading')} blocks={2} /> : <BotConfigForm data={state.data} {...props} />}
    </>
  );
}

function BotConfigForm({
  data,
  save,
  previewing,
  previewError,
  onPreview,
  onSave,
}: Omit<BotConfigViewProps, 'state' | 'onRetry'> & { data: BotConfigData }) {
  const { t } = useTranslation('dashboard');
  const { number } = useFormatters();
  const promptId = useId();
  const [voiceId, setVoiceId] = useState<VoiceId>(data.config.voiceId);
  const [prompt, setPrompt] = useState(data.config.prompt);
  const [promptError, setPromptError] = useState<string | null>(null);
  const changed = voiceId !== data.config.voiceId || prompt !== data.config.prompt;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!prompt.trim()) {
      setPromptError(t('bot.prompt.required'));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    onSave({ voiceId, prompt });
  };

  return (
    <>
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <Paper withBorder p="lg">
            <Radio.Group
              value={voiceId}
              onChange={(value) => setVoiceId(value as VoiceId)}
              label={
                <Title order={2} fz="h4">
                  {t('bot.voices.legend')}
                </Title>
              }
              description={t('bot.voices.description')}
              name="voice"
            >
              <Box className={`${responsive.grid} ${responsive.gapMd} ${responsive.cols1Sm2Lg3}`} mt="md">
                {data.voices.map((voice) => (
                  <VoiceCard
                    key={voice.id}
                    voice={voice}
                    selected={voice.id === voiceId}
                    highlighted={voice.id === previewing}
                    failed={voice.id === previewError}
                    onPreview={onPreview}
                  />
                ))}
              </Box>
            </Radio.Group>
          </Paper>

          <Paper withBorder p="lg">
            <Stack gap="xs">
              <Title order={2} fz="h4">
                {t('bot.prompt.heading')}
              </Title>
              <WrittenTextarea
                id={promptId}
                label={t('bot.prompt.label')}
                description={t('bot.prompt.description')}
                minRows={5}
                maxRows={14}
                value={prompt}
                onChange={(event) => {
                  setPrompt(event.currentTarget.value);
                  setPromptError(null);
                }}
                error={promptError}
              />
              <Text size="xs" c="dimmed" ta="end">
                {t('bot.prompt.counter', { length: number(prompt.length) })}
              </Text>
            </Stack>
          </Paper>

          <SaveBar state={save} successText={t('bot.saved')} saveLabel={t('bot.save')}>
            {changed && save.status !== 'saving' && (
              <Text size="sm" c="dimmed">
                {t('bot.unsaved')}
              </Text>
            )}
          </SaveBar>
        </Stack>
      </form>
    </>
  );
}

interface VoiceCardProps {
  voice: Voice;
  selected: boolean;
  highlighted: boolean;
  failed: boolean;
  onPreview: (id: VoiceId) => void;
}

function VoiceCard({ voice, selected, highlighted, failed, onPreview }: VoiceCardProps) {
  const { t } = useTranslation('dashboard');
  const details = `${t(`bot.voices.gender.${voice.gender}`)} · ${t(`bot.voices.variant.${voice.variant}`)}`;
  const border = highlighted ? 'var(--mantine-color-brand-6)' : selected ? 'var(--mantine-color-brand-4)' : undefined;
  return (
    <Paper
      withBorder
      p="md"
      data-voice={voice.id}
      data-highlighted={highlighted || undefined}
      data-selected={selected || undefined}
      bg={highlighted ? 'brand.0' : selected ? 'gray.0' : undefined}
      style={{
        borderColor: border,
        borderWidth: highlighted || selected ? 2 : undefined,
        boxShadow: highlighted ? '0 0 0 4px var(--mantine-color-brand-1)' : undefined,
        transition: 'background-color 150ms ease, box-shadow 150ms ease',
      }}
    >
      <Stack gap="sm">
        <Radio
          value={voice.id}
          label={
            <Text component="span" display="block" fw={600}>
              {voice.name}
            </Text>
          }
          description={details}
        />
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlayerPlay size={14} aria-hidden />}
            onClick={() => onPreview(voice.id)}
            aria-label={t('bot.voices.preview', { name: voice.name })}
          >
            {t('bot.voices.previewShort')}
          </Button>
          <Box role="status" aria-live="polite">
            {highlighted && (
              <Badge variant="light" color="brand" leftSection={<IconVolume size={14} aria-hidden />} tt="none">
                {t('bot.voices.playing', { name: voice.name })}
              </Badge>
            )}
          </Box>
        </Group>
        {failed && (
          <ErrorAlert role="alert" p="xs" icon={<IconAlertTriangle size={16} aria-hidden />}>
            <Text size="sm" c="var(--mantine-color-red-9)">
              {t('bot.voices.previewError', { name: voice.name })}
            </Text>
          </ErrorAlert>
        )}
      </Stack>
    </Paper>
  );
}
