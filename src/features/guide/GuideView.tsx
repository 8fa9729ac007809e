import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuideMedia } from '@/lib/guideMedia';
import { DownloadCard, type UnlockReason } from './DownloadCard';
import { useGuideDownload } from './useGuideDownload';
import { VideoPlayer } from './VideoPlayer';
import responsive from '@/ui/responsive.module.css';

export interface GuideViewProps {
  /** The locale's video, captions and PDF (src/lib/guideMedia.ts). */
  media: GuideMedia;
  /** Fetches the PDF and hands it to the browser; rejects when it cannot. */
  onDownload: () => Promise<void>;
}

/**
 * The guide page: the walkthrough video with custom controls, and the
 * exclusive PDF, locked until the video has been watched to its end. No analytics here.
 */
export function GuideView({ media, onDownload }: GuideViewProps) {
  const { t } = useTranslation('guide');
  const [unlockedBy, setUnlockedBy] = useState<UnlockReason | null>(null);
  const download = useGuideDownload(onDownload, media.pdf.fileName);

  return (
    <Container size="md" className={responsive.pageBlock}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('title')}</Title>
          <Text size="lg" c="dimmed" maw={680}>
            {t('intro')}
          </Text>
        </Stack>
        <VideoPlayer
          key={media.sources[0]?.src}
          media={media}
          onEnded={() => setUnlockedBy('ended')}
          onUnavailable={() => setUnlockedBy((reason) => reason ?? 'videoUnavailable')}
          onRetry={() => setUnlockedBy((reason) => (reason === 'videoUnavailable' ? null : reason))}
        />
        <DownloadCard unlockedBy={unlockedBy} state={download.state} onDownload={download.start} />
      </Stack>
    </Container>
  );
}
