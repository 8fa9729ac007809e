import { Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { LoadState, SaveState } from '@/lib/loadState';
import { RETENTION_CHOICES, shortensRetention, type Privacy, type RetentionDays } from '@/lib/privacy';
import { PageHeader, PageLoadError, PageLoading, SaveBar } from '@/ui/PageStates';
import { useLocale } from '@/ui/useLocale';
import { CallerRights, type CallerRightsProps } from './CallerRights';

export interface PrivacyViewProps {
  /** The privacy settings: loading, failed, or loaded. */
  state: LoadState<Privacy>;
  /** Saving the retention period: idle, saving, saved or failed. */
  save: SaveState;
  /** Save pressed with the chosen period (null: until deleted). */
  onSaveRetention: (retentionDays: RetentionDays) => void;
  /** Retry pressed after a failed load. */
  onRetry: () => void;
  /** A caller's data: find, export, erase. */
  caller: CallerRightsProps;
}

/** Privacy and data (`/dashboard/privacy`): how long the calls' recordings and transcripts are kept, and a caller's data (find, export, erase). */
export function PrivacyView({ state, save, onSaveRetention, onRetry, caller }: PrivacyViewProps) {
  const { t } = useTranslation('privacy');
  if (state.status === 'loading') return <PageLoading label={t('loading')} blocks={1} />;
  if (state.status === 'error')
    return <PageLoadError title={t('loadError')} message={state.message} retrying={state.retrying} onRetry={onRetry} />;
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <Stack gap="lg">
        <RetentionSection privacy={state.data} save={save} onSave={onSaveRetention} />
        <CallerRights {...caller} />
      </Stack>
    </>
  );
}

/** A radio's value for a period ("30", "90", "365", "forever"). */
const valueOf = (days: RetentionDays) => (days === null ? 'forever' : String(days));
const daysOf = (value: string): RetentionDays => (value === 'forever' ? null : (Number(value) as RetentionDays));

function RetentionSection({ privacy, save, onSave }: { privacy: Privacy; save: SaveState; onSave: (days: RetentionDays) => void }) {
  const { t } = useTranslation('privacy');
  const locale = useLocale();
  const [chosen, setChosen] = useState<RetentionDays>(privacy.retentionDays);
  const shortens = chosen !== null && shortensRetention(privacy.retentionDays, chosen);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="privacy-retention">
      <Title order={2} fz="h4" id="privacy-retention" mb="sm">
        {t('retention.title')}
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave(chosen);
        }}
      >
        <Stack gap="md" maw={640}>
          <Radio.Group
            label={t('retention.keepFor')}
            description={t('retention.explain')}
            value={valueOf(chosen)}
            onChange={(value) => setChosen(daysOf(value))}
          >
            <Stack gap="xs" mt="xs">
              {RETENTION_CHOICES.map((days) => (
                <Radio
                  key={valueOf(days)}
                  value={valueOf(days)}
                  label={days === null ? t('retention.forever') : t('retention.days', { days: formatNumber(days, locale) })}
                />
              ))}
            </Stack>
          </Radio.Group>
          {shortens && (
            <Text size="sm" fw={500} role="note" style={{ display: 'flex', gap: 'var(--mantine-spacing-xs)' }}>
              <IconAlertTriangle size={18} aria-hidden color="var(--mantine-color-orange-9)" style={{ flex: 'none' }} />
              <span>{t('retention.shortens', { days: formatNumber(chosen, locale) })}</span>
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('retention.kept')}
          </Text>
          <Text size="sm" data-testid="retention-status">
            {privacy.lastRunAt
              ? t('retention.deletedSoFar', {
                  count: privacy.deletedRecordings,
                  number: formatNumber(privacy.deletedRecordings, locale),
                  date: formatDateTime(privacy.lastRunAt, locale),
                })
              : t('retention.notRunYet')}
          </Text>
          <SaveBar state={save} successText={t('retention.saved')} saveLabel={t('retention.save')} />
        </Stack>
      </form>
    </Paper>
  );
}
