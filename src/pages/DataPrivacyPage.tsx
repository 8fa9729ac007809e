import { Container } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveRetention } from '@/api/privacy';
import { privacyChanged, privacyQuery } from '@/api/privacyQueries';
import { PrivacyView } from '@/features/privacy/PrivacyView';
import { useNotify } from '@/ui/notify';
import { loadStateOf, useActionStateOf } from './serverState';

/** Privacy and data (`/dashboard/privacy`): loads and saves how long recordings and transcripts are kept. */
export default function DataPrivacyPage() {
  const { t } = useTranslation('privacy');
  const notify = useNotify();
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

  return (
    <Container size="lg" px={0}>
      <PrivacyView
        state={loadStateOf(privacy)}
        save={saveState}
        onSaveRetention={(days) => save.mutate(days)}
        onRetry={() => void privacy.refetch()}
      />
    </Container>
  );
}
