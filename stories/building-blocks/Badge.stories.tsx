import { Badge, Group, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { HealthBadge, StatusBadge } from '@/features/delivery/parts';
import { t } from '../support/i18n';

/** The badges the product shows: statuses, a plan, a highlight, a neutral tag. */
function Badges() {
  const { t } = useTranslation(['usage', 'pricing', 'calls']);
  return (
    <Stack p="md" gap="md" align="flex-start">
      <Group gap="sm">
        <StatusBadge status="delivered" />
        <StatusBadge status="retrying" />
        <StatusBadge status="failed" />
        <StatusBadge status="pending" />
        <HealthBadge health="healthy" />
      </Group>
      <Group gap="sm">
        <Badge variant="light">{t('usage:plans.advanced')}</Badge>
        <Badge color="brand" variant="filled" radius="xl" tt="none">
          {t('pricing:popular')}
        </Badge>
        <Badge variant="outline" color="gray" c="dark.6">
          {t('calls:outcome.voicemail')}
        </Badge>
      </Group>
    </Stack>
  );
}

/**
 * Mantine's `Badge`: a short label of state, never an action (it cannot be pressed).
 *
 * - **Light, coloured by meaning**: a status (`StatusBadge`, `HealthBadge` in
 *   `src/features/delivery/parts.tsx`: green delivered or healthy, dark orange retrying, red
 *   failed, grey pending), a plan's name, an account's approval. The darker shades (`green.9`,
 *   `red.9`) keep the text at AA contrast on the tint.
 * - **Filled brand, round**: one highlight per set (the recommended package or plan).
 * - **Outline grey**: a neutral fact beside a title (a call's direction), and `dot` for a
 *   sentiment.
 * - **Not when** the text is a sentence (an `Alert`), or the reader can act on it (a `Button`);
 *   not as the only sign of a state a screen reader needs (the text says it, not the colour).
 */
const meta = {
  title: 'Building blocks/Badge',
  component: Badges,
} satisfies Meta<typeof Badges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Message statuses and an endpoint's health, a plan, a highlight and a neutral tag. */
export const Variants: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const status of ['delivered', 'retrying', 'failed', 'pending'] as const) {
      await expect(canvas.getByText(t(`delivery:log.messageStatus.${status}`))).toBeVisible();
    }
    await expect(canvas.getByText(t('usage:plans.advanced'))).toBeVisible();
    await expect(canvas.getByText(t('pricing:popular'))).toBeVisible();
    // A badge is a label, not a control.
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};
