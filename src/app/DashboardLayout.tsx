import { useAtomValue, useSetAtom } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { logout } from '@/api/auth';
import { studioQuestionsQuery } from '@/api/studioQueries';
import { DashboardShell } from '@/features/dashboard/DashboardShell';
import { OpenQuestionsContext } from '@/features/dashboard/ShellNav';
import { DASHBOARD_NAV, type DashboardNavId } from '@/features/dashboard/types';
import { LanguageSwitcher } from '@/features/shell/LanguageSwitcher';
import { localizePath, splitLocale } from '@/lib/locale';
import { PATHS } from '@/lib/routes';
import { roleAllows, type Role } from '@/lib/roles';
import { authAtom, logoutAtom, memberAtom, roleAtom } from '@/state/auth';
import { useLocale, useLocaleNavigate } from '@/ui/useLocale';
import { useChangeLocale } from './PublicLayout';
import { routeUse } from '@/state/roleLock';
import { DeletionNotice } from './DeletionNotice';
import { ServerStateProvider } from './serverState';
import { DisabledUntilHydrated } from '@/startup';

/** The sidebar item of a path without locale prefix (`/dashboard/profile` is `profile`). */
function activeItem(path: string): DashboardNavId | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  // A call's page (`/dashboard/calls/<id>`) belongs to Calls, an endpoint's log to Delivery, the
  // studio's pages (`/dashboard/bot-config/test`...) to Bot configuration.
  return (
    DASHBOARD_NAV.find(
      (id) =>
        PATHS[id] === clean ||
        (id === 'calls' && clean.startsWith(`${PATHS.calls}/`)) ||
        (id === 'delivery' && clean.startsWith(`${PATHS.delivery}/`)) ||
        (id === 'botConfig' && clean.startsWith(`${PATHS.botConfig}/`)),
    ) ?? null
  );
}

/** The sidebar items a role may not open (none while the role is not known), each with the same short reason. */
function lockedItems(role: Role | null, reason: string): Partial<Record<DashboardNavId, string>> {
  if (!role) return {};
  return Object.fromEntries(
    DASHBOARD_NAV.flatMap((id) => {
      const use = routeUse(id);
      return use && !roleAllows(role, use) ? [[id, reason]] : [];
    }),
  );
}

/**
 * The studio's open questions (the sidebar's badge), from the inbox's own query: adding an answer
 * and publishing refreshes both. A failure shows no badge. Given to the sidebar's items through a
 * context (the shell's `navWrapper`), so that the count's arrival re-renders the badge alone.
 */
function OpenQuestions({ children }: { children: ReactNode }) {
  const questions = useQuery({ ...studioQuestionsQuery('open'), retry: false, staleTime: 60_000 });
  return <OpenQuestionsContext value={questions.data?.open ?? 0}>{children}</OpenQuestionsContext>;
}

/**
 * The frame of the dashboard pages: the dashboard shell with the logged-in account, localized
 * links, the current page marked, the language switcher and logout. Logout goes to login even
 * when the server cannot be reached. A visitor without a session sees no shell: the guard inside
 * sends them to login.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { token, user } = useAtomValue(authAtom);
  const member = useAtomValue(memberAtom);
  const role = useAtomValue(roleAtom);
  const { t } = useTranslation('dashboard');
  const clear = useSetAtom(logoutAtom);
  const locale = useLocale();
  const navigate = useLocaleNavigate();
  const { pathname } = useLocation();
  const changeLocale = useChangeLocale();
  const [loggingOut, setLoggingOut] = useState(false);

  if (!token) return <ServerStateProvider token={null}>{children}</ServerStateProvider>;

  const hrefs = Object.fromEntries(DASHBOARD_NAV.map((id) => [id, localizePath(PATHS[id], locale)])) as Record<DashboardNavId, string>;
  const signOut = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } catch {
      // Logged out here anyway (logout always ends on the login page): the session ends with the token we drop.
    } finally {
      clear();
      setLoggingOut(false);
      void navigate(localizePath(PATHS.login, locale), { replace: true });
    }
  };

  const active = activeItem(splitLocale(pathname).rest);
  const locked = lockedItems(role, t('roles.lockedNav'));
  return (
    <ServerStateProvider token={token}>
      <DashboardShell
        questions={{
          href: localizePath(PATHS.studioQuestions, locale),
          current: splitLocale(pathname).rest.replace(/\/+$/, '') === PATHS.studioQuestions,
        }}
        hrefs={hrefs}
        active={active}
        account={
          user
            ? member && member.role !== 'owner'
              ? { name: member.name, email: member.email, role: t(`roles.names.${member.role}`) }
              : // The owner is the account: its name and e-mail as the account's pages change them.
                { name: user.name, email: user.email }
            : null
        }
        locked={locked}
        // The settings page has its own language field (which switches the portal too): one
        // language picker per page.
        languageSwitcher={active === 'settings' ? undefined : <LanguageSwitcher value={locale} onChange={changeLocale} />}
        onLogout={() => void signOut()}
        loggingOut={loggingOut}
        controlsGate={DisabledUntilHydrated}
        navWrapper={OpenQuestions}
        // The privacy page has the deletion's own section (with the same button): one per page.
        notice={active === 'dataPrivacy' ? null : <DeletionNotice />}
      >
        {children}
      </DashboardShell>
    </ServerStateProvider>
  );
}
