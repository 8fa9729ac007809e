import { Anchor, Button, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { LoadState, SaveState } from '@/lib/loadState';
import { RETENTION_CHOICES, shortensRetention, type Privacy, type RetentionDays } from '@/lib/privacy';
import { PageHeader, PageLoadError, PageLoading, SaveBar } from '@/ui/PageStates';
import { useLocale } from '@/ui/useLocale';
import { LockedFieldset } from '@/ui/LockedFieldset';
import { AccountDeletion, type AccountDeletionProps } from './AccountDeletion';
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
  /** Where the account's own data downloads as one ZIP (a plain link: the session's cookie goes with it). */
  accountExportHref: string;
  /** Deleting the account (its own lock: only the owner downloads the account's data or deletes it). */
  deletion: AccountDeletionProps;
}

/**
 * Privacy and data (`/dashboard/privacy`): how long the calls' recordings and transcripts are kept,
 * a caller's data (find, export, erase), and the account's own data as one file.
 */
export function PrivacyView({ state, save, onSaveRetention, onRetry, caller, accountExportHref, deletion }: PrivacyViewProps) {
  const { t } = useTranslation('privacy');
  if (state.status === 'error')
    return <PageLoadError title={t('loadError')} message={state.message} retrying={state.retrying} onRetry={onRetry} />;
  // The heading and intro are there while loading too, the same elements once loaded: painted
  // from the portal shell's HTML, they stay the page's largest text (its LCP, docs/performance.md).
  if (state.status === 'loading')
    return (
      <>
        <PageHeader title={t('title')} intro={t('intro')} />
        <PageLoading label={t('loading')} blocks={2} />
      </>
    );
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <Stack gap="lg">
        <RetentionSection privacy={state.data} save={save} onSave={onSaveRetention} />
        <CallerRights {...caller} />
        <AccountData href={accountExportHref} lockedReason={deletion.lockedReason} />
        <AccountDeletion {...deletion} />
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

function AccountData({ href, lockedReason }: { href: string; lockedReason: string | null }) {
  const { t } = useTranslation('privacy');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="privacy-account-title">
      <Title order={2} size="h3" id="privacy-account-title" mb={4}>
        {t('account.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md" maw={640}>
        {t('account.intro')}
      </Text>
      {lockedReason ? (
        // A link cannot be disabled: the same words on a disabled button, with the reason.
        <LockedFieldset reason={lockedReason}>
          <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />}>
            {t('account.download')}
          </Button>
        </LockedFieldset>
      ) : (
        <Anchor href={href} download fw={600} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <IconDownload size={18} aria-hidden />
          {t('account.download')}
        </Anchor>
      )}
    </Paper>
  );
}
