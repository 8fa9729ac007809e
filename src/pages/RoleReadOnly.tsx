import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useRoleLock } from '@/state/roleLock';
import type { RoleUse } from '@/lib/roles';
import responsive from '@/ui/responsive.module.css';

/**
 * A part of a page the signed-in person's role may look at but not change: the reason above it,
 * and every control inside disabled at once (a disabled fieldset, described by the reason), so a
 * control the role may not use is never pressed only to fail.
 */
export function RoleReadOnly({ use, children }: { use: RoleUse; children: ReactNode }) {
  const lock = useRoleLock(use);
  const reasonId = useId();
  if (!lock.locked) return <>{children}</>;
  return (
    <Stack gap="md">
      <Alert variant="light" color="gray" icon={<IconLock size={20} aria-hidden />} id={reasonId} role="note" data-role-locked>
        {lock.reason}
      </Alert>
      <fieldset disabled aria-describedby={reasonId} className={responsive.bareFieldset}>
        {children}
      </fieldset>
    </Stack>
  );
}
