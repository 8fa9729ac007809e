import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ROUTES, type RouteId } from '@/lib/routes';
import { roleAllows, type RoleUse } from '@/lib/roles';
import { roleAtom } from '@/state/auth';

/** The reason's text for a use a role lacks (dashboard namespace, `roles.reasons`). */
export function reasonKey(use: RoleUse) {
  if (use === 'billing' || use === 'account' || use === 'exports' || use === 'manage') return `roles.reasons.${use}` as const;
  return 'roles.reasons.open' as const;
}

/** What a route asks of a role to open it, if anything. */
export function routeUse(routeId: RouteId): RoleUse | undefined {
  const route = ROUTES.find((candidate) => candidate.id === routeId);
  return route && 'use' in route ? route.use : undefined;
}

/**
 * Whether the signed-in person's role may `use` something, and if not, why (a translated text).
 * While the role is not known yet (the session is being checked), everything is allowed: the API
 * refuses what the role may not do anyway, and the lock follows as soon as the role is known.
 */
export function useRoleLock(use: RoleUse | undefined): { locked: false } | { locked: true; reason: string; role: string } {
  const role = useAtomValue(roleAtom);
  const { t } = useTranslation('dashboard');
  if (!use || !role || roleAllows(role, use)) return { locked: false };
  return { locked: true, reason: t(reasonKey(use)), role: t(`roles.names.${role}`) };
}

/**
 * Whether the signed-in person's role may open a page: a link to one it may not open is not
 * offered (the words stay, without the link). While the role is not known, every page may.
 */
export function useCanOpen(): (routeId: RouteId) => boolean {
  const role = useAtomValue(roleAtom);
  return (routeId) => {
    const use = routeUse(routeId);
    return !use || !role || roleAllows(role, use);
  };
}
