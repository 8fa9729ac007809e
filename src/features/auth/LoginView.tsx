import { Alert, Anchor, Button, Checkbox, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Message } from '@/lib/message';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { isEmail } from '@/lib/validation';
import { focusFirstInvalid } from '@/ui/forms';
import { MessageText } from '@/ui/MessageText';
import { PasswordField } from '@/ui/PasswordField';

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

/** The green notices of spec section 2 (and after a password reset), from the query string. */
export type LoginNotice = { kind: 'registered'; email: string } | { kind: 'confirmed' } | { kind: 'passwordReset' };

/** Asking for a new confirmation link after the "account not active" error. */
export type ResendState = { status: 'idle' } | { status: 'sending' } | { status: 'sent'; message: string } | { status: 'failed'; error: Message };

export interface LoginViewProps {
  onSubmit: (values: LoginValues) => void;
  submitting?: boolean;
  error?: Message | null;
  notice?: LoginNotice | null;
  signupHref: string;
  forgotHref: string;
  initialValues?: Partial<LoginValues>;
  /** Offered with the "account not active" error: e-mails a new confirmation link. */
  onResendVerification?: ((email: string) => void) | undefined;
  resend?: ResendState;
}

/** The login form: e-mail and password required, remember me, forgot password, link to signup. */
export function LoginView({
  onSubmit,
  submitting = false,
  error = null,
  notice = null,
  signupHref,
  forgotHref,
  initialValues,
  onResendVerification,
  resend = { status: 'idle' },
}: LoginViewProps) {
  const { t } = useTranslation('auth');
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '', remember: true, ...initialValues },
    validate: {
      email: (value) => (!value.trim() ? t('login.emailRequired') : isEmail(value.trim()) ? null : t('login.emailInvalid')),
      password: (value) => (value ? null : t('login.passwordRequired')),
    },
  });
  // An e-mail that arrives later (from the query string, once a pre-rendered page is live)
  // fills the field unless something was typed there already.
  const initialEmail = initialValues?.email;
  useEffect(() => {
    if (initialEmail && !form.isDirty('email')) form.setFieldValue('email', initialEmail);
    // `form` is stable for the view's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialEmail]);

  return (
    <Container size={460} py={48}>
      <Paper withBorder shadow="sm" p="xl" radius="lg">
        <Stack gap="lg">
          <div>
            <Title order={1} fz="h2">
              {t('login.title')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('login.subtitle')}
            </Text>
          </div>
          {notice && (
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
              {notice.kind === 'registered'
                ? t('login.registeredNotice', { email: notice.email })
                : notice.kind === 'confirmed'
                  ? t('login.confirmedNotice')
                  : t('login.passwordResetNotice')}
            </Alert>
          )}
          {error && (
            <ErrorAlert>
              <MessageText message={error} />
            </ErrorAlert>
          )}
          {onResendVerification && resend.status !== 'sent' && (
            <Button
              variant="light"
              onClick={() => onResendVerification(form.getValues().email.trim())}
              disabled={resend.status === 'sending'}
              loading={resend.status === 'sending'}
              loaderProps={{ 'aria-hidden': true }}
            >
              {resend.status === 'sending' ? t('login.resending') : t('login.resend')}
            </Button>
          )}
          {resend.status === 'sent' && (
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
              {resend.message}
            </Alert>
          )}
          {resend.status === 'failed' && (
            <ErrorAlert role="alert">
              <MessageText message={resend.error} />
            </ErrorAlert>
          )}
          <form
            noValidate
            onSubmit={form.onSubmit(
              (values) => onSubmit({ ...values, email: values.email.trim() }),
              (_errors, _values, event) => focusFirstInvalid(event?.currentTarget as HTMLFormElement | undefined),
            )}
          >
            <Stack gap="md">
              <TextInput
                type="email"
                label={t('login.email')}
                placeholder={t('login.emailPlaceholder')}
                autoComplete="email"
                required
                {...form.getInputProps('email')}
              />
              <PasswordField
                label={t('login.password')}
                autoComplete="current-password"
                required
                {...form.getInputProps('password')}
              />
              <Group justify="space-between" wrap="wrap">
                <Checkbox
                  label={t('login.remember')}
                  description={t('login.rememberHint')}
                  maw={260}
                  {...form.getInputProps('remember', { type: 'checkbox' })}
                />
                <Anchor component={Link} to={forgotHref} size="sm">
                  {t('login.forgot')}
                </Anchor>
              </Group>
              <Button type="submit" fullWidth disabled={submitting} loading={submitting} loaderProps={{ 'aria-hidden': true }}>
                {submitting ? t('login.submitting') : t('login.submit')}
              </Button>
            </Stack>
          </form>
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to={signupHref} fw={600}>
              {t('login.signupLink')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
