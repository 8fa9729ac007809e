import { ActionIcon, Anchor, Box, Burger, Button, Divider, Group, ScrollArea, Text, useDirection } from '@mantine/core';
import { BURGER_ATTRIBUTES } from '@/ui/burger';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '@/ui/Logo';
import classes from './DashboardShell.module.css';
import { OpenQuestionsContext, ShellAccountBox, ShellNavItems } from './ShellNav';
import type { DashboardNavId } from './types';
import { busyButtonProps } from '@/ui/busyRoot';

// The top bar (60 px) and sidebar (264 px) sizes are in DashboardShell.module.css.
/** Below this width the sidebar collapses behind the burger. */
const BREAKPOINT = 'sm';

export interface ShellAccount {
  name: string;
  email: string;
  /** The person's role in the account, in words ("Staff"), when they are not its owner. */
  role?: string;
}

export interface DashboardShellProps {
  /** Localized href of each sidebar item. */
  hrefs: Record<DashboardNavId, string>;
  /** The item of the current page (marked with aria-current), if any. */
  active: DashboardNavId | null;
  /**
   * The items the signed-in person's role may not open, each with the reason: shown disabled, the
   * reason given to assistive technology and as the item's description.
   */
  locked?: Partial<Record<DashboardNavId, string>>;
  /** The logged-in account, shown in the sidebar footer; null while it loads. */
  account: ShellAccount | null;
  /** The language switcher of the top bar (the app passes the portal's). */
  languageSwitcher?: ReactNode;
  /** Log out pressed. */
  onLogout: () => void;
  /** The log-out is under way: its button is busy (it keeps the focus, aria-disabled; a press does nothing). */
  loggingOut?: boolean;
  /**
   * The questions the agent couldn't answer (the studio's inbox): a sub-item of Bot configuration
   * with a badge counting the open groups, shown while there are any. Without `open`, the count is
   * OpenQuestionsContext's, given by `navWrapper` (the app's query): its arrival then re-renders
   * only the sub-item.
   */
  questions?: { href: string; open?: number; current: boolean } | null;
  /** Open the sidebar on small screens at first render (stories). */
  defaultNavOpened?: boolean;
  /**
   * Wraps the top bar's controls (the burger, the language, Log out): the app keeps them disabled
   * until the pre-rendered frame has hydrated, so that a press in those first moments is not lost.
   */
  controlsGate?: ComponentType<{ children: ReactNode }>;
  /**
   * Wraps the sidebar's items (the app passes the provider of the open questions' count). Around
   * the items only: a context changing above the page would reach into the page's part still
   * waiting to hydrate and make React hydrate it at once, in one long task.
   */
  navWrapper?: ComponentType<{ children: ReactNode }>;
  /** A notice about the whole account above every page (its deletion being due), if any. */
  notice?: ReactNode;
  /** The page shown beside the sidebar. */
  children: ReactNode;
}

