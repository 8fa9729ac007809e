import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VerifySnippets } from '@/features/delivery/DeveloperHelp';
import { t } from '../support/i18n';

/** The delivery page's code samples (the product's own piece): one tab per language. */
function CodeTabs() {
  return (
    <Box p="md">
      <VerifySnippets />
    </Box>
  );
}

/**
 * Mantine's `Tabs`, default variant: the same content in interchangeable forms, one shown at a
 * time (the delivery page's verification code in Node.js or Python). Arrow keys move between
 * tabs (reversed in Arabic), and each panel is named by its tab.
 *
 * - **Use it when** the reader needs one of a few equivalent versions and never two at once.
 * - **Not when** the parts are steps (a stepper, `StepDots`), sections to read in turn (headings
 *   on one page), or pages of the portal (the sidebar's links): what is behind a tab is missed
 *   and cannot be linked to.
 */
const meta = {
  title: 'Building blocks/Tabs',
  component: CodeTabs,
} satisfies Meta<typeof CodeTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Node.js selected; the arrow key shows Python and back. */
export const CodeSamples: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist')).toBeVisible();
    const node = canvas.getByRole('tab', { name: t('delivery:developers.node') });
    const python = canvas.getByRole('tab', { name: t('delivery:developers.python') });
    await expect(node).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: t('delivery:developers.node') })).toHaveTextContent('standardwebhooks');
    await userEvent.click(python);
    await expect(python).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: t('delivery:developers.python') })).toBeVisible();
    await userEvent.click(node);
    await expect(node).toHaveAttribute('aria-selected', 'true');
    node.blur();
  },
};
