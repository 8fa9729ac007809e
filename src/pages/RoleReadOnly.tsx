import type { ReactNode } from 'react';
import type { RoleUse } from '@/lib/roles';
import { useRoleLock } from '@/state/roleLock';
import { LockedFieldset } from '@/ui/LockedFieldset';

/** A part of a page the signed-in person's role may look at but not change (`use` it lacks): disabled, with the reason. */
export function RoleReadOnly({ use, children }: { use: RoleUse; children: ReactNode }) {
  const lock = useRoleLock(use);
  return <LockedFieldset reason={lock.locked ? lock.reason : null}>{children}</LockedFieldset>;
}
