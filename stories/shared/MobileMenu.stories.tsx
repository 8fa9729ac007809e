import { Box, Burger, Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import MobileMenu, { type MobileMenuProps } from '@/features/shell/MobileMenu';
import { BURGER_ATTRIBUTES } from '@/ui/burger';
import { atRest } from '../support/atRest';
import { t } from '../support/i18n';
import { inLocale, onMobile } from '../support/variants';

/** The menu with the header's burger that opens it, its state held as the header holds it. */
function MobileMenuDemo({ opened: initiallyOpened, onClose, loginHref }: MobileMenuProps) {
  const [opened, setOpened] = useState(initiallyOpened);
  return (
    <Box p="md">
      <Group justify="flex-end">
        <Burger
          opened={opened}
          onClick={() => setOpened((open) => !open)}
          aria-label={t('header:openMenu')}
          aria-expanded={opened}
          aria-controls="mobile-menu"
          attributes={BURGER_ATTRIBUTES}
        />
      </Group>
      <MobileMenu
        opened={opened}
        loginHref={loginHref}
        onClose={() => {
          setOpened(false);
          onClose();
        }}
      />
    </Box>
  );
}

/**
 * The menu of small screens, opened by the header's burger (shown here beside it): a drawer that
 * slides in from the side over the whole width, titled "Menu", with a close button and two items,
 * Log in and Start now (both lead to the login page). Escape, the close button or
 * choosing an item closes it, and the focus goes back to the burger. On wide screens the header
 * shows these links itself and has no burger.
 */
const meta = {
  title: 'Shared components/Mobile menu',
  component: MobileMenu,
  args: { opened: false, onClose: fn(), loginHref: '/login' },
  argTypes: {
    opened: { control: 'boolean', description: 'Whether the drawer is open.' },
    loginHref: { control: 'text', description: 'The login page (`/{locale}/login`); both items lead there.' },
    onClose: { control: false, description: 'Asked to close (its close button, Escape, or an item followed).' },
  },
  render: (args) => <MobileMenuDemo key={String(args.opened)} {...args} />,
  // On the docs page each story gets a frame of its own: an open drawer covers its frame, not the page.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const burger = (el: HTMLElement) => within(el).getByRole('button', { name: t('header:openMenu') });

/** The open drawer, once it has slid in. */
async function openDrawer(): Promise<HTMLElement> {
  const drawer = await screen.findByRole('dialog', { name: t('header:menuTitle') });
  await waitFor(() => expect(drawer).toBeVisible());
  return drawer;
}

/** Waits until the drawer has gone. */
async function drawerGone() {
  await waitFor(() => expect(screen.queryByRole('dialog', { name: t('header:menuTitle') })).toBeNull());
}

/** Closed: only the burger shows, the menu collapsed. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(burger(canvasElement)).toBeVisible();
    await expect(burger(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};
export const ClosedSpanish = inLocale(Closed, 'es');
export const ClosedArabic = inLocale(Closed, 'ae');
export const ClosedMobile = onMobile(Closed, 'en');
export const ClosedMobileArabic = onMobile(Closed, 'ae');

/** The menu, once open: the drawer and the burger that says it is expanded; the focus inside the drawer. */
const OPEN_AT_REST = atRest({ focus: () => t('common:actions.close'), open: () => [t('header:menuTitle'), t('header:openMenu')] });

/** Opened by the burger: pressing the burger opens the menu and marks the burger expanded. */
export const OpenedByTheBurger: Story = {
  parameters: OPEN_AT_REST,
  play: async ({ canvasElement }) => {
    await expect(burger(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(burger(canvasElement));
    await openDrawer();
    await expect(burger(canvasElement)).toHaveAttribute('aria-expanded', 'true');
  },
};
export const OpenedByTheBurgerSpanish = inLocale(OpenedByTheBurger, 'es');
export const OpenedByTheBurgerArabic = inLocale(OpenedByTheBurger, 'ae');
export const OpenedByTheBurgerMobile = onMobile(OpenedByTheBurger, 'en');
export const OpenedByTheBurgerMobileArabic = onMobile(OpenedByTheBurger, 'ae');

/** Open: the full-width drawer, its title, the close button and the two items, both to the login page. */
export const Opened: Story = {
  args: { opened: true },
  parameters: OPEN_AT_REST,
  play: async ({ args }) => {
    const drawer = await openDrawer();
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    await expect(drawer.getBoundingClientRect().width).toBeGreaterThanOrEqual(window.innerWidth - 1);
    await expect(within(drawer).getByRole('heading', { name: t('header:menuTitle') })).toBeVisible();
    const nav = within(drawer).getByRole('navigation', { name: t('header:menuTitle') });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([t('header:login'), t('header:start')]);
    for (const link of links) await expect(link).toHaveAttribute('href', args.loginHref);
    await expect(within(drawer).getByRole('button', { name: t('common:actions.close') })).toBeVisible();
    // The focus is inside the drawer.
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
  },
};
export const OpenedSpanish = inLocale(Opened, 'es');
export const OpenedArabic = inLocale(Opened, 'ae', { play: true });
export const OpenedMobile = onMobile(Opened, 'en', { play: true });
export const OpenedMobileArabic = onMobile(Opened, 'ae', { play: true });

/** With the keyboard: Enter on the burger opens the menu, Escape closes it, the focus returns to the burger. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(burger(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await openDrawer();
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await drawerGone();
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(burger(canvasElement)).toHaveFocus());
    await expect(burger(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
  // A story about the focus: it rests on the burger the menu was opened from.
  parameters: atRest({ focus: () => t('header:openMenu') }),
};
export const EscapeClosesSpanish = inLocale(EscapeCloses, 'es');
export const EscapeClosesArabic = inLocale(EscapeCloses, 'ae');
export const EscapeClosesMobile = onMobile(EscapeCloses, 'en');
export const EscapeClosesMobileArabic = onMobile(EscapeCloses, 'ae');

/** The close button closes the menu and gives the focus to the burger, even for a menu open from the start. */
export const CloseButton: Story = {
  args: { opened: true },
  play: async ({ canvasElement, args }) => {
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: t('common:actions.close') }));
    await drawerGone();
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(burger(canvasElement)).toHaveFocus());
  },
  // A story about the focus: it rests on the burger that opens the menu.
  parameters: atRest({ focus: () => t('header:openMenu') }),
};
export const CloseButtonSpanish = inLocale(CloseButton, 'es');
export const CloseButtonArabic = inLocale(CloseButton, 'ae');
export const CloseButtonMobile = onMobile(CloseButton, 'en');

/**
 * Choosing an item follows it and closes the menu; the focus goes to the burger (in the site, the
 * new page's heading then takes it).
 */
export const ItemCloses: Story = {
  args: { opened: true },
  play: async ({ canvasElement, args }) => {
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('link', { name: t('header:start') }));
    await drawerGone();
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(burger(canvasElement)).toHaveFocus());
  },
  // A story about the focus: it rests on the burger that opens the menu.
  parameters: atRest({ focus: () => t('header:openMenu') }),
};
export const ItemClosesSpanish = inLocale(ItemCloses, 'es');
export const ItemClosesArabic = inLocale(ItemCloses, 'ae');
export const ItemClosesMobile = onMobile(ItemCloses, 'en');
