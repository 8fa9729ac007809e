import { Box, Container } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, updateAccount, type AccountUpdateBodies } from '@/api/accountUpdates';
import { accountUpdated, sessionQuery } from '@/api/accountQueries';
import { logout } from '@/api/auth';
import { errorInfo, InvalidResponseError, updateErrorMessage } from '@/api/errors';
import { AccountView, type AccountUpdate } from '@/features/dashboard/AccountView';
import { GoLiveCard } from '@/features/golive/GoLiveCard';
import { goLiveQuery } from '@/api/goliveQueries';
import type { AccountUpdateKind } from '@/lib/dashboard';
import { PATHS } from '@/lib/routes';
import { logoutAtom, setUserAtom } from '@/state/auth';
import { useNotify } from '@/ui/notify';
import { useLocale, useLocalizedPath, useLocaleNavigate } from '@/ui/useLocale';
import { checklistHrefs } from './goLiveLinks';
import { useRoleLock, useCanOpen } from '@/state/roleLock';
import { useActionStateOf, useLoadState } from './serverState';

function bodyOf(update: AccountUpdate, locale: ReturnType<typeof useLocale>): AccountUpdateBodies[AccountUpdateKind] {
  switch (update.kind) {
    case 'Email':
      return { newEmail: update.newEmail };
    case 'Phone':
      return { newPhone: update.newPhone };
    case 'Password':
      return { currentPassword: update.currentPassword, newPassword: update.newPassword };
    case 'Iaprompt':
      return { newIaprompt: update.newIaprompt, locale };
  }
}

/**
 * The account page (`/dashboard`): loads the current user (or shows an error view with a
 * go-to-login button; without a user, goes to login), and runs the four account updates.
 * A password change ends the sessions: the page logs out and goes to login.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const setUser = useSetAtom(setUserAtom);
  const clear = useSetAtom(logoutAtom);
  const navigate = useLocaleNavigate();
  const localize = useLocalizedPath();
  const canOpen = useCanOpen();
  const locale = useLocale();
  const notify = useNotify();

  const toLogin = useCallback(() => {
    clear();
    void navigate(localize(PATHS.login), { replace: true });
  }, [clear, navigate, localize]);

  // No user (the session ended, or the answer had none): go to login.
  const noUser = useCallback(
    (error: unknown) => {
      if (error instanceof InvalidResponseError || errorInfo(error).status === 401) {
        toLogin();
        return true;
      }
      return false;
    },
    [toLogin],
  );
  const client = useQueryClient();
  const account = useQuery(sessionQuery());
  const golive = useQuery(goLiveQuery());
  const { data: session, isError, error } = account;
  // The layout and the other pages read the user from the atoms: keep them in step.
  useEffect(() => {
    if (session) setUser(session.user);
  }, [session, setUser]);
  useEffect(() => {
    if (isError) noUser(error);
  }, [isError, error, noUser]);
  const state = useLoadState({ data: session?.user, isError, error, isFetching: account.isFetching });

  /** Runs an update; any 2xx is success (the account updates have no documented answer body). */
  const perform = async (change: AccountUpdate) => {
    if (!session) throw new InvalidResponseError();
    const current = session.user;
    const body = bodyOf(change, locale);
    // The token current-user returned authorises the password change.
    const result = await updateAccount(change.kind, current.email, body, change.kind === 'Password' ? { token: session.token } : {});
    return { change, updated: result.user ?? applyUpdate(current, change.kind, body) };
  };
  const done = ({ change, updated }: Awaited<ReturnType<typeof perform>>) => {
    if (change.kind === 'Password') {
      // The server ended every session of the account: log in again with the new password.
      notify.success(t('account.passwordUpdated'));
      toLogin();
      return;
    }
    // The user in place (from the answer, or the change applied), then the server's own copy.
    setUser(updated);
    accountUpdated(client, updated);
  };
  const mutations = {
    Email: useMutation({ mutationFn: perform, onSuccess: done }),
    Phone: useMutation({ mutationFn: perform, onSuccess: done }),
    Password: useMutation({ mutationFn: perform, onSuccess: done }),
    Iaprompt: useMutation({ mutationFn: perform, onSuccess: done }),
  } satisfies Record<AccountUpdateKind, unknown>;
  const updates = {
    Email: useActionStateOf(mutations.Email, { toMessage: (e) => updateErrorMessage('Email', e) }),
    Phone: useActionStateOf(mutations.Phone, { toMessage: (e) => updateErrorMessage('Phone', e) }),
    Password: useActionStateOf(mutations.Password, { toMessage: (e) => updateErrorMessage('Password', e) }),
    Iaprompt: useActionStateOf(mutations.Iaprompt, { toMessage: (e) => updateErrorMessage('Iaprompt', e) }),
  };

  // The account's holder details are the owner's; the instructions, an admin's too. Each member keeps their own password.
  const holder = useRoleLock('account');
  const agent = useRoleLock('manage');
  const locked: Partial<Record<AccountUpdateKind, string>> = {
    ...(holder.locked ? { Email: holder.reason, Phone: holder.reason } : {}),
    ...(agent.locked ? { Iaprompt: agent.reason } : {}),
  };

  const goToLogin = () => {
    // Best effort: the server may be the reason this page failed.
    logout().catch(() => undefined);
    toLogin();
  };

  return (
    <Container size="lg" px={0}>
      <AccountView
        locked={locked}
        state={state}
        updates={updates}
        onUpdate={(change) => mutations[change.kind].mutate(change)}
        onRetry={() => void account.refetch()}
        onGoToLogin={goToLogin}
      />
      {/* The go-live card is extra: while it loads, or if it fails, the account page is whole without it. */}
      {golive.data && state.status === 'loaded' && (
        <Box mt="lg">
          <GoLiveCard
            golive={golive.data}
            pageHref={canOpen('goLive') ? localize(PATHS.goLive) : null}
            stepHrefs={checklistHrefs(localize, canOpen)}
          />
        </Box>
      )}
    </Container>
  );
}
