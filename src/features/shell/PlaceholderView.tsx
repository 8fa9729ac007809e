import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A page that is not built yet: its title and a way back home. */
export function PlaceholderView({ title, homeHref }: { title: string; homeHref: string }) {
  const { t } = useTranslation('common');
  return (
    <Container size="sm" py={64}>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text>{t('placeholderPage.body')}</Text>
        <Anchor component={Link} to={homeHref}>
          {t('actions.backHome')}
        </Anchor>
      </Stack>
    </Container>
  );
}
