import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '@/lib/loadState';
import type { HandOverInput, TeamMember } from '@/lib/team';
import { busyButtonProps } from '@/ui/busyRoot';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { focusInvalidField } from '@/ui/forms';
import { useFieldRefusal } from '@/ui/useFieldRefusal';
import { PasswordField } from '@/ui/PasswordField';

interface HandOverValues {
  memberId: string;
  password: string;
}

/**
 * The owner hands the account to one of its admins, confirmed with their own password: the
 * admins to choose from (none: the owner is told to make someone an admin first), the password,
 * and the button. A refused password is said under the field, which takes the focus; whatever was
 * typed stays. Once handed over the viewer is an admin, and the page no longer shows this form.
 */
export function HandOverForm({
  admins,
  state,
  onHandOver,
}: {
  admins: TeamMember[];
  state: SaveState;
  onHandOver: (input: HandOverInput) => void;
}) {
  const { t } = useTranslation('team');
  const passwordField = useRef<HTMLInputElement>(null);
  const password = useFieldRefusal(state, 'password', passwordField);
  const form = useForm<HandOverValues>({
    initialValues: { memberId: String(admins[0]?.id ?? ''), password: '' },
    validate: {
      memberId: (value) => (admins.some((admin) => String(admin.id) === value) ? null : t('handover.ownerRequired')),
      password: (value) => (value ? null : t('handover.passwordRequired')),
    },
  });

  if (admins.length === 0) return <Text size="sm">{t('handover.noAdmin')}</Text>;

  const saving = state.status === 'saving';
  const passwordProps = form.getInputProps('password');

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (saving) return;
        password.sending(values.password);
        onHandOver({ memberId: Number(values.memberId), password: values.password });
      }, focusInvalidField)}
    >
      <Stack gap="md" maw={480}>
        <NativeSelect
          {...form.getInputProps('memberId')}
          label={t('handover.newOwner')}
          data={admins.map((admin) => ({ value: String(admin.id), label: admin.name }))}
        />
        <PasswordField
          {...passwordProps}
          ref={passwordField}
          label={t('handover.password')}
          autoComplete="current-password"
          required
          error={passwordProps.error ?? password.refusal(form.values.password)}
        />
        {password.otherError && <ErrorAlert role="alert">{password.otherError}</ErrorAlert>}
        <Group>
          <Button type="submit" color="red.9" {...busyButtonProps(saving)}>
            {t('handover.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
