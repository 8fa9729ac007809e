import { Container, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { TitleBlock } from '@/ui/FormParts';

export interface AuthCardProps {
  /** The card's heading (the page's h1) and its introduction; omitted when the content has its own. */
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Container width in pixels. */
  size?: number;
  children: ReactNode;
}

/** The centred card of the login, password and e-mail confirmation pages. */
export function AuthCard({ title, subtitle, size = 460, children }: AuthCardProps) {
  return (
    <Container size={size} py={48}>
      <Paper withBorder shadow="sm" p="xl" radius="lg">
        <Stack gap="lg">
          {title && <TitleBlock title={title} subtitle={subtitle} />}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
