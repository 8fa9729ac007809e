import { Badge, Box, NavLink, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconChartBar,
  IconLayoutDashboard,
  IconListDetails,
  IconLock,
  IconPhoneCall,
  IconPlugConnected,
  IconRobot,
  IconSend,
  IconSettings,
  IconShieldLock,
  IconShoppingCart,
  IconUserCircle,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { createContext, Fragment, memo, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASHBOARD_NAV, type DashboardNavId } from './types';

const ICONS: Record<DashboardNavId, Icon> = {
  dashboard: IconLayoutDashboard,
  calls: IconPhoneCall,
  usage: IconChartBar,
  delivery: IconSend,
  goLive: IconPlugConnected,
  buyCalls: IconShoppingCart,
  botConfig: IconRobot,
  profile: IconUserCircle,
  settings: IconSettings,
  dataPrivacy: IconShieldLock,
  team: IconUsersGroup,
  audit: IconListDetails,
};

const ROUNDED = { borderRadius: 'var(--mantine-radius-md)' };

/**
 * How many groups of the studio's questions are open (the badge of the sub-item under Bot
 * configuration). A context, so that the count, which arrives after the rest, re-renders only the
 * sub-item and not the frame.
 */
export const OpenQuestionsContext = createContext(0);

/** The sub-item with the open questions' badge, while there are any. */
function QuestionsItem({ href, current, onNavigate }: { href: string; current: boolean; onNavigate: () => void }) {
  const { t } = useTranslation('dashboard');
  const open = useContext(OpenQuestionsContext);
  if (open <= 0) return null;
  // The badge's number is in the link's name.
  return (
    <NavLink
      component={Link}
      to={href}
      label={t('shell.questions')}
      aria-label={t('shell.questionsOpen', { count: open })}
      rightSection={
        <Badge component="span" size="sm" circle={open < 10} color="red.9" aria-hidden data-testid="questions-badge">
          {/* The space keeps "Questions 3" apart in the visible text the name must contain. */}
          {` ${open}`}
        </Badge>
      }
      active={current}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
      fw={current ? 600 : 500}
      ps={44}
      style={ROUNDED}
    />
  );
}

/** Whether two records hold the same values under the same keys. */
function sameEntries(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

interface ShellNavItemsProps {
  /** Localized href of each item. */
  hrefs: Record<DashboardNavId, string>;
  /** The item of the current page, if any. */
  active: DashboardNavId | null;
  /** The items the role may not open, each with the reason. */
  locked: Partial<Record<DashboardNavId, string>>;
  /** Where the studio's questions are listed (the sub-item, shown while some are open: OpenQuestionsContext). */
  questionsHref: string | undefined;
  /** The questions' page is the current one. */
  questionsCurrent: boolean;
  /** An item was followed (the small screen's menu closes). */
  onNavigate: () => void;
}

/**
 * The sidebar's items, memoised on their values: the frame re-renders whenever the session, the
 * role, the screen width or the badge's count arrives, and re-rendering the dozen links (each a
 * Mantine NavLink over a router Link) would be most of that work, in tasks a phone cannot interrupt.
 */
export const ShellNavItems = memo(
  function ShellNavItems({ hrefs, active, locked, questionsHref, questionsCurrent, onNavigate }: ShellNavItemsProps) {
    const { t } = useTranslation('dashboard');
    return (
      <Stack gap={4}>
        {DASHBOARD_NAV.map((id) => {
          const ItemIcon = ICONS[id];
          const current = active === id && !questionsCurrent;
          const reason = locked[id];
          // Not a link for a role that may not open it: a disabled item that says why. It stays
          // in the tab order (aria-disabled, not disabled), so a keyboard user hears the reason too.
          if (reason)
            return (
              <NavLink
                key={id}
                component="button"
                type="button"
                disabled
                aria-disabled="true"
                label={t(`shell.nav.${id}`)}
                description={reason}
                leftSection={<ItemIcon size={20} stroke={1.6} aria-hidden />}
                rightSection={<IconLock size={16} stroke={1.6} aria-hidden />}
                data-locked
                fw={500}
                style={ROUNDED}
              />
            );
          const item = (
            <NavLink
              key={id}
              component={Link}
              to={hrefs[id]}
              label={t(`shell.nav.${id}`)}
              leftSection={<ItemIcon size={20} stroke={1.6} aria-hidden />}
              active={current}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
              fw={current ? 600 : 500}
              style={ROUNDED}
            />
          );
          if (id !== 'botConfig' || !questionsHref) return item;
          return (
            <Fragment key={id}>
              {item}
              <QuestionsItem href={questionsHref} current={questionsCurrent} onNavigate={onNavigate} />
            </Fragment>
          );
        })}
      </Stack>
    );
  },
  (before, after) =>
    before.active === after.active &&
    before.questionsHref === after.questionsHref &&
    before.questionsCurrent === after.questionsCurrent &&
    before.onNavigate === after.onNavigate &&
    sameEntries(before.hrefs, after.hrefs) &&
    sameEntries(before.locked, after.locked),
);

/** The signed-in person in the sidebar's footer (placeholders while the session loads). Memoised like the items. */
export const ShellAccountBox = memo(function ShellAccountBox({ name, email, role }: { name?: string; email?: string; role?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box px="xs" pb="xs">
      <Text size="xs" c="dimmed" mb={2}>
        {t('shell.account')}
      </Text>
      {name !== undefined ? (
        <>
          <Text fw={600} size="sm" truncate="end" data-testid="shell-account-name">
            <bdi>{name}</bdi>
          </Text>
          <Text size="sm" c="dimmed" truncate="end">
            <bdi>{email}</bdi>
          </Text>
          {role && (
            <Badge variant="light" color="gray" mt={4} data-testid="shell-account-role">
              {role}
            </Badge>
          )}
        </>
      ) : (
        <Stack gap={6} mt={4}>
          <Skeleton h={14} w="70%" />
          <Skeleton h={12} w="85%" />
        </Stack>
      )}
    </Box>
  );
});
