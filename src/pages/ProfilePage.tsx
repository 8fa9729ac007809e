import { Container } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { fetchProfile, saveProfile } from '@/api/dashboard';
import { genericErrorMessage } from '@/api/errors';
import { useLoad, useSaveState } from '@/features/dashboard/hooks';
import { ProfileView } from '@/features/dashboard/ProfileView';
import type { Profile } from '@/lib/dashboard';
import { setUserAtom } from '@/state/auth';
import { useNotify } from '@/ui/notify';

/** Profile (`/dashboard/profile`): loads and saves the caller's profile; the account follows. */
export default function ProfilePage() {
  const { t } = useTranslation('dashboard');
  const notify = useNotify();
  const setUser = useSetAtom(setUserAtom);
  const { state, retry, setData } = useLoad<Profile>(fetchProfile, genericErrorMessage);
  const save = useSaveState();

  const onSave = async (profile: Profile) => {
    save.start();
    try {
      const saved = await saveProfile(profile);
      setData(saved.profile);
      // The sidebar shows the account's name: keep it in step.
      setUser(saved.user);
      save.succeed();
      notify.success(t('profile.saved'));
    } catch (error) {
      save.fail(genericErrorMessage(error));
    }
  };

  return (
    <Container size="lg" px={0}>
      <ProfileView state={state} save={save.state} onSave={(profile) => void onSave(profile)} onRetry={retry} />
    </Container>
  );
}
