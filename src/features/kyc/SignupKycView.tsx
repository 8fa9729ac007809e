import { Anchor, Button, Group, Stack, Text, Title, useDirection } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Message } from '@/lib/message';
import { MIN_PASSWORD_LENGTH } from '@/lib/validation';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { focusFirstInvalid } from '@/ui/forms';
import { BusyButton, TitleBlock } from '@/ui/FormParts';
import { MessageText } from '@/ui/MessageText';
import { PasswordField } from '@/ui/PasswordField';
import type { DocumentField, KycFiles } from './documents';
import { KycDocumentFields, missingDocuments } from './KycDocumentFields';

export interface SignupKycViewProps {
  /** The documents chosen so far. */
  files: KycFiles;
  /** A document chosen or removed. */
  onFileChange: (field: DocumentField, file: File | null) => void;
  /** After a reload the password is gone (never stored): ask for it again. */
  needsPassword?: boolean;
  /** Called with both documents chosen (and the password again, when it was asked for). */
  onSubmit: (password: string | null) => void;
  /** Back pressed (to step 2). */
  onBack: () => void;
  /** The documents are uploading: the button is busy and the form locked. */
  submitting?: boolean;
  /** Why the last send failed, shown above the fields; none otherwise. */
  error?: Message | null;
  /** A link to step 1 when the error is about the details there (e-mail or phone taken). */
  detailsHref?: string | null;
}

/** Step 3 of the signup: the identity and company documents, then the account is created. */
export function SignupKycView({
  files,
  onFileChange,
  needsPassword = false,
  onSubmit,
  onBack,
  submitting = false,
  error = null,
  detailsHref = null,
}: SignupKycViewProps) {
  const { t } = useTranslation(['kyc', 'signup']);
  const { dir } = useDirection();
  const [missing, setMissing] = useState<DocumentField[]>([]);
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: (value) =>
        !needsPassword
          ? null
          : !value
            ? t('signup:personal.errors.passwordRequired')
            : value.length < MIN_PASSWORD_LENGTH
              ? t('signup:personal.errors.passwordTooShort', { min: MIN_PASSWORD_LENGTH })
              : null,
      confirmPassword: (value, values) =>
        !needsPassword
          ? null
          : !value
            ? t('signup:personal.errors.confirmRequired')
            : value !== values.password
              ? t('signup:personal.errors.passwordMismatch')
              : null,
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const absent = missingDocuments(files);
    setMissing(absent);
    const result = form.validate();
    if (absent.length || result.hasErrors) {
      focusFirstInvalid(element);
      return;
    }
    onSubmit(needsPassword ? form.getValues().password : null);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <TitleBlock order={2} title={t('signup.title')} subtitle={t('signup.subtitle')} />
        {error && (
          <ErrorAlert role="alert">
            <Stack gap={4}>
              <Text size="sm">
                <MessageText message={error} />
              </Text>
              {detailsHref && (
                <Anchor component={Link} to={detailsHref} size="sm" fw={600}>
                  {t('signup:changeDetails')}
                </Anchor>
              )}
            </Stack>
          </ErrorAlert>
        )}
        <KycDocumentFields files={files} onFileChange={onFileChange} missing={missing} disabled={submitting} />
        {needsPassword && (
          <Stack gap="sm">
            <Group gap={8} wrap="nowrap">
              <IconLock size={18} aria-hidden />
              <Title order={3} fz="h5">
                {t('signup.passwordTitle')}
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              {t('signup.passwordHelp')}
            </Text>
            <PasswordField label={t('signup.password')} autoComplete="new-password" required {...form.getInputProps('password')} />
            <PasswordField
              label={t('signup.confirmPassword')}
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmPassword')}
            />
          </Stack>
        )}
        <Group justify="space-between" mt="sm" wrap="wrap-reverse">
          <Button
            variant="default"
            onClick={onBack}
            disabled={submitting}
            leftSection={<IconArrowLeft size={16} aria-hidden style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />}
          >
            {t('signup.back')}
          </Button>
          <BusyButton busy={submitting} busyLabel={t('signup.submitting')}>
            {t('signup.submit')}
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}
