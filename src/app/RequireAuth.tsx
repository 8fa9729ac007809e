import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, startTransition, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { fetchCurrentUser } from '@/api/auth';
import { PATHS, ROUTES, type RouteId } from '@/lib/routes';
import { authAtom, logoutAtom, memberAtom, setUserAtom } from '@/state/auth';
import { PageLoader } from '@/ui/PageLoader';
import { useLocalizedPath } from '@/ui/useLocale';
import { guardDecision } from './guard';
import { routeUse, useRoleLock } from '@/state/roleLock';

/** Lets a protected page render only as guardDecision allows (a dashboard page also while the session is checked). */
export function RequireAuth({ routeId, children }: { routeId: RouteId; children: ReactNode }) {
  const auth = useAtomValue(authAtom);
  const setUser = useSetAtom(setUserAtom);
  const setMember = useSetAtom(memberAtom);
  const logout = useSetAtom(logoutAtom);
  const localize = useLocalizedPath();
  const decision = guardDecision({ ...auth, routeId });

  useEffect(() => {
    if (decision.type !== 'fetchUser') return;
    let cancelled = false;
    fetchCurrentUser().then(
      (session) => {
        if (cancelled) return;
        // The page and its frame are on screen already: what the session changes in them (the
        // account's name, the role's locks) renders in slices a phone can interrupt, not in one task.
        startTransition(() => {
          setUser(session.user);
          setMember(session.member ?? null);
        });
      },
      () => {
        if (!cancelled) logout();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [decision.type, setUser, setMember, logout]);

  if (decision.type === 'redirect') return <Navigate replace to={localize(PATHS[decision.to])} />;
  // While the session is checked, a dashboard page renders already (its first query starts in
  // parallel with the check, its loading state shows as in the frame pre-rendered at build time):
  // the redirect, if any, follows the check's answer. Other protected pages wait for it.
  if (decision.type === 'fetchUser' && ROUTES.find((route) => route.id === routeId)?.layout !== 'dashboard') return <PageLoader />;
  return <RoleGate routeId={routeId}>{children}</RoleGate>;
}

// Loaded only when a role meets a page it may not open: never on the public pages' first load.
const RoleLockedView = lazy(() => import('@/features/dashboard/RoleLockedView').then((module) => ({ default: module.RoleLockedView })));

/** A dashboard page the signed-in person's role may not open says so, and why, in its place. */
function RoleGate({ routeId, children }: { routeId: RouteId; children: ReactNode }) {
  const lock = useRoleLock(routeUse(routeId));
  const localize = useLocalizedPath();
  if (!lock.locked) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <RoleLockedView reason={lock.reason} role={lock.role} backHref={localize(PATHS.dashboard)} />
    </Suspense>
  );
}
