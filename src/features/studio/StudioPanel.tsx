import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StudioPanelProps {
  /** The heading's id: it names the section. */
  id: string;
  title: ReactNode;
  /** A button at the heading's end (Restart, Run all). */
  action?: ReactNode;
  /** The space below the heading. */
  titleGap?: 'xs' | 'sm';
  children: ReactNode;
}

/** A part of a studio page (test chat, versions): a bordered section named by its heading. */
export function StudioPanel({ id, title, action, titleGap = 'sm', children }: StudioPanelProps) {
  const heading = (
    // Focusable by script: where the focus goes when the control that held it leaves (a publish done).
    <Title order={2} fz="h4" id={id} mb={action ? undefined : titleGap} tabIndex={-1}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id}>
      {action ? (
        <Group justify="space-between" mb={titleGap}>
          {heading}
          {action}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Paper>
  );
}
