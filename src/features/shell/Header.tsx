import { Anchor, Box, Burger, Button, Container, Group } from '@mantine/core';
import { BURGER_ATTRIBUTES } from '@/ui/burger';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale } from '@/lib/locale';
import { Logo } from '@/ui/Logo';
import { LanguageSwitcher } from './LanguageSwitcher';

const MobileMenu = lazy(() => import('./MobileMenu'));

export interface HeaderProps {
  /** Where the logo goes (spec: `/`). */
  homeHref: string;
  /** `/{locale}/login` */
  loginHref: string;
  /** The `#start` anchor of the landing page. */
  startHref: string;
  /** The language shown as chosen in the language switcher. */
  locale: Locale;
  /** Another language picked in the switcher. */
  onLocaleChange: (locale: Locale) => void;
  /** Open the mobile drawer at first render (stories). */
  defaultDrawerOpened?: boolean;
}

export const HEADER_HEIGHT = 64;

/**
 * The sticky header: logo, login link and start button; on small widths the
 * start button hides and a burger opens a full-width drawer with a login item and a start item
 * (which links to login).
 */
export function Header({ homeHref, loginHref, startHref, locale, onLocaleChange, defaultDrawerOpened = false }: HeaderProps) {
  const { t } = useTranslation(['header', 'common']);
  const [opened, { toggle, close }] = useDisclosure(defaultDrawerOpened);
  // Keep the drawer mounted after its first opening so that it can animate out.
  const [wasOpened, setWasOpened] = useState(defaultDrawerOpened);
  if (opened && !wasOpened) setWasOpened(true);
  const brand = t('common:brand');
  // Closing the menu (Escape, its close button, a link) gives the focus back to the burger; a
  // link's new page then gives it to its heading (FocusOnNavigate).
  const burger = useRef<HTMLButtonElement>(null);
  const closeMenu = () => {
    close();
    burger.current?.focus();
  };

  return (
    <Box component="header" pos="sticky" top={0} bg="white" style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg" h={HEADER_HEIGHT}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={homeHref} aria-label={t('header:home', { brand })} underline="never">
            <Logo name={brand} />
          </Anchor>
          <Group component="nav" aria-label={t('header:navLabel')} gap="sm" wrap="nowrap">
            <LanguageSwitcher value={locale} onChange={onLocaleChange} />
            <Anchor component={Link} to={loginHref} fw={600} visibleFrom="sm">
              {t('header:login')}
            </Anchor>
            <Button component="a" href={startHref} visibleFrom="sm">
              {t('header:start')}
            </Button>
            <Burger
              ref={burger}
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              aria-label={t('header:openMenu')}
              aria-expanded={opened}
              aria-controls="mobile-menu"
              attributes={BURGER_ATTRIBUTES}
            />
          </Group>
        </Group>
      </Container>
      {(opened || wasOpened) && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={closeMenu} loginHref={loginHref} />
        </Suspense>
      )}
    </Box>
  );
}
