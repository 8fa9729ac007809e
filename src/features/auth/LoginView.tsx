import { Alert, Anchor, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Message } from '@/lib/message';
import { BusyButton, MessageAlert } from '@/ui/FormParts';
import { isEmail } from '@/lib/validation';
import { focusInvalidField } from '@/ui/forms';
import { PasswordField } from '@/ui/PasswordField';
import { AuthCard } from './AuthCard';
import { isolate } from '@/lib/bidi';
import { Isolate } from '@/ui/ForeignText';
import { useLocale } from '@/ui/useLocale';

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

/** The green notices after registering or confirming the e-mail (and after a password reset), from the query string. */
export type LoginNotice = { kind: 'registered'; email: string } | { kind: 'confirmed' } | { kind: 'passwordReset' };

/** Asking for a new confirmation link after the "account not active" error. */
export type ResendState =
  { status: 'idle' } | { status: 'sending' } | { status: 'sent'; message: string } | { status: 'failed'; error: Message };

export interface LoginViewProps {
  /** Log in pressed with valid values: the e-mail and password. */
  onSubmit: (values: LoginValues) => void;
  /** The log-in is under way: the button is busy and the form locked. */
  submitting?: boolean;
  /** Why the last log-in failed, shown above the form; none while there is nothing to say. */
  error?: Message | null;
  /** A notice above the form after a step that leads here (e-mail confirmed, password reset). */
  notice?: LoginNotice | null;
  /** The signup page, for a visitor without an account. */
  signupHref: string;
  /** The page to ask for a password reset link. */
  forgotHref: string;
  /** What the fields start with (the e-mail carried over from another page). */
  initialValues?: Partial<LoginValues>;
  /** Offered with the "account not active" error: e-mails a new confirmation link. */
  onResendVerification?: ((email: string) => void) | undefined;
  /** Sending a new confirmation link: under way, sent, or failed. */
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
  const locale = useLocale();
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
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {notice && (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
          {notice.kind === 'registered'
            ? t('login.registeredNotice', { email: isolate(notice.email, locale) })
            : notice.kind === 'confirmed'
              ? t('login.confirmedNotice')
              : t('login.passwordResetNotice')}
        </Alert>
      )}
      <MessageAlert message={error} />
      {onResendVerification && resend.status !== 'sent' && (
        <BusyButton
          type="button"
          variant="light"
          onClick={() => onResendVerification(form.getValues().email.trim())}
          busy={resend.status === 'sending'}
          busyLabel={t('login.resending')}
        >
          {t('login.resend')}
        </BusyButton>
      )}
      {resend.status === 'sent' && (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
          {/* The server's own words, in a language and direction the page does not know. */}
          <Isolate>{resend.message}</Isolate>
        </Alert>
      )}
      <MessageAlert message={resend.status === 'failed' ? resend.error : null} />
      <form noValidate onSubmit={form.onSubmit((values) => onSubmit({ ...values, email: values.email.trim() }), focusInvalidField)}>
        <Stack gap="md">
          <TextInput
            type="email"
            label={t('login.email')}
            placeholder={t('login.emailPlaceholder')}
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordField label={t('login.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
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
          <BusyButton fullWidth busy={submitting} busyLabel={t('login.submitting')}>
            {t('login.submit')}
          </BusyButton>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to={signupHref} fw={600}>
          {t('login.signupLink')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
