import { Box, Group, Text, VisuallyHidden } from '@mantine/core';

export interface StepDotsProps {
  /** The steps' names, in order (read by assistive tech). */
  steps: readonly string[];
  /** Index of the current step (0-based). */
  current: number;
  /** Name of the list ("Purchase steps"). */
  label: string;
  /** The visible progress line ("Step 2 of 3"). */
  progress: string;
  /** Words for the finished steps ("done"), read after their names. */
  doneLabel: string;
}

/**
 * A dot indicator of a short flow: one dot per step, the current one wider and filled, the
 * finished ones filled. An ordered list for assistive tech (the current step has
 * `aria-current="step"`), with a visible "Step n of N" line.
 */
export function StepDots({ steps, current, label, progress, doneLabel }: StepDotsProps) {
  return (
    <Group gap="sm" align="center" wrap="nowrap">
      <Group component="ol" aria-label={label} gap={8} m={0} p={0} wrap="nowrap" style={{ listStyle: 'none' }}>
        {steps.map((name, index) => {
          const active = index === current;
          const done = index < current;
          return (
            <Box
              component="li"
              key={name}
              aria-current={active ? 'step' : undefined}
              data-state={active ? 'current' : done ? 'done' : 'todo'}
              style={{ display: 'flex' }}
            >
              <Box
                aria-hidden
                w={active ? 28 : 10}
                h={10}
                style={{
                  borderRadius: 999,
                  transition: 'width 200ms ease',
                  background: active || done ? 'var(--mantine-color-brand-filled)' : 'var(--mantine-color-gray-4)',
                }}
              />
              <VisuallyHidden>{done ? `${name} (${doneLabel})` : name}</VisuallyHidden>
            </Box>
          );
        })}
      </Group>
      <Text size="sm" c="dimmed">
        {progress}
      </Text>
    </Group>
  );
}
