import { GuideView } from '@/features/guide/GuideView';
import { downloadPdf } from '@/lib/download';
import { GUIDE_MEDIA } from '@/lib/guideMedia';
import { useLocale } from '@/ui/useLocale';

/** The guide video page: the Spanish video in Spanish, the English one elsewhere. */
export default function GuidePage() {
  const media = GUIDE_MEDIA[useLocale()];
  return <GuideView media={media} onDownload={() => downloadPdf(media.pdf.href, media.pdf.fileName)} />;
}
