import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { SaveState } from '@/lib/loadState';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@/lib/privacy';
import { busyButtonProps } from '@/ui/busyRoot';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { focusInvalidField } from '@/ui/forms';
import { LockedFieldset } from '@/ui/LockedFieldset';
import { useMessageText } from '@/ui/MessageText';
import { PasswordField } from '@/ui/PasswordField';
import { useLocale } from '@/ui/useLocale';
import { useFieldRefusal } from '@/ui/useFieldRefusal';
import { useOnAnswer } from '@/ui/useOnAnswer';

export interface AccountDeletionProps {
  /** When the account is deleted (ISO), once its owner asked; null when nothing is scheduled. */
  scheduledFor: string | null;
  /** Why the signed-in person cannot delete the account (not the owner), or null. */
  lockedReason: string | null;
  /** Asking for the deletion: idle, saving, saved or failed (a wrong password names the field `password`). */
  request: SaveState;
  /** "Delete the account" pressed with the password typed. */
  onRequest: (password: string) => void;
  /** Cancelling it: idle, saving, saved or failed. */
  cancel: SaveState;
  /** "Cancel the deletion" pressed. */
  onCancel: () => void;
}

const SCHEDULED_ID = 'privacy-deletion-scheduled';
const PASSWORD_ID = 'privacy-deletion-password';

/** The day a deletion is due, long form ("14 December 2026"), in the page's language. */
export function useDeletionDay(scheduledFor: string): string {
  return formatDateTime(scheduledFor, useLocale(), { dateStyle: 'long' });
}

/**
 * Deleting the account (the privacy page's last section): what goes and what stays, the owner's
 * password and the button; once asked, the day it happens and the button that cancels it. A
 * refused password is said under the field, which takes the focus; what was typed stays. Anyone
 * but the owner sees it disabled, with the reason.
 */
export function AccountDeletion({ scheduledFor, lockedReason, request, onRequest, cancel, onCancel }: AccountDeletionProps) {
  const { t } = useTranslation('privacy');
  // The part that was used is gone once answered: the focus goes to the part that replaced it.
  useOnAnswer(request, (answer) => {
    if (answer.status === 'success') document.getElementById(SCHEDULED_ID)?.focus();
  });
  useOnAnswer(cancel, (answer) => {
    if (answer.status === 'success') document.getElementById(PASSWORD_ID)?.focus();
  });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="privacy-deletion-title">
      <Title order={2} size="h3" id="privacy-deletion-title" mb={4}>
        {t('deletion.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md" maw={640}>
        {t('deletion.intro', { days: ACCOUNT_DELETION_GRACE_DAYS })}
      </Text>
      <LockedFieldset reason={lockedReason}>
        {scheduledFor ? (
          <Scheduled scheduledFor={scheduledFor} cancel={cancel} onCancel={onCancel} />
        ) : (
          <RequestForm request={request} onRequest={onRequest} />
        )}
      </LockedFieldset>
    </Paper>
  );
}

function Scheduled({ scheduledFor, cancel, onCancel }: { scheduledFor: string; cancel: SaveState; onCancel: () => void }) {
  const { t } = useTranslation('privacy');
  const messageText = useMessageText();
  const day = useDeletionDay(scheduledFor);
  const cancelling = cancel.status === 'saving';
  return (
    <Stack gap="md" maw={640}>
      <Alert
        // What the account is now, read when it takes the focus: not an alarm on every visit.
        role="note"
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={t('deletion.scheduled', { date: day })}
        id={SCHEDULED_ID}
        tabIndex={-1}
      >
        {t('deletion.scheduledDetail')}
      </Alert>
      {cancel.status === 'error' && <ErrorAlert role="alert">{messageText(cancel.message)}</ErrorAlert>}
      <Group>
        <Button variant="default" onClick={() => (cancelling ? undefined : onCancel())} {...busyButtonProps(cancelling)}>
          {t('deletion.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

function RequestForm({ request, onRequest }: { request: SaveState; onRequest: (password: string) => void }) {
  const { t } = useTranslation('privacy');
  const passwordField = useRef<HTMLInputElement>(null);
  const password = useFieldRefusal(request, 'password', passwordField);
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: (value) => (value ? null : t('deletion.passwordRequired')) },
  });
  const saving = request.status === 'saving';
  const passwordProps = form.getInputProps('password');

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (saving) return;
        password.sending(values.password);
        onRequest(values.password);
      }, focusInvalidField)}
    >
      <Stack gap="md" maw={480}>
        <PasswordField
          {...passwordProps}
          ref={passwordField}
          id={PASSWORD_ID}
          label={t('deletion.password')}
          autoComplete="current-password"
          required
          error={passwordProps.error ?? password.refusal(form.values.password)}
        />
        {password.otherError && <ErrorAlert role="alert">{password.otherError}</ErrorAlert>}
        <Group>
          <Button type="submit" color="red.9" {...busyButtonProps(saving)}>
            {t('deletion.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
