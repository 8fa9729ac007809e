import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import responsive from '@/ui/responsive.module.css';

/** A titled part of a settings-like form: a bordered section named by its heading, its fields two by two. */
export function FormSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id}>
      <Title order={2} fz="h4" id={id} mb="sm">
        {title}
      </Title>
      <div className={`${responsive.grid} ${responsive.gapMd} ${responsive.cols1Sm2}`}>{children}</div>
    </Paper>
  );
}
