import { Container } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { isHTTPError } from 'ky';
import { fetchCurrentSession } from '@/api/auth';
import { useTranslation } from 'react-i18next';
import {
  accountExportUrl,
  cancelAccountDeletion,
  eraseCaller,
  exportCaller,
  lookupCaller,
  requestAccountDeletion,
  saveRetention,
} from '@/api/privacy';
import { callsErased, privacyChanged, privacyQuery } from '@/api/privacyQueries';
import { PrivacyView } from '@/features/privacy/PrivacyView';
import { setDeletionAtom, setUserAtom, userAtom } from '@/state/auth';
import { useRoleLock } from '@/state/roleLock';
import { useNotify } from '@/ui/notify';
import { useLocale } from '@/ui/useLocale';
import { useActionStateOf, useLoadState } from './serverState';

/**
 * Privacy and data (`/dashboard/privacy`): loads and saves how long recordings and transcripts
 * are kept; finds, exports and erases one caller's data; links to the account's own data; the
 * owner schedules the account's deletion or cancels it (the signed-in user carries the day).
 */
export default function DataPrivacyPage() {
  const { t } = useTranslation('privacy');
  const notify = useNotify();
  const locale = useLocale();
  const client = useQueryClient();
  const privacy = useQuery(privacyQuery());
  const privacyState = useLoadState(privacy);
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

  const user = useAtomValue(userAtom);
  const setDeletion = useSetAtom(setDeletionAtom);
  const setUser = useSetAtom(setUserAtom);
  const accountLock = useRoleLock('account');
  const deleting = useMutation({
    mutationFn: requestAccountDeletion,
    onSuccess: ({ scheduledFor }) => setDeletion(scheduledFor),
    // Already scheduled (from another tab): the session says since when, and the page shows it.
    onError: (error) => {
      if (isHTTPError(error) && error.response.status === 409)
        void fetchCurrentSession().then(
          (session) => setUser(session.user),
          () => undefined,
        );
    },
  });
  const cancelling = useMutation({
    mutationFn: cancelAccountDeletion,
    onSuccess: () => {
      setDeletion(null);
      notify.success(t('deletion.cancelled'));
    },
  });
  const deleteState = useActionStateOf(deleting, { keepSuccess: true });
  const cancelState = useActionStateOf(cancelling, { keepSuccess: true });
  const exportState = useActionStateOf(exporter, { keepSuccess: true });
  const eraseState = useActionStateOf(eraser, { keepSuccess: true });

  return (
    <Container size="lg" px={0}>
      <PrivacyView
        state={privacyState}
        save={saveState}
        onSaveRetention={(days) => save.mutate(days)}
        onRetry={() => void privacy.refetch()}
        accountExportHref={accountExportUrl(locale)}
        deletion={{
          scheduledFor: user?.deletionScheduledFor ?? null,
          lockedReason: accountLock.locked ? accountLock.reason : null,
          request: deleteState,
          onRequest: (password) => {
            cancelling.reset();
            deleting.mutate(password);
          },
          cancel: cancelState,
          onCancel: () => {
            deleting.reset();
            cancelling.mutate();
          },
        }}
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
