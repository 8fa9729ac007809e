import { Container } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyUpdate, updateAccount, type AccountUpdateBodies } from '@/api/accountUpdates';
import { fetchCurrentSession, logout } from '@/api/auth';
import { errorInfo, InvalidResponseError, updateErrorMessage } from '@/api/errors';
import { AccountView, type AccountUpdate } from '@/features/dashboard/AccountView';
import type { AccountUpdateKind } from '@/lib/dashboard';
import { PATHS } from '@/lib/routes';
import type { User } from '@/lib/types';
import { logoutAtom, setUserAtom } from '@/state/auth';
import { useNotify } from '@/ui/notify';
import { useLocale, useLocalizedPath } from '@/ui/useLocale';
import { loadStateOf, useSaveStateOf } from './serverState';

/** The account page's query: the current user and the session's token. */
const SESSION_KEY = ['account', 'session'] as const;

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
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const locale = useLocale();
  const notify = useNotify();

  const toLogin = useCallback(() => {
    clear();
    void navigate(localize(PATHS.login), { replace: true });
  }, [clear, navigate, localize]);

  // The token current-user returned: the password change is authorised by it (spec section 7).
  const sessionToken = useRef<string | null>(null);
  const load = useCallback(async () => {
    const session = await fetchCurrentSession();
    sessionToken.current = session.token;
    setUser(session.user);
    return session.user;
  }, [setUser]);
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
  const account = useQuery({ queryKey: SESSION_KEY, queryFn: load, gcTime: 0 });
  const { isError, error } = account;
  useEffect(() => {
    if (isError) noUser(error);
  }, [isError, error, noUser]);
  const state = loadStateOf<User>(account);

  /** Runs an update; any 2xx is success (spec section 7 gives no answer body). */
  const perform = async (change: AccountUpdate) => {
    const current = client.getQueryData<User>(SESSION_KEY);
    if (!current) throw new InvalidResponseError();
    const body = bodyOf(change, locale);
    const result = await updateAccount(change.kind, current.email, body, change.kind === 'Password' ? { token: sessionToken.current } : {});
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
    client.setQueryData(SESSION_KEY, updated);
    void client.invalidateQueries({ queryKey: SESSION_KEY });
  };
  const mutations = {
    Email: useMutation({ mutationFn: perform, onSuccess: done }),
    Phone: useMutation({ mutationFn: perform, onSuccess: done }),
    Password: useMutation({ mutationFn: perform, onSuccess: done }),
    Iaprompt: useMutation({ mutationFn: perform, onSuccess: done }),
  } satisfies Record<AccountUpdateKind, unknown>;
  const updates = {
    Email: useSaveStateOf(mutations.Email, (e) => updateErrorMessage('Email', e)),
    Phone: useSaveStateOf(mutations.Phone, (e) => updateErrorMessage('Phone', e)),
    Password: useSaveStateOf(mutations.Password, (e) => updateErrorMessage('Password', e)),
    Iaprompt: useSaveStateOf(mutations.Iaprompt, (e) => updateErrorMessage('Iaprompt', e)),
  };

  const goToLogin = () => {
    // Best effort: the server may be the reason this page failed.
    logout().catch(() => undefined);
    toLogin();
  };

  return (
    <Container size="lg" px={0}>
      <AccountView
        state={state}
        updates={updates}
        onUpdate={(change) => mutations[change.kind].mutate(change)}
        onRetry={() => void account.refetch()}
        onGoToLogin={goToLogin}
      />
    </Container>
  );
}
