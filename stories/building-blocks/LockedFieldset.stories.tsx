import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LockedFieldset } from '@/ui/LockedFieldset';
import { restFocus } from '../support/atRest';
import { t } from '../support/i18n';

/** A form of the account page (labels and reason are the product's own), locked or not for the signed-in role. */
function LockedForm({ locked, onSubmit }: { locked: boolean; onSubmit: (email: string) => void }) {
  const { t } = useTranslation('dashboard');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get('email') ?? ''));
  };
  return (
    <Stack p="md" maw={480}>
      <LockedFieldset reason={locked ? t('roles.reasons.account') : null}>
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <TextInput type="email" name="email" autoComplete="email" label={t('account.email.label')} />
            <Group>
              <Button type="submit">{t('account.email.submit')}</Button>
            </Group>
          </Stack>
        </form>
      </LockedFieldset>
    </Stack>
  );
}

/**
 * `LockedFieldset` (`src/ui/LockedFieldset.tsx`): a part of a page the signed-in person's role may
 * look at but not change. Given a reason (the role's, `roles.reasons` in the dashboard's texts, as
 * `src/state/roleLock.ts` picks it), it shows the reason above the part as a note and puts the
 * part in a disabled fieldset described by it, so every control inside is disabled at once and a
 * screen reader says why; without a reason, the part is rendered as it is.
 *
 * - **Use it** around a whole form or section the role may not change: the settings and profile
 *   forms (through `RoleReadOnly`, `src/pages/RoleReadOnly.tsx`), the test chat's "save as
 *   scenario" form for staff.
 * - **Not for one button** among others the role may use (Export, Delete, "Add answer"): disable
 *   that button and describe it by the reason shown beside it (`aria-describedby`).
 * - **Not for an action under way**: that is a busy button (`BusyButton`, `busyButtonProps`), which
 *   keeps the focus; disabling it would drop the focus to the page.
 * - **Not for a page the role may not open at all**: that page shows the locked view instead.
 */
const meta = {
  title: 'Building blocks/Locked fieldset',
  component: LockedForm,
  args: { locked: true, onSubmit: fn() },
  argTypes: {
    locked: { description: 'Whether the signed-in role may not change the form (the reason shown, every control disabled).' },
    onSubmit: { control: false, description: 'The form sent with the e-mail typed (never while locked).' },
  },
} satisfies Meta<typeof LockedForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Locked for the role: the reason above as a note, the field and the button disabled, the fieldset described by the reason. */
export const Locked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reason = t('dashboard:roles.reasons.account');
    await expect(canvas.getByRole('note')).toHaveTextContent(reason);
    const email = canvas.getByRole('textbox', { name: t('dashboard:account.email.label') });
    const fieldset = email.closest('fieldset');
    if (!fieldset) throw new Error('no fieldset around the form');
    await expect(fieldset).toBeDisabled();
    await expect(fieldset).toHaveAccessibleDescription(reason);
    await expect(email).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('dashboard:account.email.submit') })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Not locked: no note, no fieldset; the field and the button work and the form is sent. */
export const Unlocked: Story = {
  args: { locked: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('note')).toBeNull();
    await expect(canvas.queryByText(t('dashboard:roles.reasons.account'))).toBeNull();
    const email = canvas.getByRole('textbox', { name: t('dashboard:account.email.label') });
    await expect(email.closest('fieldset')).toBeNull();
    await expect(email).toBeEnabled();
    await expect(email).not.toHaveAttribute('aria-describedby');
    const submit = canvas.getByRole('button', { name: t('dashboard:account.email.submit') });
    await expect(submit).toBeEnabled();
    await userEvent.type(email, 'ana@example.com');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith('ana@example.com');
    // Put back as it started.
    await userEvent.clear(email);
    restFocus();
  },
};
