import { Anchor, Group, List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHECKLIST_STEPS, type ChecklistStep, type GoLiveChecklist as Checklist } from '@/lib/golive/types';

/**
 * The go-live checklist (plan paid, identity approved, agent published, line connected, test call
 * passed, results delivered): each step done or not, and a link to where it is done. Shared by
 * the dashboard and the go-live page (texts in the `golive` namespace).
 */
export function GoLiveChecklist({
  checklist,
  hrefs,
  labelledBy,
}: {
  checklist: Checklist;
  hrefs: Record<ChecklistStep, string>;
  labelledBy: string;
}) {
  const { t } = useTranslation('golive');
  return (
    <List spacing="xs" listStyleType="none" p={0} aria-labelledby={labelledBy}>
      {CHECKLIST_STEPS.map((step) => {
        const done = checklist[step];
        return (
          <List.Item key={step} data-step={step} data-done={done}>
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon size="sm" radius="xl" color={done ? 'green.9' : 'gray.7'} variant={done ? 'filled' : 'light'} aria-hidden>
                {done ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
              </ThemeIcon>
              <Anchor component={Link} to={hrefs[step]} size="sm">
                {t(`checklist.steps.${step}`)}
              </Anchor>
              <Text size="sm" c={done ? 'green.9' : 'dimmed'}>
                {done ? t('checklist.done') : t('checklist.todo')}
              </Text>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
