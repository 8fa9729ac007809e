import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/ui/PageStates';

export interface RoleLockedViewProps {
  /** Why the signed-in person's role may not open it, and whom to ask. */
  reason: string;
  /** The person's role, in words ("Staff"). */
  role: string;
  /** The dashboard's localized href. */
  backHref: string;
}

/**
 * A dashboard page the signed-in person's role may not open (a link from elsewhere, a bookmark):
 * the reason and the way back, instead of the page failing on its first request.
 */
export function RoleLockedView({ reason, role, backHref }: RoleLockedViewProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="md" maw={640}>
      <PageHeader title={t('roles.lockedTitle')} />
      <Alert variant="light" color="gray" icon={<IconLock size={20} aria-hidden />} role="note" data-role-locked>
        <Stack gap="xs">
          <Text size="sm">{reason}</Text>
          <Text size="sm" c="dimmed">
            {t('roles.signedInAs', { role })}
          </Text>
        </Stack>
      </Alert>
      <Anchor component={Link} to={backHref}>
        {t('roles.back')}
      </Anchor>
    </Stack>
  );
}
