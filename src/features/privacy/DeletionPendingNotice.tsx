import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '@/lib/loadState';
import { busyButtonProps } from '@/ui/busyRoot';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useMessageText } from '@/ui/MessageText';
import { useDeletionDay } from './AccountDeletion';

export interface DeletionPendingNoticeProps {
  /** When the account is deleted (ISO). */
  scheduledFor: string;
  /** Cancelling it: idle, saving, saved or failed. */
  cancel: SaveState;
  /** "Cancel the deletion" pressed. */
  onCancel: () => void;
}

/**
 * Above every dashboard page while the account's deletion is scheduled: the day, what goes, and
 * the button that cancels it. It is what logging in during the grace period offers.
 */
export function DeletionPendingNotice({ scheduledFor, cancel, onCancel }: DeletionPendingNoticeProps) {
  const { t } = useTranslation('privacy');
  const messageText = useMessageText();
  const day = useDeletionDay(scheduledFor);
  const cancelling = cancel.status === 'saving';
  return (
    <Alert
      role="note"
      aria-labelledby="deletion-pending-title"
      color="red"
      variant="light"
      mb="lg"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={<span id="deletion-pending-title">{t('pending.title', { date: day })}</span>}
      data-testid="deletion-pending"
    >
      <Stack gap="sm">
        <Text size="sm">{t('pending.text')}</Text>
        {cancel.status === 'error' && <ErrorAlert role="alert">{messageText(cancel.message)}</ErrorAlert>}
        <Group>
          <Button size="sm" variant="default" onClick={() => (cancelling ? undefined : onCancel())} {...busyButtonProps(cancelling)}>
            {t('pending.cancel')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
