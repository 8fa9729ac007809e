import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { fetchCurrentUser } from '@/api/auth';
import { PATHS, ROUTES, type RouteId } from '@/lib/routes';
import { authAtom, logoutAtom, setUserAtom } from '@/state/auth';
import { PageLoader } from '@/ui/PageLoader';
import { useLocalizedPath } from '@/ui/useLocale';
import { guardDecision } from './guard';

/** Lets a protected page render only as guardDecision allows (a dashboard page also while the session is checked). */
export function RequireAuth({ routeId, children }: { routeId: RouteId; children: ReactNode }) {
  const auth = useAtomValue(authAtom);
  const setUser = useSetAtom(setUserAtom);
  const logout = useSetAtom(logoutAtom);
  const localize = useLocalizedPath();
  const decision = guardDecision({ ...auth, routeId });

  useEffect(() => {
    if (decision.type !== 'fetchUser') return;
    let cancelled = false;
    fetchCurrentUser().then(
      (user) => {
        if (!cancelled) setUser(user);
      },
      () => {
        if (!cancelled) logout();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [decision.type, setUser, logout]);

  if (decision.type === 'redirect') return <Navigate replace to={localize(PATHS[decision.to])} />;
  // While the session is checked, a dashboard page renders already (its first query starts in
  // parallel with the check, its loading state shows as in the frame pre-rendered at build time):
  // the redirect, if any, follows the check's answer. Other protected pages wait for it.
  if (decision.type === 'fetchUser' && ROUTES.find((route) => route.id === routeId)?.layout !== 'dashboard') return <PageLoader />;
  return <>{children}</>;
}
