import { Anchor, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { ThemeIcon } from '@/ui/ThemeIcon';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Message } from '@/lib/message';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { BusyButton, MessageAlert } from '@/ui/FormParts';
import { HeadingIntro } from '@/ui/HeadingIntro';
import { AuthCard } from './AuthCard';
import { EmailLinkForm } from './EmailLinkForm';

export type VerifyState =
  /** A token in the link, waiting for the press on "Confirm" (opening the link confirms nothing). */
  | { status: 'ready' }
  /** "Confirm" pressed: the confirmation is on its way. */
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
  /** Where the confirmation stands: waiting for the press, verifying, confirmed, failed, or no token in the link. */
  state: VerifyState;
  /** "Confirm" pressed, or "Try again" after the server could not be reached. */
  onConfirm: () => void;
  /** The login page (with the "account confirmed" notice once verified). */
  loginHref: string;
  /** The home page, offered once the e-mail is confirmed or the link is useless. */
  homeHref: string;
  /** The form to e-mail a new confirmation link: its submit handler and whether it is under way. */
  resend: ResendForm;
}

function ResendVerification({ onSubmit, submitting = false, sentMessage = null, error = null }: ResendForm) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="sm">
      <HeadingIntro order={2} title={t('verify.resendTitle')} intro={t('verify.resendBody')} />
      <EmailLinkForm
        field="verify"
        texts={{
          submit: t('verify.resendSubmit'),
          submitting: t('verify.resendSubmitting'),
        }}
        onSubmit={onSubmit}
        submitting={submitting}
        error={error}
        sentMessage={sentMessage}
        primary={false}
      />
    </Stack>
  );
}

/**
 * The page the e-mailed verification link opens (`/verify-email?token=`): a "Confirm" button
 * (only a deliberate press confirms the address, never the opening of the link), then verified
 * or an error with the server's message; or no token at all. Always a way home and to login;
 * after an error, a form for a new link.
 */
export function VerifyEmailView({ state, onConfirm, loginHref, homeHref, resend }: VerifyEmailViewProps) {
  const { t } = useTranslation('auth');
  // The "Confirm" button gives way to the result: the focus goes to the result's heading.
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(state.status);
  useEffect(() => {
    if (previous.current === 'verifying' && state.status !== 'verifying') resultHeading.current?.focus();
    previous.current = state.status;
  }, [state.status]);
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
    <AuthCard size={520}>
      {(state.status === 'ready' || state.status === 'verifying') && (
        <Stack gap="md">
          <Title order={1} fz="h2">
            {t('verify.confirmTitle')}
          </Title>
          <Text>{t('verify.confirmBody')}</Text>
          <BusyButton
            type="button"
            size="md"
            onClick={onConfirm}
            busy={state.status === 'verifying'}
            busyLabel={t('verify.verifying')}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('verify.confirm')}
          </BusyButton>
        </Stack>
      )}
      {state.status === 'verified' && (
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
            <IconCircleCheck size={36} />
          </ThemeIcon>
          <Title order={1} fz="h2" ref={resultHeading} tabIndex={-1}>
            {t('verify.verifiedTitle')}
          </Title>
          <Text>{t('verify.verifiedBody')}</Text>
          <Button component={Link} to={loginHref} size="md">
            {t('verify.login')}
          </Button>
        </Stack>
      )}
      {(state.status === 'error' || state.status === 'noToken') && (
        <>
          <Stack gap="md">
            <Title order={1} fz="h2" ref={resultHeading} tabIndex={-1}>
              {state.status === 'error' ? t('verify.errorTitle') : t('verify.noTokenTitle')}
            </Title>
            {state.status === 'error' ? (
              <MessageAlert message={state.error} />
            ) : (
              <ErrorAlert icon={<IconLinkOff aria-hidden />}>{t('verify.noTokenBody')}</ErrorAlert>
            )}
            {state.status === 'error' && state.retry && (
              <Button variant="light" onClick={onConfirm} style={{ alignSelf: 'flex-start' }}>
                {t('verify.retry')}
              </Button>
            )}
          </Stack>
          <Divider />
          <ResendVerification {...resend} />
        </>
      )}
      {links}
    </AuthCard>
  );
}
