import { Drawer, Group, NavLink, Stack } from '@mantine/core';
import { IconLogin, IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface MobileMenuProps {
  /** Whether the drawer is open. */
  opened: boolean;
  /** Asked to close (its close button, Escape, or an item followed). */
  onClose: () => void;
  /** The login page (`/{locale}/login`); both items lead there. */
  loginHref: string;
}

/**
 * The full-width side drawer of small screens: a login item and a start item, which links to
 * login (both header buttons lead there). Loaded only when first opened.
 */
export default function MobileMenu({ opened, onClose, loginHref }: MobileMenuProps) {
  const { t } = useTranslation(['header', 'common']);
  return (
    // Built from Drawer's parts: its default header is a <header> element, a second banner landmark.
    <Drawer.Root id="mobile-menu" opened={opened} onClose={onClose} size="100%" position="right">
      <Drawer.Overlay />
      <Drawer.Content>
        <Group justify="space-between" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Drawer.Title fw={700}>{t('header:menuTitle')}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('common:actions.close')} />
        </Group>
        <Drawer.Body pt="md">
          <Stack gap="xs" component="nav" aria-label={t('header:menuTitle')}>
            <NavLink
              component={Link}
              to={loginHref}
              label={t('header:login')}
              leftSection={<IconLogin size={20} aria-hidden />}
              onClick={onClose}
            />
            <NavLink
              component={Link}
              to={loginHref}
              label={t('header:start')}
              leftSection={<IconRocket size={20} aria-hidden />}
              onClick={onClose}
            />
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
