import { Badge, Box, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLogin } from '@tabler/icons-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type AccountUpdateKind } from '@/lib/dashboard';
import { isEmail, MIN_PASSWORD_LENGTH, samePhone } from '@/lib/validation';
import { checkPhone } from '@/lib/phone';
import type { User } from '@/lib/types';
import { focusInvalidField } from '@/ui/forms';
import { busyButtonProps } from '@/ui/busyRoot';
import { PasswordField } from '@/ui/PasswordField';
import { PhoneField, usePhoneProblemText } from '@/ui/PhoneField';
import { WrittenTextarea } from '@/ui/TextFields';
import { useFormatters } from './format';
import { Isolate, useIsolate } from '@/ui/ForeignText';
import { PageHeader, PageLoadError, PageLoading, SaveStatus } from '@/ui/PageStates';
import responsive from '@/ui/responsive.module.css';
import type { LoadState, SaveState } from '@/lib/loadState';

/** One of the four account updates (e-mail, password, phone, prompt), with its values. */
export type AccountUpdate =
  | { kind: 'Email'; newEmail: string }
  | { kind: 'Phone'; newPhone: string }
  | { kind: 'Password'; currentPassword: string; newPassword: string }
  | { kind: 'Iaprompt'; newIaprompt: string };

export type AccountUpdates = Record<AccountUpdateKind, SaveState>;

export interface AccountViewProps {
  /** The account: loading, failed, or loaded (e-mail, phone, prompt). */
  state: LoadState<User>;
  /** The state of each update: idle, saving, success (shown 3000 ms) or error. */
  updates: AccountUpdates;
  /** A form saved with valid values. */
  onUpdate: (update: AccountUpdate) => void;
  /** Retry pressed after a failed load. */
  onRetry: () => void;
  /** Log in again pressed (after the session ended). */
  onGoToLogin: () => void;
  /** The updates the signed-in person's role may not make, each with the reason: shown disabled, the reason under the heading. */
  locked?: Partial<Record<AccountUpdateKind, string>>;
}

/** Email and phone compare without case and spaces: `Demo@Example.com` is the current e-mail. */
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The account page (`/dashboard`: the account and its four updates): the account loads (or fails with a
 * retry and a go-to-login button); then four forms change the e-mail, the phone, the password
 * and the assistant's instructions, each showing its own outcome.
 */
export function AccountView({ state, updates, onUpdate, onRetry, onGoToLogin, locked = {} }: AccountViewProps) {
  const { t } = useTranslation(['dashboard', 'common']);
  const isolate = useIsolate();
  if (state.status === 'loading') {
    // The heading and introduction come before the data (and with the pre-rendered frame), so the
    // page's largest text is painted from HTML, not once the account has loaded.
    return (
      <>
        <PageHeader title={t('dashboard:account.titleLoading')} intro={t('dashboard:account.intro')} />
        <PageLoading label={t('dashboard:account.loading')} blocks={4} />
      </>
    );
  }
  if (state.status === 'error') {
    return (
      <PageLoadError
        title={t('dashboard:account.loadError')}
        message={state.message}
        retrying={state.retrying}
        onRetry={onRetry}
        actions={
          <Button variant="default" onClick={onGoToLogin} leftSection={<IconLogin size={18} aria-hidden />}>
            {t('common:actions.goToLogin')}
          </Button>
        }
      />
    );
  }
  const user = state.data;
  return (
    <>
      <PageHeader title={t('dashboard:account.title', { name: isolate(user.name) })} intro={t('dashboard:account.intro')} />
      <Stack gap="lg">
        <AccountSummary user={user} />
        <div className={`${responsive.grid} ${responsive.gapLg} ${responsive.cols1Md2}`}>
          <EmailForm current={user.email} state={updates.Email} onUpdate={onUpdate} locked={locked.Email} />
          <PhoneForm current={user.phone} state={updates.Phone} onUpdate={onUpdate} locked={locked.Phone} />
          <PasswordForm state={updates.Password} onUpdate={onUpdate} locked={locked.Password} />
          <PromptForm current={user.iaprompt} state={updates.Iaprompt} onUpdate={onUpdate} locked={locked.Iaprompt} />
        </div>
      </Stack>
    </>
  );
}

