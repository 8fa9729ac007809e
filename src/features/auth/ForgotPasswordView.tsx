import { Alert, Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Message } from '@/lib/message';
import { EMAIL_PATTERN, focusFirstInvalid } from '@/ui/forms';
import { MessageText } from '@/ui/MessageText';

export interface ForgotPasswordViewProps {
  onSubmit: (email: string) => void;
  submitting?: boolean;
  error?: Message | null;
  /** The server's answer once the link was sent (the same for any address). */
  sentMessage?: string | null;
  loginHref: string;
  initialEmail?: string;
}

/** Asks for a password reset link by e-mail. */
export function ForgotPasswordView({ onSubmit, submitting = false, error = null, sentMessage = null, loginHref, initialEmail = '' }: ForgotPasswordViewProps) {
  const { t } = useTranslation('auth');
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: {
      email: (value) => (!value.trim() ? t('forgot.emailRequired') : EMAIL_PATTERN.test(value.trim()) ? null : t('forgot.emailInvalid')),
    },
  });

  return (
    <Container size={460} py={48}>
      <Paper withBorder shadow="sm" p="xl" radius="lg">
        <Stack gap="lg">
          <div>
            <Title order={1} fz="h2">
              {t('forgot.title')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('forgot.subtitle')}
            </Text>
          </div>
          {sentMessage && (
            <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} title={t('forgot.sentTitle')} role="status">
              {sentMessage}
            </Alert>
          )}
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              <MessageText message={error} />
            </Alert>
          )}
          <form
            noValidate
            onSubmit={form.onSubmit(
              (values) => onSubmit(values.email.trim()),
              (_errors, _values, event) => focusFirstInvalid(event?.currentTarget as HTMLFormElement | undefined),
            )}
          >
            <Stack gap="md">
              <TextInput
                type="email"
                label={t('forgot.email')}
                placeholder={t('forgot.emailPlaceholder')}
                autoComplete="email"
                required
                {...form.getInputProps('email')}
              />
              <Button type="submit" fullWidth disabled={submitting} loading={submitting} loaderProps={{ 'aria-hidden': true }}>
                {submitting ? t('forgot.submitting') : sentMessage ? t('forgot.sendAgain') : t('forgot.submit')}
              </Button>
            </Stack>
          </form>
          <Anchor component={Link} to={loginHref} size="sm" ta="center">
            {t('forgot.backToLogin')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
