import { Container } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveProfile } from '@/api/dashboard';
import { profileQuery, profileSaved } from '@/api/dashboardQueries';
import { ProfileView } from '@/features/dashboard/ProfileView';
import { setUserAtom } from '@/state/auth';
import { useNotify } from '@/ui/notify';
import { loadStateOf, useActionStateOf } from './serverState';

/** Profile (`/dashboard/profile`): loads and saves the caller's profile; the account follows. */
export default function ProfilePage() {
  const { t } = useTranslation('dashboard');
  const notify = useNotify();
  const setUser = useSetAtom(setUserAtom);
  const client = useQueryClient();
  const profile = useQuery(profileQuery());
  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: (saved) => {
      profileSaved(client, saved.profile);
      // The sidebar shows the account's name: keep it in step.
      setUser(saved.user);
      notify.success(t('profile.saved'));
    },
  });
  const saveState = useActionStateOf(save);

  return (
    <Container size="lg" px={0}>
      <ProfileView
        state={loadStateOf(profile)}
        save={saveState}
        onSave={(values) => save.mutate(values)}
        onRetry={() => void profile.refetch()}
      />
    </Container>
  );
}
