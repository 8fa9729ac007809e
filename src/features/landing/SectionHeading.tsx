import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FLUID } from '@/lib/fluid';

/** The centred title (h2) and lead paragraph of a landing section. */
export function SectionHeading({
  id,
  title,
  subtitle,
}: {
  /** id of the h2 (its section is labelled by it). */
  id: string;
  /** The level-2 title. */
  title: ReactNode;
  /** The lead paragraph under the title, or none. */
  subtitle?: ReactNode;
}) {
  return (
    <Stack gap="xs" align="center" ta="center" mb={40}>
      <Title id={id} order={2} lh={1.2} maw={760} style={{ fontSize: FLUID.h2, textWrap: 'balance' }}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" maw={680} style={{ fontSize: FLUID.lead }}>
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
