import { Box, Button, Container, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconClockX, IconLinkOff } from '@tabler/icons-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoadState, SaveState } from '@/lib/loadState';
import { PATHS } from '@/lib/routes';
import type { InvitationOffer } from '@/lib/team';
import { MIN_PASSWORD_LENGTH } from '@/lib/validation';
import { busyButtonProps } from '@/ui/busyRoot';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useIsolate } from '@/ui/ForeignText';
import { focusFirstInvalid, focusInvalidField } from '@/ui/forms';
import { TitleBlock } from '@/ui/FormParts';
import { MessageText } from '@/ui/MessageText';
import { PageLoadError } from '@/ui/PageStates';
import { PasswordField } from '@/ui/PasswordField';
import { alsoDescribedBy, faultOf } from '@/ui/serverField';
import { ThemeIcon } from '@/ui/ThemeIcon';
import { useLocalizedPath } from '@/ui/useLocale';

export interface InvitationViewProps {
  /** The invitation: loading, loaded, gone (used, revoked or unknown: `invalid`; past its 7 days: `expired`), or failed to load. */
  state: LoadState<InvitationOffer> | { status: 'gone'; reason: 'invalid' | 'expired' };
  /** Joining: idle, under way, done, or failed (the server's message; `field` names `name` or `password`). */
  submit: SaveState;
  /** "Join the team" pressed with valid values: the name (trimmed) and the password chosen. */
  onAccept: (input: { name: string; password: string }) => void;
  /** Retry pressed after the invitation failed to load. */
  onRetry: () => void;
}

/** Long company names and e-mail addresses wrap instead of pushing the card wider than a phone. */
const WRAP = { overflowWrap: 'anywhere' } as const;

/** The centred card of the public auth pages (log in, reset password), here for the invitation. */
function InvitationCard({ children }: { children: ReactNode }) {
  return (
    <Container size={460} py={48}>
      <Paper withBorder shadow="sm" p="xl" radius="lg">
        <Stack gap="lg">{children}</Stack>
      </Paper>
    </Container>
  );
}

/**
 * The page an e-mailed invitation opens (`/invitation?token=…`, public): which company invites
 * which e-mail address, with which role and what it may do; the invited person chooses a name and
 * a password and joins. Or why the link no longer works (expired, or used, revoked or unknown).
 */
export function InvitationView({ state, submit, onAccept, onRetry }: InvitationViewProps) {
  const { t } = useTranslation('auth');
  const localize = useLocalizedPath();

  if (state.status === 'loading') {
    return (
      <InvitationCard>
        <Stack gap="md" role="status" aria-busy="true" aria-label={t('invitation.loading')}>
          <Skeleton h={32} w="80%" />
          <Skeleton h={18} />
          <Skeleton h={18} w="60%" />
          <Skeleton h={36} mt="sm" />
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} mt="sm" />
        </Stack>
      </InvitationCard>
    );
  }

  if (state.status === 'error') {
    return (
      <InvitationCard>
        <PageLoadError title={t('invitation.loadError')} message={state.message} retrying={state.retrying} onRetry={onRetry} />
      </InvitationCard>
    );
  }

  if (state.status === 'gone') {
    const expired = state.reason === 'expired';
    return (
      <InvitationCard>
        <ThemeIcon size={48} radius="xl" color={expired ? 'orange' : 'red'} variant="light" aria-hidden>
          {expired ? <IconClockX size={28} /> : <IconLinkOff size={28} />}
        </ThemeIcon>
        <TitleBlock
          title={expired ? t('invitation.expiredTitle') : t('invitation.invalidTitle')}
          subtitle={expired ? t('invitation.expiredBody') : t('invitation.invalidBody')}
        />
        {!expired && (
          <Button component={Link} to={localize(PATHS.login)} variant="light" style={{ alignSelf: 'flex-start' }}>
            {t('invitation.login')}
          </Button>
        )}
      </InvitationCard>
    );
  }

  return <InvitationForm offer={state.data} submit={submit} onAccept={onAccept} />;
}

