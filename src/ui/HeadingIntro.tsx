import { Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small heading (drawn at h4 size whatever its level) and the dimmed sentence introducing what follows. */
export function HeadingIntro({ order, title, intro }: { order: TitleOrder; title: ReactNode; intro: ReactNode }) {
  return (
    <>
      <Title order={order} fz="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
    </>
  );
}
