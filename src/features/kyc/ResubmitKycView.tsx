import { Alert, Button, Container, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@/lib/message';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { focusFirstInvalid } from '@/ui/forms';
import { BusyButton, TitleBlock } from '@/ui/FormParts';
import { MessageText } from '@/ui/MessageText';
import { Isolate } from '@/ui/ForeignText';
import { LockedFieldset } from '@/ui/LockedFieldset';
import type { DocumentField, KycFiles } from './documents';
import { KycDocumentFields, missingDocuments } from './KycDocumentFields';
import responsive from '@/ui/responsive.module.css';

export interface ResubmitKycViewProps {
  /** The documents chosen so far. */
  files: KycFiles;
  /** A document chosen or removed. */
  onFileChange: (field: DocumentField, file: File | null) => void;
  /** Send pressed with both documents chosen. */
  onSubmit: () => void;
  /** The documents are uploading: the button is busy and the form locked. */
  submitting?: boolean;
  /** Why the last send failed, shown above the fields; none otherwise. */
  error?: Message | null;
  /** The server's message after a successful resubmission (the dashboard opens 2000 ms later). */
  success?: string | null;
  /** The session ended: offer to log in again instead of retrying. */
  sessionExpired?: boolean;
  /** Log out pressed. */
  onLogout: () => void;
  /** A member (not the owner) is signed in: only the owner sends the documents, so the form is shown disabled with the reason. */
  ownerOnly?: boolean;
}

/** Resubmission of the two KYC documents after a rejection (by the owner: a member sees it disabled, with the reason). */
export function ResubmitKycView({
  files,
  onFileChange,
  onSubmit,
  submitting = false,
  error = null,
  success = null,
  sessionExpired = false,
  onLogout,
  ownerOnly = false,
}: ResubmitKycViewProps) {
  const { t } = useTranslation('kyc');
  const [missing, setMissing] = useState<DocumentField[]>([]);
  const done = success !== null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const absent = missingDocuments(files);
    setMissing(absent);
    if (absent.length) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    onSubmit();
  };

  const fields = <KycDocumentFields files={files} onFileChange={onFileChange} missing={missing} disabled={submitting || done} />;
  const submitButton = (
    <BusyButton busy={submitting} busyLabel={t('resubmit.submitting')} disabled={done}>
      {t('resubmit.submit')}
    </BusyButton>
  );
  const logoutButton = (
    <Button variant="subtle" color="gray" onClick={onLogout} disabled={submitting}>
      {t('resubmit.logout')}
    </Button>
  );

  return (
    <Container size={640} py={48}>
      <Paper withBorder shadow="sm" className={responsive.cardPadding} radius="lg">
        <form noValidate onSubmit={submit}>
          <Stack gap="lg">
            <TitleBlock title={t('resubmit.title')} subtitle={t('resubmit.subtitle')} />
            {done && (
              <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
                <Stack gap={6}>
                  <Text size="sm" fw={600}>
                    {/* The server's own words, in whatever language it answered: isolated (src/lib/bidi.ts). */}
                    <Isolate>{success}</Isolate>
                  </Text>
                  <Group gap={8}>
                    <Loader size="xs" aria-hidden />
                    <Text size="sm">{t('resubmit.redirecting')}</Text>
                  </Group>
                </Stack>
              </Alert>
            )}
            {error && (
              <ErrorAlert role="alert">
                <Stack gap={8} align="flex-start">
                  <Text size="sm">
                    <MessageText message={error} />
                  </Text>
                  {sessionExpired && (
                    <Button size="xs" variant="default" onClick={onLogout}>
                      {t('resubmit.loginAgain')}
                    </Button>
                  )}
                </Stack>
              </ErrorAlert>
            )}
            {ownerOnly ? (
              // Log out stays outside the disabled part: the member's way out.
              <>
                <LockedFieldset reason={t('resubmit.ownerOnly')}>
                  <Stack gap="lg">
                    {fields}
                    <Group justify="flex-end">{submitButton}</Group>
                  </Stack>
                </LockedFieldset>
                <Group>{logoutButton}</Group>
              </>
            ) : (
              <>
                {fields}
                <Group justify="space-between" wrap="wrap-reverse">
                  {logoutButton}
                  {submitButton}
                </Group>
              </>
            )}
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