/** No gate: the controls as they are. */
function PassThrough({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** The controls a keyboard reaches while the small screen's menu is open (the page behind is inert). */
const MENU_STOPS = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
]
  .map((selector) => `header ${selector}, #dashboard-nav ${selector}`)
  .join(', ');

/**
 * The frame of the dashboard: a top bar and a sidebar with Dashboard, Calls, Buy calls,
 * Bot configuration, Profile and Settings, the logged-in account in its footer. On small screens
 * the sidebar collapses behind a burger; in right-to-left languages it sits on the right.
 */
export function DashboardShell({
  hrefs,
  active,
  locked = {},
  account,
  languageSwitcher,
  onLogout,
  loggingOut = false,
  defaultNavOpened = false,
  controlsGate: Gate = PassThrough,
  navWrapper: NavWrapper = PassThrough,
  questions = null,
  notice = null,
  children,
}: DashboardShellProps) {
  const { t } = useTranslation(['dashboard', 'common']);
  const [opened, { toggle, close }] = useDisclosure(defaultNavOpened);
  // Until the first measurement, assume a wide screen (the sidebar is then visible anyway).
  const small = useMediaQuery(`(max-width: 47.99375em)`, false);
  const navHidden = small && !opened;
  // The open menu covers the page on small screens: the page behind is inert (no Tab into what
  // cannot be seen), and Escape closes the menu, the focus back on the burger.
  const covering = small && opened;
  const burger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!covering) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') {
        // The page behind is inert: Tab wraps from the menu's last control to the page's first
        // (in the header) instead of leaving the document.
        const stops = [...document.querySelectorAll<HTMLElement>(MENU_STOPS)].filter(
          (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
        );
        const first = stops[0];
        const last = stops[stops.length - 1];
        if (!first || !last) return;
        if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        } else if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        }
        return;
      }
      if (event.key !== 'Escape') return;
      close();
      burger.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [covering, close]);
  const nav = (
    <ShellNavItems
      hrefs={hrefs}
      active={active}
      locked={locked}
      questionsHref={questions?.href}
      questionsCurrent={questions?.current ?? false}
      onNavigate={close}
    />
  );
  const brand = t('common:brand');
  // The logout arrow points out of the page: mirrored in right-to-left languages.
  const { dir } = useDirection();
  const logoutIcon = (size: number) => (
    <IconLogout size={size} aria-hidden style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
  );

  return (
    // A frame of our own with AppShell's sizes (DashboardShell.module.css): AppShell writes them
    // as a <style> element into the body, invalid HTML.
    <div className={classes.root}>
      <a href="#main" className="skip-link">
        {t('common:skipToContent')}
      </a>
      <header className={`${classes.header} right-scroll-bar-position`}>
        <Gate>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Burger
                ref={burger}
                opened={opened}
                onClick={toggle}
                hiddenFrom={BREAKPOINT}
                size="sm"
                aria-label={t(opened ? 'dashboard:shell.closeNav' : 'dashboard:shell.openNav')}
                aria-expanded={opened}
                aria-controls="dashboard-nav"
                attributes={BURGER_ATTRIBUTES}
              />
              <Anchor
                component={Link}
                to={hrefs.dashboard}
                underline="never"
                aria-label={t('dashboard:shell.home', { brand })}
                onClick={close}
              >
                <Group gap={8} wrap="nowrap" aria-hidden="true">
                  <LogoMark />
                  <Text component="span" fw={800} fz="xl" c="dark.8" visibleFrom="xs" style={{ letterSpacing: '-0.02em' }}>
                    {brand}
                  </Text>
                </Group>
              </Anchor>
            </Group>
            <Group gap="xs" wrap="nowrap">
              {languageSwitcher}
              <Button
                variant="subtle"
                color="dark"
                leftSection={logoutIcon(18)}
                onClick={onLogout}
                {...busyButtonProps(loggingOut)}
                visibleFrom={BREAKPOINT}
              >
                {t('dashboard:shell.logout')}
              </Button>
              <ActionIcon
                variant="subtle"
                color="dark"
                size="lg"
                onClick={onLogout}
                {...busyButtonProps(loggingOut)}
                hiddenFrom={BREAKPOINT}
                aria-label={t('dashboard:shell.logout')}
              >
                {logoutIcon(20)}
              </ActionIcon>
            </Group>
          </Group>
        </Gate>
      </header>

      <Box
        component="nav"
        className={classes.navbar}
        data-opened={opened || undefined}
        id="dashboard-nav"
        p="sm"
        aria-label={t('dashboard:shell.navLabel')}
        // Collapsed off-screen on small screens: out of the tab order and the accessibility tree.
        inert={navHidden}
        style={navHidden ? { visibility: 'hidden' } : undefined}
      >
        <ScrollArea type="auto" className={classes.grow}>
          <NavWrapper>
            {questions?.open === undefined ? nav : <OpenQuestionsContext value={questions.open}>{nav}</OpenQuestionsContext>}
          </NavWrapper>
        </ScrollArea>
        <div className={classes.section}>
          <Divider my="sm" />
          <ShellAccountBox name={account?.name} email={account?.email} role={account?.role} />
        </div>
      </Box>

      <Box component="main" className={classes.main} id="main" tabIndex={-1} style={{ outline: 'none' }} bg="gray.0" inert={covering}>
        {notice}
        {children}
      </Box>
    </div>
  );
}