interface InvitationValues {
  name: string;
  password: string;
  confirmPassword: string;
}

function InvitationForm({
  offer,
  submit,
  onAccept,
}: {
  offer: InvitationOffer;
  submit: SaveState;
  onAccept: InvitationViewProps['onAccept'];
}) {
  const { t } = useTranslation('auth');
  const isolate = useIsolate();
  const outcomeId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = submit.status === 'saving' || submit.status === 'success';
  const form = useForm<InvitationValues>({
    initialValues: { name: '', password: '', confirmPassword: '' },
    validate: {
      name: (value) => (value.trim() ? null : t('invitation.nameRequired')),
      password: (value) =>
        !value
          ? t('invitation.passwordRequired')
          : value.length < MIN_PASSWORD_LENGTH
            ? t('invitation.passwordTooShort', { min: MIN_PASSWORD_LENGTH })
            : null,
      confirmPassword: (value, values) =>
        !value ? t('invitation.confirmRequired') : value !== values.password ? t('invitation.passwordMismatch') : null,
    },
  });

  // The server refused a field (a name it does not take, a password it finds too weak): the field
  // is marked invalid, points at the message, and gets the focus once the answer arrives.
  const atFault = faultOf(submit, outcomeId);
  const nameFault = atFault('name');
  const passwordFault = atFault('password');
  const previous = useRef(submit.status);
  useEffect(() => {
    if (previous.current === 'saving' && submit.status === 'error' && (nameFault || passwordFault)) focusFirstInvalid(formRef.current);
    previous.current = submit.status;
  }, [submit.status, nameFault, passwordFault]);

  const nameProps = form.getInputProps('name');
  const passwordProps = form.getInputProps('password');
  const company = isolate(offer.company);

  return (
    <InvitationCard>
      <TitleBlock title={<span style={WRAP}>{t('invitation.title', { company })}</span>} />
      <Stack gap="xs">
        <Text fw={600} style={WRAP}>
          {t('invitation.invited', { company, email: isolate(offer.email), role: t(`invitation.roles.${offer.role}`) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t(`invitation.roleInfo.${offer.role}`)}
        </Text>
        <Text size="sm">{t('invitation.intro')}</Text>
      </Stack>
      {submit.status === 'error' && (
        <ErrorAlert role="alert" id={outcomeId}>
          <MessageText message={submit.message} />
        </ErrorAlert>
      )}
      <form
        ref={formRef}
        noValidate
        onSubmit={form.onSubmit((values) => {
          if (!busy) onAccept({ name: values.name.trim(), password: values.password });
        }, focusInvalidField)}
      >
        <Stack gap="md">
          <TextInput
            label={t('invitation.name')}
            autoComplete="name"
            required
            {...nameProps}
            error={nameProps.error ?? (nameFault ? true : undefined)}
            ref={alsoDescribedBy(nameFault)}
          />
          <PasswordField
            label={t('invitation.password')}
            description={t('invitation.passwordHint', { min: MIN_PASSWORD_LENGTH })}
            autoComplete="new-password"
            required
            {...passwordProps}
            error={passwordProps.error ?? (passwordFault ? true : undefined)}
            ref={alsoDescribedBy(passwordFault)}
          />
          <PasswordField
            label={t('invitation.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth {...busyButtonProps(busy)}>
            {busy ? t('invitation.submitting') : t('invitation.submit')}
          </Button>
        </Stack>
      </form>
      {/* Always in the page, so that the success is announced when it comes. */}
      <Box role="status" aria-live="polite">
        {submit.status === 'success' && (
          <Text size="sm" fw={600} c="var(--mantine-color-green-9)">
            {t('invitation.joined')}
          </Text>
        )}
      </Box>
    </InvitationCard>
  );
}
