import { Container } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyUpdate, updateAccount, type AccountUpdateBodies } from '@/api/accountUpdates';
import { fetchCurrentSession, fetchCurrentUser, logout } from '@/api/auth';
import { errorInfo, genericErrorMessage, InvalidResponseError, updateErrorMessage } from '@/api/errors';
import { AccountView, type AccountUpdate } from '@/features/dashboard/AccountView';
import { useLoad, useSaveState } from '@/features/dashboard/hooks';
import type { AccountUpdateKind } from '@/lib/dashboard';
import { PATHS } from '@/lib/routes';
import type { User } from '@/lib/types';
import { logoutAtom, setUserAtom } from '@/state/auth';
import { useNotify } from '@/ui/notify';
import { useLocale, useLocalizedPath } from '@/ui/useLocale';

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
  const { state, retry, setData } = useLoad<User>(load, genericErrorMessage, noUser);

  const savers = {
    Email: useSaveState(),
    Phone: useSaveState(),
    Password: useSaveState(),
    Iaprompt: useSaveState(),
  } satisfies Record<AccountUpdateKind, unknown>;

  const update = async (change: AccountUpdate) => {
    if (state.status !== 'loaded') return;
    const saver = savers[change.kind];
    saver.start();
    try {
      const body = bodyOf(change, locale);
      const result = await updateAccount(change.kind, state.data.email, body, change.kind === 'Password' ? { token: sessionToken.current } : {});
      if (change.kind === 'Password') {
        // The server ended every session of the account: log in again with the new password.
        notify.success(t('account.passwordUpdated'));
        toLogin();
        return;
      }
      // Any 2xx is success: the user in place (from the answer, or the change applied), then
      // the server's own copy, best effort.
      const updated = result.user ?? applyUpdate(state.data, change.kind, body);
      setUser(updated);
      setData(updated);
      saver.succeed();
      fetchCurrentUser().then(
        (fresh) => {
          setUser(fresh);
          setData(fresh);
        },
        () => undefined,
      );
    } catch (error) {
      saver.fail(updateErrorMessage(change.kind, error));
    }
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
        updates={{ Email: savers.Email.state, Phone: savers.Phone.state, Password: savers.Password.state, Iaprompt: savers.Iaprompt.state }}
        onUpdate={(change) => void update(change)}
        onRetry={retry}
        onGoToLogin={goToLogin}
      />
    </Container>
  );
}