function AccountSummary({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const rows: [string, ReactNode][] = [
    [t('account.summary.name'), <Isolate key="name">{user.name}</Isolate>],
    [
      t('account.summary.email'),
      <span dir="ltr" key="email">
        {user.email}
      </span>,
    ],
    [
      t('account.summary.phone'),
      <span dir="ltr" key="phone">
        {user.phone}
      </span>,
    ],
    [t('account.summary.company'), user.company?.name ? <Isolate key="company">{user.company.name}</Isolate> : t('account.summary.none')],
  ];
  const approved = user.kyc_status === 'approved';
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="account-summary">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} fz="h4" id="account-summary">
          {t('account.summary.heading')}
        </Title>
        <Badge color={approved ? 'green' : 'gray'} variant="light" size="lg" tt="none">
          {t('account.summary.kyc', { status: t(`account.kycStatus.${user.kyc_status}`) })}
        </Badge>
      </Group>
      <Box component="dl" className={`${responsive.grid} ${responsive.gapMd} ${responsive.cols1Sm2Lg4}`} m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </Box>
    </Paper>
  );
}

/** A card holding one update form: heading, fields, its outcome and its submit button. */
function UpdateCard({
  title,
  submitLabel,
  successText,
  state,
  enabled = true,
  locked,
  onSubmit,
  children,
}: {
  title: string;
  submitLabel: string;
  successText: string;
  state: SaveState;
  /** False while there is nothing to send (the button is disabled). */
  enabled?: boolean;
  /** Why the signed-in person's role may not make this update: the form is disabled, the reason under its heading. */
  locked?: string;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const headingId = useId();
  const reasonId = useId();
  // Saved, and nothing left to send: the button is disabled again and would drop the focus to the
  // page's body. The focus goes back to the field just saved (the success status is said anyway).
  const formRef = useRef<HTMLFormElement>(null);
  // A save ran and its success is shown (the saved value may reach `enabled` a render later).
  const saved = useRef(false);
  useEffect(() => {
    const form = formRef.current;
    if (state.status === 'saving') saved.current = true;
    else if (state.status !== 'success') saved.current = false;
    if (state.status !== 'success' || !saved.current || enabled || !form) return;
    saved.current = false;
    const active = document.activeElement;
    const dropped = !active || active === document.body || (active instanceof HTMLButtonElement && form.contains(active));
    if (dropped) form.querySelector<HTMLElement>('input:not([type="hidden"]), textarea')?.focus();
  }, [state.status, enabled]);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} ref={formRef}>
        <Stack gap="sm">
          <Title order={2} fz="h4" id={headingId}>
            {title}
          </Title>
          {locked && (
            <Text size="sm" c="dimmed" id={reasonId} data-role-reason>
              {locked}
            </Text>
          )}
          {/* A role that may not: every control disabled at once (a disabled fieldset), described by the reason. */}
          <fieldset disabled={Boolean(locked)} aria-describedby={locked ? reasonId : undefined} className={responsive.bareFieldset}>
            <Stack gap="sm">
              {children}
              <SaveStatus state={state} successText={successText} />
              <Group>
                {/* Busy while saving, not disabled: a disabled button would drop the focus to the page's body. */}
                <Button type="submit" {...busyButtonProps(state.status === 'saving', !enabled)}>
                  {submitLabel}
                </Button>
              </Group>
            </Stack>
          </fieldset>
        </Stack>
      </form>
    </Paper>
  );
}

interface FormProps {
  state: SaveState;
  onUpdate: (update: AccountUpdate) => void;
  /** Why the role may not (the form is disabled), or nothing. */
  locked?: string | undefined;
}

