import { Anchor, Group, Stack, Text } from '@mantine/core';
import { ThemeIcon } from './ThemeIcon';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHECKLIST_STEPS, type ChecklistStep, type GoLiveChecklist as Checklist } from '@/lib/golive/types';

/**
 * The go-live checklist (plan paid, identity approved, agent published, line connected, test call
 * passed, results delivered): each step done or not, and a link to where it is done (when the
 * viewer may open it). Shared by
 * the dashboard and the go-live page (texts in the `golive` namespace).
 */
export function GoLiveChecklist({
  checklist,
  hrefs,
  labelledBy,
}: {
  checklist: Checklist;
  /** Where each step is done; a step without one (a page the viewer's role cannot open) is named without a link. */
  hrefs: Partial<Record<ChecklistStep, string>>;
  labelledBy: string;
}) {
  const { t } = useTranslation('golive');
  return (
    // A plain list whose items lay out their parts (Mantine's List.Item wraps its content in a span,
    // where the icon's div and the text's p are not valid HTML).
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={labelledBy}>
      {CHECKLIST_STEPS.map((step) => {
        const done = checklist[step];
        return (
          <Group component="li" key={step} data-step={step} data-done={done} gap="xs" wrap="nowrap">
            <ThemeIcon size="sm" radius="xl" color={done ? 'green.9' : 'gray.7'} variant={done ? 'filled' : 'light'} aria-hidden>
              {done ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
            </ThemeIcon>
            {hrefs[step] ? (
              <Anchor component={Link} to={hrefs[step]} size="sm">
                {t(`checklist.steps.${step}`)}
              </Anchor>
            ) : (
              <Text size="sm">{t(`checklist.steps.${step}`)}</Text>
            )}
            <Text size="sm" c={done ? 'green.9' : 'dimmed'}>
              {done ? t('checklist.done') : t('checklist.todo')}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
