import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '@/ui/Logo';

export interface FooterProps {
  /** The year of the copyright line (the current one). */
  year: number;
  /** The login page (`/{locale}/login`). */
  loginHref: string;
  /** The terms and conditions page, in the page's language. */
  termsHref: string;
  /** The privacy policy page, in the page's language. */
  privacyHref: string;
}

/** The site's footer: copyright line and links to login, terms and privacy. */
export function Footer({ year, loginHref, termsHref, privacyHref }: FooterProps) {
  const { t } = useTranslation(['footer', 'common']);
  const brand = t('common:brand');
  return (
    <Box component="footer" bg="gray.0" py="xl" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={6} maw={360}>
            <Group gap={8}>
              <LogoMark size={24} />
              <Text fw={800}>{brand}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('footer:about')}
            </Text>
          </Stack>
          <Group component="nav" aria-label={t('footer:navLabel')} gap="lg">
            <Anchor component={Link} to={loginHref} size="sm" c="dark.7">
              {t('footer:login')}
            </Anchor>
            <Anchor component={Link} to={termsHref} size="sm" c="dark.7">
              {t('footer:terms')}
            </Anchor>
            <Anchor component={Link} to={privacyHref} size="sm" c="dark.7">
              {t('footer:privacy')}
            </Anchor>
          </Group>
        </Group>
        <Text size="sm" c="dimmed" mt="lg">
          {t('footer:copyright', { year, brand })}
        </Text>
      </Container>
    </Box>
  );
}
