import { Stack, TextInput } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WrittenTextarea } from '@/ui/TextFields';
import { t } from '../support/i18n';

/** Text fields as the product's forms use them (labels, hints and errors are the product's own). */
function TextInputs() {
  const { t } = useTranslation(['auth', 'delivery', 'calls']);
  return (
    <Stack p="md" gap="md" maw={420}>
      <TextInput type="email" label={t('auth:login.email')} placeholder={t('auth:login.emailPlaceholder')} autoComplete="email" required />
      <TextInput
        type="url"
        dir="ltr"
        label={t('delivery:endpoints.add.url')}
        description={t('delivery:endpoints.add.urlHint')}
        placeholder="https://example.com/webhooks"
        required
        error={t('delivery:endpoints.add.urlRequired')}
      />
      <TextInput label={t('delivery:endpoints.add.description')} maxLength={200} />
      <WrittenTextarea label={t('calls:actions.note')} minRows={2} maxRows={6} maxLength={500} />
    </Stack>
  );
}

/**
 * Mantine's `TextInput` and `Textarea` in the product's theme. Every field has a visible label
 * (never a placeholder instead of one); a hint goes in `description`, read with the label.
 *
 * - **`TextInput`**: one line (e-mail, name, an endpoint's URL, a search). Use the right `type`
 *   (`email`, `url`, `datetime-local`) and `autoComplete`, so phones show the right keyboard.
 * - **`required`**: the label gets an asterisk; the form checks on submit and shows the
 *   translated `error` under the field (red, announced), and the focus goes to the first error.
 * - **`dir="ltr"`**: addresses, URLs and codes stay left to right on an Arabic page.
 * - **`WrittenTextarea`** (`src/ui/TextFields.tsx`): free text of a sentence or more in the
 *   user's own words (a rating's note, a question's answer, the agent's prompt). It grows with
 *   the text from `minRows` to `maxRows`, sized by CSS (`field-sizing: content`), and its
 *   direction follows the text. `GrowingTextarea` is the same without `dir="auto"` (a postal
 *   address). Not Mantine's `autosize`, which measures the field in script on every render. Not
 *   for one-word values.
 * - Not for: a password (`PasswordField`), a phone number (`PhoneField`), a choice from a fixed
 *   list (`NativeSelect`), a file (`FileDrop`), all in Shared components.
 */
const meta = {
  title: 'Building blocks/Text inputs',
  component: TextInputs,
} satisfies Meta<typeof TextInputs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An e-mail field, a URL with its hint and an error, an optional field and a note that grows as it is typed in (up to six rows) and shrinks back when emptied. */
export const Fields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: t('auth:login.email') })).toBeRequired();
    const url = canvas.getByRole('textbox', { name: t('delivery:endpoints.add.url') });
    await expect(url).toHaveAccessibleDescription(expect.stringContaining(t('delivery:endpoints.add.urlHint')));
    await expect(url).toBeInvalid();
    await expect(url).toHaveAccessibleDescription(expect.stringContaining(t('delivery:endpoints.add.urlRequired')));
    await expect(canvas.getByRole('textbox', { name: t('delivery:endpoints.add.description') })).not.toBeRequired();
    const note = canvas.getByRole('textbox', { name: t('calls:actions.note') });
    await expect(note).toHaveValue('');
    // It grows with the text, from two rows up to six, then scrolls.
    const height = () => note.getBoundingClientRect().height;
    const empty = height();
    await userEvent.type(note, 'one{Enter}two{Enter}three{Enter}four');
    await waitFor(() => expect(height()).toBeGreaterThan(empty * 1.5));
    const four = height();
    await userEvent.type(note, '{Enter}5{Enter}6{Enter}7{Enter}8{Enter}9{Enter}10');
    await waitFor(() => expect(height()).toBeGreaterThan(four));
    const capped = height();
    await userEvent.type(note, '{Enter}11{Enter}12');
    await expect(height()).toBe(capped);
    await expect(note.scrollHeight).toBeGreaterThan(note.clientHeight);
    // Emptied, it shrinks back to its two rows (and the story rests as it started).
    await userEvent.clear(note);
    await waitFor(() => expect(height()).toBe(empty));
    note.blur();
  },
};
