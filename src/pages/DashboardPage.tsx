import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '@/api/auth';
import { PATHS } from '@/lib/routes';
import { logoutAtom, userAtom } from '@/state/auth';
import { useLocalizedPath } from '@/ui/useLocale';

/** Placeholder dashboard until the dashboard issue builds it: greets the user, logs out. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useAtomValue(userAtom);
  const clear = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const signOut = async () => {
    await logout().catch(() => undefined);
    clear();
    void navigate(localize(PATHS.login));
  };
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('placeholder.title', { name: user?.name ?? '' })}</Title>
        <Text>{t('placeholder.body')}</Text>
        <Button variant="light" onClick={() => void signOut()}>
          {t('placeholder.logout')}
        </Button>
      </Stack>
    </Container>
  );
}
