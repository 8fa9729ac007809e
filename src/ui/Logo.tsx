import { Group, Text } from '@mantine/core';

/** The Vozly mark: a speech bubble holding a sound wave. Decorative; the link around it is labelled. */
export function LogoMark({
  size = 32,
}: {
  /** Width and height, in pixels. */
  size?: number;
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="30" height="26" rx="9" fill="#3b5bdb" />
      <path d="M9 27 L9 31 L14 27 Z" fill="#3b5bdb" />
      <g stroke="#ffffff" strokeWidth="2.4" strokeLinecap="round">
        <line x1="9" y1="12" x2="9" y2="16" />
        <line x1="13" y1="8.5" x2="13" y2="19.5" />
        <line x1="17" y1="10.5" x2="17" y2="17.5" />
        <line x1="21" y1="7" x2="21" y2="21" />
        <line x1="25" y1="12" x2="25" y2="16" />
      </g>
    </svg>
  );
}

export function Logo({
  name,
}: {
  /** The brand name shown beside the mark. */
  name: string;
}) {
  return (
    <Group gap={8} wrap="nowrap" aria-hidden="true">
      <LogoMark />
      <Text component="span" fw={800} fz="xl" c="dark.8" style={{ letterSpacing: '-0.02em' }}>
        {name}
      </Text>
    </Group>
  );
}
