import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '@/lib/loadState';
import { LOCALE_INFO, LOCALES } from '@/lib/locale';
import { MEMBER_ROLES } from '@/lib/roles';
import type { InvitationInput } from '@/lib/team';
import { isEmail } from '@/lib/validation';
import { busyButtonProps } from '@/ui/busyRoot';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useIsolate } from '@/ui/ForeignText';
import { focusInvalidField } from '@/ui/forms';
import { useMessageText } from '@/ui/MessageText';
import { useOnAnswer } from '@/ui/useOnAnswer';
import { useLocale } from '@/ui/useLocale';

/** The address the invalid e-mail message shows as an example. */
const EMAIL_EXAMPLE = 'name@company.com';

/** The owner's invitation form: the address, the role and the e-mail's language; emptied once sent, kept when refused. */
export function InviteForm({ invite, onInvite }: { invite: SaveState; onInvite: (input: InvitationInput) => void }) {
  const { t } = useTranslation('team');
  const locale = useLocale();
  const isolate = useIsolate();
  const messageText = useMessageText();
  const emailField = useRef<HTMLInputElement>(null);
  /** What was last sent: the address the success names, and the one a refusal is about. */
  const [sent, setSent] = useState<InvitationInput | null>(null);
  const form = useForm<InvitationInput>({
    initialValues: { email: '', role: 'staff', language: locale },
    validate: {
      email: (value) =>
        !value.trim()
          ? t('invite.emailRequired')
          : isEmail(value.trim())
            ? null
            : t('invite.emailInvalid', { example: isolate(EMAIL_EXAMPLE) }),
    },
  });

  // Once the invitation this form sent is answered: sent, the form empties for the next one;
  // refused on the address, the address takes the focus (its message is under it).
  // Before the browser paints: the sent address never shows again beside the message naming it.
  useOnAnswer(invite, (answer) => {
    if (answer.status === 'success') form.reset();
    else if (answer.status === 'error' && answer.field === 'email') emailField.current?.focus();
  });

  const saving = invite.status === 'saving';
  // The server's refusal of the address stays on the field until the address is changed.
  const refusal =
    invite.status === 'error' && invite.field === 'email' && (!sent || form.values.email.trim() === sent.email)
      ? messageText(invite.message)
      : null;
  const otherError = invite.status === 'error' && invite.field !== 'email' ? invite.message : null;
  const status = invite.status === 'success' ? (sent ? t('invite.sentTo', { email: isolate(sent.email) }) : t('invite.sent')) : '';
  const emailProps = form.getInputProps('email');

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (saving) return;
        const input: InvitationInput = { email: values.email.trim(), role: values.role, language: values.language };
        setSent(input);
        onInvite(input);
      }, focusInvalidField)}
    >
      <Stack gap="md" maw={640}>
        <TextInput
          {...emailProps}
          ref={emailField}
          type="email"
          dir="ltr"
          autoComplete="off"
          required
          label={t('invite.email')}
          error={emailProps.error ?? refusal}
        />
        <Group gap="md" align="flex-start" wrap="wrap">
          <NativeSelect
            {...form.getInputProps('role')}
            label={t('invite.role')}
            description={t(`roleHelp.${form.values.role}`)}
            data={MEMBER_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
            style={{ flex: '1 1 14rem' }}
          />
          <NativeSelect {...form.getInputProps('language')} label={t('invite.language')} style={{ flex: '1 1 12rem' }}>
            {LOCALES.map((value) => (
              <option key={value} value={value} lang={LOCALE_INFO[value].lang}>
                {LOCALE_INFO[value].nativeName}
              </option>
            ))}
          </NativeSelect>
        </Group>
        {otherError && <ErrorAlert role="alert">{messageText(otherError)}</ErrorAlert>}
        {/* There before its message, so that screen readers announce the message when it comes. */}
        <Text role="status" size="sm" fw={600} c="var(--mantine-color-green-9)">
          {status}
        </Text>
        <Group>
          <Button type="submit" {...busyButtonProps(saving)}>
            {t('invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
