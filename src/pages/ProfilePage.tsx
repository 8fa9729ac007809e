import { Container, Stack } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveProfile } from '@/api/dashboard';
import { profileQuery, profileSaved } from '@/api/dashboardQueries';
import { sessionKeys, sessionsQuery } from '@/api/sessionQueries';
import { endOtherSessions, endSession } from '@/api/sessions';
import { ProfileView } from '@/features/dashboard/ProfileView';
import { SessionsView } from '@/features/dashboard/SessionsView';
import { setUserAtom } from '@/state/auth';
import { useNotify } from '@/ui/notify';
import { RoleReadOnly } from './RoleReadOnly';
import { loadStateOf, useActionStateOf } from './serverState';

/**
 * Profile (`/dashboard/profile`): loads and saves the caller's profile (the account follows), and
 * lists where they are signed in, ending the sessions they choose.
 */
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
  const sessions = useQuery(sessionsQuery());
  const ender = useMutation({
    mutationFn: (which: string) => (which === 'others' ? endOtherSessions() : endSession(which)),
    onSettled: () => client.invalidateQueries({ queryKey: sessionKeys.all }),
  });
  const endState = useActionStateOf(ender);

  return (
    <Container size="lg" px={0}>
      <Stack gap="xl">
        <RoleReadOnly use="manage">
          <ProfileView
            state={loadStateOf(profile)}
            save={saveState}
            onSave={(values) => save.mutate(values)}
            onRetry={() => void profile.refetch()}
          />
        </RoleReadOnly>
        {profile.isSuccess && (
          <SessionsView
            state={loadStateOf(sessions)}
            ending={endState}
            endingWhich={ender.variables ?? null}
            onEnd={(id) => ender.mutate(id)}
            onEndOthers={() => ender.mutate('others')}
            onRetry={() => void sessions.refetch()}
          />
        )}
      </Stack>
    </Container>
  );
}
