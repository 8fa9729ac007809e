import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Message } from '@/lib/message';
import { MIN_PASSWORD_LENGTH } from '@/lib/validation';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { focusFirstInvalid } from '@/ui/forms';
import { MessageText } from '@/ui/MessageText';
import { PasswordField } from '@/ui/PasswordField';


export interface ResetPasswordViewProps {
  /** Whether the link carried a token at all. */
  hasToken: boolean;
  onSubmit: (password: string) => void;
  submitting?: boolean;
  error?: Message | null;
  /** Where to ask for a new link. */
  forgotHref: string;
  loginHref: string;
}

/** Sets a new password from the e-mailed link (at least 8 characters, typed twice). */
export function ResetPasswordView({ hasToken, onSubmit, submitting = false, error = null, forgotHref, loginHref }: ResetPasswordViewProps) {
  const { t } = useTranslation('auth');
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: (value) => (!value ? t('reset.passwordRequired') : value.length < MIN_PASSWORD_LENGTH ? t('reset.passwordTooShort') : null),
      confirmPassword: (value, values) => (!value ? t('reset.confirmRequired') : value !== values.password ? t('reset.passwordMismatch') : null),
    },
  });

  const links = (
    <Group justify="space-between" wrap="wrap">
      <Anchor component={Link} to={forgotHref} size="sm" fw={600}>
        {t('reset.requestNew')}
      </Anchor>
      <Anchor component={Link} to={loginHref} size="sm">
        {t('reset.backToLogin')}
      </Anchor>
    </Group>
  );

  if (!hasToken) {
    return (
      <Container size={460} py={48}>
        <Paper withBorder shadow="sm" p="xl" radius="lg">
          <Stack gap="lg">
            <Title order={1} fz="h2">
              {t('reset.noTokenTitle')}
            </Title>
            <ErrorAlert icon={<IconLinkOff aria-hidden />}>
              {t('reset.noToken')}
            </ErrorAlert>
            {links}
          </Stack>
        </Paper>
      </Container>
    );
  }

  return (
    <Container size={460} py={48}>
      <Paper withBorder shadow="sm" p="xl" radius="lg">
        <Stack gap="lg">
          <div>
            <Title order={1} fz="h2">
              {t('reset.title')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('reset.subtitle')}
            </Text>
          </div>
          {error && (
            <ErrorAlert role="alert">
              <MessageText message={error} />
            </ErrorAlert>
          )}
          <form
            noValidate
            onSubmit={form.onSubmit(
              (values) => onSubmit(values.password),
              (_errors, _values, event) => focusFirstInvalid(event?.currentTarget as HTMLFormElement | undefined),
            )}
          >
            <Stack gap="md">
              <PasswordField label={t('reset.password')} autoComplete="new-password" required {...form.getInputProps('password')} />
              <PasswordField label={t('reset.confirmPassword')} autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
              <Button type="submit" fullWidth disabled={submitting} loading={submitting} loaderProps={{ 'aria-hidden': true }}>
                {submitting ? t('reset.submitting') : t('reset.submit')}
              </Button>
            </Stack>
          </form>
          {links}
        </Stack>
      </Paper>
    </Container>
  );
}