function EmailForm({ current, state, onUpdate, locked }: FormProps & { current: string }) {
  const { t } = useTranslation('dashboard');
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: current },
    validate: { email: (value) => (isEmail(value.trim()) ? null : t('account.email.invalid')) },
  });
  const value = form.values.email;
  const enabled = value.trim() !== '' && !same(value, current);
  return (
    <UpdateCard
      title={t('account.email.heading')}
      submitLabel={t('account.email.submit')}
      successText={t('account.emailUpdated')}
      state={state}
      locked={locked}
      enabled={enabled}
      onSubmit={form.onSubmit((values) => onUpdate({ kind: 'Email', newEmail: values.email.trim() }), focusInvalidField)}
    >
      <TextInput
        label={t('account.email.label')}
        description={t('account.email.description')}
        type="email"
        autoComplete="email"
        dir="ltr"
        {...form.getInputProps('email')}
      />
    </UpdateCard>
  );
}

function PhoneForm({ current, state, onUpdate, locked }: FormProps & { current: string }) {
  const { t } = useTranslation('dashboard');
  const problemText = usePhoneProblemText();
  const form = useForm({
    mode: 'controlled',
    initialValues: { phone: current },
    validate: {
      phone: (value) => {
        const problem = checkPhone(value);
        return problem ? problemText(problem) : null;
      },
    },
  });
  const value = form.values.phone;
  const enabled = value.trim() !== '' && !samePhone(value, current);
  return (
    <UpdateCard
      title={t('account.phone.heading')}
      submitLabel={t('account.phone.submit')}
      successText={t('account.phoneUpdated')}
      state={state}
      locked={locked}
      enabled={enabled}
      onSubmit={form.onSubmit((values) => onUpdate({ kind: 'Phone', newPhone: values.phone }), focusInvalidField)}
    >
      <PhoneField
        label={t('account.phone.label')}
        value={value}
        onChange={(next) => form.setFieldValue('phone', next)}
        error={form.errors.phone}
        name="phone"
      />
    </UpdateCard>
  );
}

function PasswordForm({ state, onUpdate, locked }: FormProps) {
  const { t } = useTranslation('dashboard');
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '' },
    validate: {
      newPassword: (value) => (value.length >= MIN_PASSWORD_LENGTH ? null : t('account.password.tooShort', { min: MIN_PASSWORD_LENGTH })),
    },
  });
  const { currentPassword, newPassword } = form.values;
  const enabled = currentPassword !== '' && newPassword !== '';
  return (
    <UpdateCard
      title={t('account.password.heading')}
      submitLabel={t('account.password.submit')}
      successText={t('account.passwordUpdated')}
      state={state}
      locked={locked}
      enabled={enabled}
      onSubmit={form.onSubmit((values) => onUpdate({ kind: 'Password', ...values }), focusInvalidField)}
    >
      <PasswordField label={t('account.password.current')} autoComplete="current-password" {...form.getInputProps('currentPassword')} />
      <PasswordField
        label={t('account.password.new')}
        description={t('account.password.newDescription', { min: MIN_PASSWORD_LENGTH })}
        autoComplete="new-password"
        {...form.getInputProps('newPassword')}
      />
    </UpdateCard>
  );
}

function PromptForm({ current, state, onUpdate, locked }: FormProps & { current: string }) {
  const { t } = useTranslation('dashboard');
  const { number } = useFormatters();
  const form = useForm({
    mode: 'controlled',
    initialValues: { prompt: current },
    validate: { prompt: (value) => (value.trim() ? null : t('account.prompt.required')) },
  });
  const length = form.values.prompt.length;
  return (
    <UpdateCard
      title={t('account.prompt.heading')}
      submitLabel={t('account.prompt.submit')}
      successText={t('account.iapromptUpdated')}
      // Always enabled: unlike the other updates, the prompt's button has no condition.
      state={state}
      locked={locked}
      onSubmit={form.onSubmit((values) => onUpdate({ kind: 'Iaprompt', newIaprompt: values.prompt }), focusInvalidField)}
    >
      <WrittenTextarea
        label={t('account.prompt.label')}
        description={t('account.prompt.description')}
        minRows={4}
        maxRows={12}
        {...form.getInputProps('prompt')}
      />
      <Text size="xs" c="dimmed" ta="end">
        {t('account.prompt.counter', { length: number(length) })}
      </Text>
    </UpdateCard>
  );
}
