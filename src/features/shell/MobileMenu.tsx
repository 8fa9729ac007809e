import { Drawer, Group, NavLink, Stack } from '@mantine/core';
import { IconLogin, IconRocket } from '@tabler/icons-react';
import { useRef } from 'react';
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

/** The drawer's id: the burger that opens it names it in its `aria-controls`. */
const MENU_ID = 'mobile-menu';

/**
 * The full-width side drawer of small screens: a login item and a start item, which links to
 * login (both header buttons lead there). Loaded only when first opened.
 *
 * Closing it (Escape, its close button, an item) gives the focus back to the burger that opens it
 * (the control whose `aria-controls` names the drawer), also when the drawer was open from the
 * start and Mantine's focus return has no earlier element to go back to; a followed item's new
 * page then gives it to its heading (FocusOnNavigate).
 */
export default function MobileMenu({ opened, onClose, loginHref }: MobileMenuProps) {
  const { t } = useTranslation(['header', 'common']);
  const content = useRef<HTMLDivElement>(null);
  const close = () => {
    onClose();
    const active = document.activeElement;
    // The focus is still in the drawer (or already lost): the burger takes it before the drawer goes.
    if (active === null || active === document.body || content.current?.contains(active))
      document.querySelector<HTMLElement>(`[aria-controls="${MENU_ID}"]`)?.focus({ preventScroll: true });
  };
  return (
    // Built from Drawer's parts: its default header is a <header> element, a second banner landmark.
    <Drawer.Root id={MENU_ID} opened={opened} onClose={close} size="100%" position="right">
      <Drawer.Overlay />
      <Drawer.Content ref={content}>
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
              onClick={close}
            />
            <NavLink
              component={Link}
              to={loginHref}
              label={t('header:start')}
              leftSection={<IconRocket size={20} aria-hidden />}
              onClick={close}
            />
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
