import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import responsive from './responsive.module.css';

/**
 * A part of a page the signed-in person may look at but not change: with a reason, the reason
 * above it (a note) and every control inside disabled at once (a disabled fieldset, described by
 * the reason), so a control they may not use is never pressed only to fail. Without one, the part
 * as it is.
 */
export function LockedFieldset({
  reason,
  children,
}: {
  /** Why the controls are disabled (the role's reason), or nothing when they are not. */
  reason: string | null | undefined;
  /** The part of the page. */
  children: ReactNode;
}) {
  const reasonId = useId();
  if (!reason) return <>{children}</>;
  return (
    <Stack gap="md">
      <Alert variant="light" color="gray" icon={<IconLock size={20} aria-hidden />} id={reasonId} role="note" data-role-locked>
        {reason}
      </Alert>
      <fieldset disabled aria-describedby={reasonId} className={responsive.bareFieldset}>
        {children}
      </fieldset>
    </Stack>
  );
}
