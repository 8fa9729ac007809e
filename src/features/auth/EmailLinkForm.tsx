import { Alert, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@/lib/message';
import { isEmail } from '@/lib/validation';
import { Isolate } from '@/ui/ForeignText';
import { BusyButton, MessageAlert } from '@/ui/FormParts';
import { focusInvalidField } from '@/ui/forms';

export interface EmailLinkTexts {
  submit: string;
  submitting: string;
  /** The button once a link was sent (default: `submit`). */
  sendAgain?: string;
  /** The title of the green notice once a link was sent. */
  sentTitle?: string;
}

export interface EmailLinkFormProps {
  /** Where the e-mail field's texts are in the `auth` namespace (`<field>.email`, `.emailPlaceholder`, `.emailRequired`, `.emailInvalid`). */
  field: 'forgot' | 'verify';
  /** The button's and the sent notice's texts, translated by the page. */
  texts: EmailLinkTexts;
  /** Called with a valid e-mail address only. */
  onSubmit: (email: string) => void;
  /** A request is in flight: the button is disabled and shows its loader. */
  submitting?: boolean;
  /** Why the last request failed (a red notice above the field), or none. */
  error?: Message | null;
  /** The server's answer once the link was sent. */
  sentMessage?: string | null;
  /** What the e-mail field starts with (the page link's `?email=`, say); empty unless given. */
  initialEmail?: string;
  /** The main action of its page (a full-width filled button) or a secondary one. */
  primary?: boolean;
}

/**
 * "Send me a link": one e-mail field, the server's answer in a green notice, an error in a red
 * one, the address kept whatever happens. Used for the password reset link and for a new
 * verification link.
 */
export function EmailLinkForm({
  field,
  texts,
  onSubmit,
  submitting = false,
  error = null,
  sentMessage = null,
  initialEmail = '',
  primary = true,
}: EmailLinkFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: {
      email: (value) => (!value.trim() ? t(`${field}.emailRequired`) : isEmail(value.trim()) ? null : t(`${field}.emailInvalid`)),
    },
  });
  return (
    <>
      {sentMessage && (
        <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} title={texts.sentTitle} role="status">
          {/* The server's own words, in a language and direction the page does not know. */}
          <Isolate>{sentMessage}</Isolate>
        </Alert>
      )}
      <MessageAlert message={error} />
      <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values.email.trim()), focusInvalidField)}>
        <Stack gap={primary ? 'md' : 'sm'}>
          <TextInput
            type="email"
            label={t(`${field}.email`)}
            placeholder={t(`${field}.emailPlaceholder`)}
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <BusyButton fullWidth={primary} variant={primary ? 'filled' : 'light'} busy={submitting} busyLabel={texts.submitting}>
            {sentMessage && texts.sendAgain ? texts.sendAgain : texts.submit}
          </BusyButton>
        </Stack>
      </form>
    </>
  );
}
