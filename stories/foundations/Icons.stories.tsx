import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icons, tablerName } from './Icons';
import { one } from './play';
import * as PRODUCT_ICONS from './productIcons';

/**
 * The @tabler/icons-react icons the portal uses, each with its component name (as imported in
 * `src/`) and its name on tabler.io. The story checks the list against the source.
 */
const meta = {
  title: 'Foundations/Icons',
  component: Icons,
} satisfies Meta<typeof Icons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The source of the portal, loaded only when the play runs. */
const SOURCES = import.meta.glob<string>(['../../src/**/*.{ts,tsx}', '!../../src/**/*.gen.ts'], { query: '?raw', import: 'default' });

/** The icons `src/` imports from @tabler/icons-react (types such as IconProps left out). */
async function iconsImportedBySource(): Promise<string[]> {
  const names = new Set<string>();
  for (const load of Object.values(SOURCES)) {
    const source = await load();
    for (const match of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@tabler\/icons-react['"]/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name =
          part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '';
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/** Every icon in use, drawn at 28px with its names. */
export const InUse: Story = {
  name: 'Icons in use',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Icons' })).toBeVisible();
    const shown = Object.keys(PRODUCT_ICONS).sort();
    // Exactly the icons the product imports: a new or dropped icon in src/ fails here.
    await expect(shown).toEqual(await iconsImportedBySource());
    const list = canvas.getByRole('list', { name: 'Icons in use' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(shown.length);
    for (const name of shown) {
      const item = one(canvasElement, `[data-icon="${name}"]`);
      await expect(within(item).getByText(name)).toBeVisible();
      await expect(within(item).getByText(tablerName(name))).toBeVisible();
      await expect(item.querySelector('svg.tabler-icon')).toBeVisible();
    }
    await expect(tablerName('IconMessage2Cog')).toBe('message-2-cog');
  },
};
