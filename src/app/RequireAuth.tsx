import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { fetchCurrentUser } from '@/api/auth';
import { PATHS, type RouteId } from '@/lib/routes';
import { authAtom, logoutAtom, setUserAtom } from '@/state/auth';
import { PageLoader } from '@/ui/PageLoader';
import { useLocalizedPath } from '@/ui/useLocale';
import { guardDecision } from './guard';

/** Lets a protected page render only as guardDecision allows. */
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
  if (decision.type === 'fetchUser') return <PageLoader />;
  return <>{children}</>;
}
