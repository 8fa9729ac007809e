import { Alert, Anchor, Button, Center, Container, Divider, Group, Loader, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconLinkOff, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Message } from '@/lib/message';
import { EMAIL_PATTERN, focusFirstInvalid } from '@/ui/forms';
import { MessageText } from '@/ui/MessageText';

export type VerifyState =
  | { status: 'verifying' }
  | { status: 'verified' }
  /** `retry` when the server could not be reached (the link may still be good). */
  | { status: 'error'; error: Message; retry: boolean }
  | { status: 'noToken' };

export interface ResendForm {
  onSubmit: (email: string) => void;
  submitting?: boolean;
  sentMessage?: string | null;
  error?: Message | null;
}

export interface VerifyEmailViewProps {
  state: VerifyState;
  onRetry: () => void;
  /** The login page (with the "account confirmed" notice once verified). */
  loginHref: string;
  homeHref: string;
  resend: ResendForm;
}

function ResendVerification({ onSubmit, submitting = false, sentMessage = null, error = null }: ResendForm) {
  const { t } = useTranslation('auth');
  const form = useForm({
    initialValues: { email: '' },
    validate: {
      email: (value) => (!value.trim() ? t('verify.emailRequired') : EMAIL_PATTERN.test(value.trim()) ? null : t('verify.emailInvalid')),
    },
  });
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('verify.resendTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('verify.resendBody')}
      </Text>
      {sentMessage && (
        <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} role="status">
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
        <Stack gap="sm">
          <TextInput
            type="email"
            label={t('verify.email')}
            placeholder={t('verify.emailPlaceholder')}
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" variant="light" disabled={submitting} loading={submitting} loaderProps={{ 'aria-hidden': true }}>
            {submitting ? t('verify.resendSubmitting') : t('verify.resendSubmit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * The result of opening the e-mailed verification link (`/verify-email?token=`): verifying,
 * verified, an error with the server's message, or no token at all. Always a way home and to
 * login; after an error, a form for a new link.
 */
export function VerifyEmailView({ state, onRetry, loginHref, homeHref, resend }: VerifyEmailViewProps) {
  const { t } = useTranslation('auth');
  const links = (
    <Group justify="space-between" wrap="wrap">
      <Anchor component={Link} to={homeHref}>
        {t('verify.backHome')}
      </Anchor>
      {state.status !== 'verified' && (
        <Anchor component={Link} to={loginHref}>
          {t('verify.login')}
        </Anchor>
      )}
    </Group>
  );

  return (
    <Container size={520} py={48}>
      <Paper withBorder shadow="sm" p="xl" radius="lg">
        <Stack gap="lg">
          {state.status === 'verifying' && (
            <Center role="status" aria-live="polite">
              <Stack align="center" gap="sm">
                <Loader aria-hidden />
                <Title order={1} fz="h3">
                  {t('verify.verifying')}
                </Title>
              </Stack>
            </Center>
          )}
          {state.status === 'verified' && (
            <Stack align="center" gap="md" ta="center">
              <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
                <IconCircleCheck size={36} />
              </ThemeIcon>
              <Title order={1} fz="h2">
                {t('verify.verifiedTitle')}
              </Title>
              <Text>{t('verify.verifiedBody')}</Text>
              <Button component={Link} to={loginHref} size="md">
                {t('verify.login')}
              </Button>
            </Stack>
          )}
          {state.status === 'error' && (
            <Stack gap="md">
              <Title order={1} fz="h2">
                {t('verify.errorTitle')}
              </Title>
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                <MessageText message={state.error} />
              </Alert>
              {state.retry && (
                <Button variant="light" onClick={onRetry} style={{ alignSelf: 'flex-start' }}>
                  {t('verify.retry')}
                </Button>
              )}
            </Stack>
          )}
          {state.status === 'noToken' && (
            <Stack gap="md">
              <Title order={1} fz="h2">
                {t('verify.noTokenTitle')}
              </Title>
              <Alert color="red" variant="light" icon={<IconLinkOff aria-hidden />}>
                {t('verify.noTokenBody')}
              </Alert>
            </Stack>
          )}
          {(state.status === 'error' || state.status === 'noToken') && (
            <>
              <Divider />
              <ResendVerification {...resend} />
            </>
          )}
          {links}
        </Stack>
      </Paper>
    </Container>
  );
}
