import { Container } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountExportUrl, eraseCaller, exportCaller, lookupCaller, saveRetention } from '@/api/privacy';
import { callsErased, privacyChanged, privacyQuery } from '@/api/privacyQueries';
import { PrivacyView } from '@/features/privacy/PrivacyView';
import { useNotify } from '@/ui/notify';
import { useLocale } from '@/ui/useLocale';
import { loadStateOf, useActionStateOf } from './serverState';

/**
 * Privacy and data (`/dashboard/privacy`): loads and saves how long recordings and transcripts
 * are kept; finds, exports and erases one caller's data; links to the account's own data.
 */
export default function DataPrivacyPage() {
  const { t } = useTranslation('privacy');
  const notify = useNotify();
  const locale = useLocale();
  const client = useQueryClient();
  const privacy = useQuery(privacyQuery());
  const save = useMutation({
    mutationFn: saveRetention,
    onSuccess: (saved) => {
      privacyChanged(client, saved);
      notify.success(t('retention.saved'));
    },
  });
  const saveState = useActionStateOf(save);

  const exporter = useMutation({ mutationFn: exportCaller });
  const eraser = useMutation({
    mutationFn: eraseCaller,
    onSuccess: () => {
      callsErased(client);
      notify.success(t('caller.erasedNotice'));
    },
  });
  const lookup = useMutation({
    mutationFn: lookupCaller,
    // A new request starts clean: the last number's link and erasure are not this one's.
    onMutate: () => {
      exporter.reset();
      eraser.reset();
    },
  });
  const lookupState = useActionStateOf(lookup, { keepSuccess: true });
  const exportState = useActionStateOf(exporter, { keepSuccess: true });
  const eraseState = useActionStateOf(eraser, { keepSuccess: true });

  return (
    <Container size="lg" px={0}>
      <PrivacyView
        state={loadStateOf(privacy)}
        save={saveState}
        onSaveRetention={(days) => save.mutate(days)}
        onRetry={() => void privacy.refetch()}
        accountExportHref={accountExportUrl(locale)}
        caller={{
          found: lookup.data ?? null,
          lookup: lookupState,
          exporting: exportState,
          exportLink: exporter.data ?? null,
          erasing: eraseState,
          erased: eraser.data ?? null,
          onLookup: (number) => lookup.mutate(number),
          onExport: (number) => exporter.mutate(number),
          onErase: (number) => eraser.mutate(number),
        }}
      />
    </Container>
  );
}
