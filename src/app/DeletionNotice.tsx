import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { cancelAccountDeletion } from '@/api/privacy';
import { DeletionPendingNotice } from '@/features/privacy/DeletionPendingNotice';
import { useActionStateOf } from '@/pages/serverState';
import { roleAtom, setDeletionAtom, userAtom } from '@/state/auth';
import { useNotify } from '@/ui/notify';

/**
 * The shell's notice while the account's deletion is scheduled (for its owner, who alone may
 * cancel it): what logging in during the grace period offers, on whichever page it lands.
 */
export function DeletionNotice() {
  const { t } = useTranslation('privacy');
  const user = useAtomValue(userAtom);
  const role = useAtomValue(roleAtom);
  const setDeletion = useSetAtom(setDeletionAtom);
  const notify = useNotify();
  const cancelling = useMutation({
    mutationFn: cancelAccountDeletion,
    onSuccess: () => {
      setDeletion(null);
      notify.success(t('deletion.cancelled'));
      // The notice and its button are gone: the focus goes on to the page, not to the document's start.
      document.getElementById('main')?.focus();
    },
  });
  const cancel = useActionStateOf(cancelling);
  if (!user?.deletionScheduledFor || role !== 'owner') return null;
  return <DeletionPendingNotice scheduledFor={user.deletionScheduledFor} cancel={cancel} onCancel={() => cancelling.mutate()} />;
}
