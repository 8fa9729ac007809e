import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ThemeIcon } from '@/ui/ThemeIcon';
import { IconDownload, IconFileTypePdf, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './guide.module.css';
import type { DownloadState } from './useGuideDownload';
import { busyButtonProps } from '@/ui/busyRoot';

/** Why the download is open: the video was watched to its end, or it could not be played. */
export type UnlockReason = 'ended' | 'videoUnavailable';

export interface DownloadCardProps {
  /** Null while the video has not ended. */
  unlockedBy: UnlockReason | null;
  /** The download: idle, under way (the button shows its loader) or failed (a notice says so). */
  state: DownloadState;
  /** The download button pressed. */
  onDownload: () => void;
}

/** The exclusive PDF: locked ('end video') until the video ends, then 'download now'. */
export function DownloadCard({ unlockedBy, state, onDownload }: DownloadCardProps) {
  const { t } = useTranslation('guide');
  const unlocked = unlockedBy !== null;
  const downloading = state === 'downloading';
  const failed = state === 'failed';
  const hint = downloading
    ? t('download.preparing')
    : failed
      ? t('download.failedHint')
      : !unlocked
        ? t('download.lockedHint')
        : unlockedBy === 'videoUnavailable'
          ? t('download.videoUnavailableHint')
          : t('download.unlockedHint');

  return (
    <Paper withBorder radius="lg" p="xl" component="section" aria-labelledby="guide-download-title">
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <ThemeIcon size={56} radius="md" variant="light" visibleFrom="xs">
          <IconFileTypePdf size={32} aria-hidden />
        </ThemeIcon>
        <Stack gap="sm" style={{ flex: 1 }}>
          <Title order={2} fz="h3" id="guide-download-title">
            {t('download.title')}
          </Title>
          <Text>{t('download.body')}</Text>
          <Group gap="md" align="center">
            <Button
              size="md"
              {...busyButtonProps(downloading, !unlocked)}
              aria-busy={downloading}
              leftSection={unlocked ? <IconDownload size={18} aria-hidden /> : <IconLock size={18} aria-hidden />}
              onClick={onDownload}
              data-testid="guide-download"
            >
              <span className={classes.buttonLabel}>{unlocked ? t('download.unlocked') : t('download.locked')}</span>
            </Button>
            <Text size="sm" c={failed ? 'red.9' : 'dimmed'} fw={failed ? 600 : undefined} role="status" data-testid="guide-download-status">
              {hint}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
