import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccessDenial } from '@/lib/access';

/** What the note is about: publishing the agent (a plan and an approved check), or delivering results. */
export type AccessTopic = 'publish' | 'delivery';

export interface AccessNoteProps {
  topic: AccessTopic;
  /** Why the account may not, from the access table the API enforces (src/lib/access.ts). */
  denial: AccessDenial;
  /** The identity check sent again (a rejected check). */
  resubmitHref: string;
  /** The plans (no plan, or one without the feature). */
  plansHref: string;
}

/**
 * Why the account may not use something yet, said before the user tries (the API would refuse it
 * with the same reason), with the step that opens it. A note, not an alert: it is there when the
 * page opens, not the answer to an action.
 */
export function AccessNote({ topic, denial, resubmitHref, plansHref }: AccessNoteProps) {
  const { t } = useTranslation('common');
  const action =
    denial === 'kycRejected'
      ? { href: resubmitHref, label: t('access.resubmit') }
      : denial === 'noPlan' || denial === 'planLacksFeature'
        ? { href: plansHref, label: t('access.choosePlan') }
        : null;
  return (
    <Alert
      role="note"
      color="gray"
      variant="light"
      icon={<IconLock size={18} aria-hidden />}
      data-testid="access-note"
      data-denial={denial}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(`access.${topic}.${denial}`)}</Text>
        {action && (
          <Anchor component={Link} to={action.href} size="sm" fw={600}>
            {action.label}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
