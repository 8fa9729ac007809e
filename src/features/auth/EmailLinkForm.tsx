import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import type { Message } from '@/lib/message';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { isEmail } from '@/lib/validation';
import { focusFirstInvalid } from '@/ui/forms';
import { MessageText } from '@/ui/MessageText';

export interface EmailLinkTexts {
  email: string;
  placeholder: string;
  required: string;
  invalid: string;
  submit: string;
  submitting: string;
  /** The button once a link was sent (default: `submit`). */
  sendAgain?: string;
  /** The title of the green notice once a link was sent. */
  sentTitle?: string;
}

export interface EmailLinkFormProps {
  texts: EmailLinkTexts;
  onSubmit: (email: string) => void;
  submitting?: boolean;
  error?: Message | null;
  /** The server's answer once the link was sent. */
  sentMessage?: string | null;
  initialEmail?: string;
  /** The main action of its page (a full-width filled button) or a secondary one. */
  primary?: boolean;
}

/**
 * "Send me a link": one e-mail field, the server's answer in a green notice, an error in a red
 * one, the address kept whatever happens. Used for the password reset link and for a new
 * verification link.
 */
export function EmailLinkForm({ texts, onSubmit, submitting = false, error = null, sentMessage = null, initialEmail = '', primary = true }: EmailLinkFormProps) {
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: {
      email: (value) => (!value.trim() ? texts.required : isEmail(value.trim()) ? null : texts.invalid),
    },
  });
  return (
    <>
      {sentMessage && (
        <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} title={texts.sentTitle} role="status">
          {sentMessage}
        </Alert>
      )}
      {error && (
        <ErrorAlert role="alert">
          <MessageText message={error} />
        </ErrorAlert>
      )}
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => onSubmit(values.email.trim()),
          (_errors, _values, event) => focusFirstInvalid(event?.currentTarget as HTMLFormElement | undefined),
        )}
      >
        <Stack gap={primary ? 'md' : 'sm'}>
          <TextInput type="email" label={texts.email} placeholder={texts.placeholder} autoComplete="email" required {...form.getInputProps('email')} />
          <Button
            type="submit"
            fullWidth={primary}
            variant={primary ? 'filled' : 'light'}
            disabled={submitting}
            loading={submitting}
            loaderProps={{ 'aria-hidden': true }}
          >
            {submitting ? texts.submitting : sentMessage && texts.sendAgain ? texts.sendAgain : texts.submit}
          </Button>
        </Stack>
      </form>
    </>
  );
}
