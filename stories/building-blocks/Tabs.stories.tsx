import { Tabs } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { VERIFY_NODE, VERIFY_PYTHON } from '@/lib/delivery';
import { CodeBlock } from '@/features/delivery/parts';
import { t } from '../support/i18n';

/** The delivery page's code samples: one tab per language. */
function CodeTabs() {
  const { t } = useTranslation('delivery');
  return (
    <Tabs defaultValue="node" p="md">
      <Tabs.List>
        <Tabs.Tab value="node">{t('developers.node')}</Tabs.Tab>
        <Tabs.Tab value="python">{t('developers.python')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="node" pt="xs">
        <CodeBlock>{VERIFY_NODE}</CodeBlock>
      </Tabs.Panel>
      <Tabs.Panel value="python" pt="xs">
        <CodeBlock>{VERIFY_PYTHON}</CodeBlock>
      </Tabs.Panel>
    </Tabs>
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
