import { Anchor, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Message } from '@/lib/message';
import { MIN_PASSWORD_LENGTH } from '@/lib/validation';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { BusyButton, MessageAlert } from '@/ui/FormParts';
import { focusInvalidField } from '@/ui/forms';
import { PasswordField } from '@/ui/PasswordField';
import { AuthCard } from './AuthCard';

export interface ResetPasswordViewProps {
  /** Whether the link carried a token at all. */
  hasToken: boolean;
  /** Save pressed with a valid new password. */
  onSubmit: (password: string) => void;
  /** The new password is being saved: the button is busy and the form locked. */
  submitting?: boolean;
  /** Why saving failed, shown above the form; none while there is nothing to say. */
  error?: Message | null;
  /** Where to ask for a new link. */
  forgotHref: string;
  /** The log-in page, to go back to. */
  loginHref: string;
}

/** Sets a new password from the e-mailed link (at least 8 characters, typed twice). */
export function ResetPasswordView({ hasToken, onSubmit, submitting = false, error = null, forgotHref, loginHref }: ResetPasswordViewProps) {
  const { t } = useTranslation('auth');
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: (value) =>
        !value
          ? t('reset.passwordRequired')
          : value.length < MIN_PASSWORD_LENGTH
            ? t('reset.passwordTooShort', { min: MIN_PASSWORD_LENGTH })
            : null,
      confirmPassword: (value, values) =>
        !value ? t('reset.confirmRequired') : value !== values.password ? t('reset.passwordMismatch') : null,
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
      <AuthCard title={t('reset.noTokenTitle')}>
        <ErrorAlert icon={<IconLinkOff aria-hidden />}>{t('reset.noToken')}</ErrorAlert>
        {links}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle', { min: MIN_PASSWORD_LENGTH })}>
      <MessageAlert message={error} />
      <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values.password), focusInvalidField)}>
        <Stack gap="md">
          <PasswordField label={t('reset.password')} autoComplete="new-password" required {...form.getInputProps('password')} />
          <PasswordField
            label={t('reset.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <BusyButton fullWidth busy={submitting} busyLabel={t('reset.submitting')}>
            {t('reset.submit')}
          </BusyButton>
        </Stack>
      </form>
      {links}
    </AuthCard>
  );
}
