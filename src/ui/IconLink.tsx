import { Anchor, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A small bold in-app link with a decorative icon before its text, kept on one line. */
export function IconLink({ to, icon, gap, children }: { to: string; icon: ReactNode; gap: number; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" fw={600}>
      <Group gap={gap} component="span" wrap="nowrap">
        {icon}
        {children}
      </Group>
    </Anchor>
  );
}
