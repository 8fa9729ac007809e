import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { allStepsDone, type ChecklistStep, type GoLive } from '@/lib/golive/types';
import { GoLiveChecklist } from '@/ui/GoLiveChecklist';
import { SectionCard } from '@/ui/SectionCard';
import { LineStateBadge } from './AgentNumber';
import { CodeText } from './CodeText';

/**
 * The dashboard's go-live card: the agent's number and the line's state, the checklist until
 * every step is done (then only the link: the checklist stays on the go-live page).
 */
export function GoLiveCard({
  golive,
  pageHref,
  stepHrefs,
}: {
  golive: GoLive;
  /** The go-live page; null when the viewer's role cannot open it (the card then only shows). */
  pageHref: string | null;
  stepHrefs: Partial<Record<ChecklistStep, string>>;
}) {
  const { t } = useTranslation('golive');
  const done = allStepsDone(golive.checklist);
  return (
    <SectionCard id="dashboard-golive" title={t('dashboard.heading')}>
      <Stack gap="sm">
        {golive.agentNumber ? (
          <Group gap="sm">
            <Text fw={700} data-testid="dashboard-agent-number">
              <CodeText code={golive.agentNumber} />
            </Text>
            <LineStateBadge state={golive.state} />
          </Group>
        ) : (
          <Text size="sm">{t('number.none')}</Text>
        )}
        {!done && <GoLiveChecklist checklist={golive.checklist} hrefs={stepHrefs} labelledBy="dashboard-golive" />}
        {pageHref && (
          <Anchor component={Link} to={pageHref} size="sm">
            {done ? t('dashboard.manage') : t('dashboard.open')}
          </Anchor>
        )}
      </Stack>
    </SectionCard>
  );
}
