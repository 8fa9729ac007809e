import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FLUID } from '@/lib/fluid';

/** A pricing section's centred heading (h2, fluid size), and what follows it under the heading. */
export function SectionHeader({ headingId, title, mb, children }: { headingId: string; title: string; mb: number; children?: ReactNode }) {
  return (
    <Stack gap="xs" align="center" ta="center" mb={mb}>
      <Title id={headingId} order={2} style={{ fontSize: FLUID.h2 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
