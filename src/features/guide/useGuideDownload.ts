import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '@/lib/timings';
import { useNotify } from '@/ui/notify';

export type DownloadState = 'idle' | 'downloading' | 'failed';

/**
 * The guide's PDF download: a click waits 800 ms, then starts the download and says
 * 'Download started!' with the file name; a failure raises the red 'Error' notice 'Unable to
 * download the file', and the button stays there to try again.
 */
export function useGuideDownload(download: () => Promise<void>, fileName: string) {
  const { t } = useTranslation(['guide', 'errors']);
  const notify = useNotify();
  const [state, setState] = useState<DownloadState>('idle');
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const start = () => {
    if (state === 'downloading') return;
    setState('downloading');
    timer.current = setTimeout(() => {
      download().then(
        () => {
          notify.success(fileName, t('guide:download.started'));
          if (mounted.current) setState('idle');
        },
        () => {
          notify.error(t('errors:download.failed'));
          if (mounted.current) setState('failed');
        },
      );
    }, TIMINGS.downloadDelay);
  };

  return { state, start };
}
