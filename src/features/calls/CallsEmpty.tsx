import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A list with nothing to show: a title, a line and what to do about it. */
function Nothing({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h3">
          {title}
        </Title>
        <Text>{text}</Text>
        {action}
      </Stack>
    </Paper>
  );
}

/** A new account: no call yet, and a pointer to the bot configuration. */
export function EmptyHistory({ href }: { href: string }) {
  const { t } = useTranslation('calls');
  const action = (
    <Button component={Link} to={href} variant="light">
      {t('list.empty.action')}
    </Button>
  );
  return <Nothing title={t('list.empty.title')} text={t('list.empty.text')} action={action} />;
}

/** Calls exist, but none matches the filters: a way back to all of them. */
export function NoMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('calls');
  const action = (
    <Button variant="light" onClick={onClear}>
      {t('list.noMatch.clear')}
    </Button>
  );
  return <Nothing title={t('list.noMatch.title')} text={t('list.noMatch.text')} action={action} />;
}
