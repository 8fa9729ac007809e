import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSwitcher, type LanguageSwitcherProps } from '@/features/shell/LanguageSwitcher';
import { LOCALE_INFO, LOCALES, type Locale } from '@/lib/locale';
import { t } from '../support/i18n';
import { inLocale } from '../support/variants';
import { restFocus } from '../support/atRest';

/** The switcher with its choice held, as the page holds the language (here without reloading). */
function LanguageSwitcherDemo({ value, onChange }: LanguageSwitcherProps) {
  const [locale, setLocale] = useState(value);
  return (
    <Box p="md">
      <LanguageSwitcher
        value={locale}
        onChange={(next) => {
          setLocale(next);
          onChange(next);
        }}
      />
    </Box>
  );
}

/**
 * The language picker of the header: a small select with a language icon, offering English,
 * Español and العربية, each named in its own language (so anyone finds theirs). It is the
 * browser's own select: the phone's picker on mobile, arrows and type-ahead on a keyboard.
 * Choosing a language reloads the page in it (the header passes `onChange` on); here the choice
 * only moves the select.
 */
const meta = {
  title: 'Shared components/Language switcher',
  component: LanguageSwitcher,
  args: { value: 'en', onChange: fn() },
  argTypes: {
    value: {
      options: [...LOCALES],
      control: { type: 'radio', labels: { en: 'English', es: 'Español', ae: 'العربية' } },
      description: 'The language shown as chosen.',
    },
    onChange: { control: false },
  },
  render: (args) => <LanguageSwitcherDemo key={args.value} {...args} />,
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

const select = (el: HTMLElement) => within(el).getByRole('combobox', { name: t('common:language.label') });

/**
 * The select shows `value`; its three options are named in their own languages, each marked with
 * its language; the icon sits inside it on the start side (the right in Arabic).
 */
const showsValue =
  (value: Locale): Story['play'] =>
  async ({ canvasElement }) => {
    const picker = select(canvasElement);
    await expect(picker).toBeVisible();
    await expect(picker).toHaveValue(value);
    await expect(within(picker).getByRole('option', { selected: true })).toHaveTextContent(LOCALE_INFO[value].nativeName);
    const options = within(picker).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['English', 'Español', 'العربية']);
    await expect(options.map((option) => option.getAttribute('lang'))).toEqual(LOCALES.map((locale) => LOCALE_INFO[locale].lang));
    const icon = canvasElement.querySelector('.vz-language-icon');
    if (!icon) throw new Error('No language icon');
    const [box, mark] = [picker.getBoundingClientRect(), icon.getBoundingClientRect()];
    const middle = box.left + box.width / 2;
    if (document.documentElement.dir === 'rtl') await expect(mark.left).toBeGreaterThan(middle);
    else await expect(mark.right).toBeLessThan(middle);
  };

/** English chosen. */
export const EnglishChosen: Story = { args: { value: 'en' }, play: showsValue('en') };
export const EnglishChosenSpanish = inLocale(EnglishChosen, 'es');
export const EnglishChosenArabic = inLocale(EnglishChosen, 'ae', { play: true });

/** Español chosen. */
export const SpanishChosen: Story = { args: { value: 'es' }, play: showsValue('es') };
export const SpanishChosenSpanish = inLocale(SpanishChosen, 'es');
export const SpanishChosenArabic = inLocale(SpanishChosen, 'ae', { play: true });

/** العربية chosen. */
export const ArabicChosen: Story = { args: { value: 'ae' }, play: showsValue('ae') };
export const ArabicChosenSpanish = inLocale(ArabicChosen, 'es');
export const ArabicChosenArabic = inLocale(ArabicChosen, 'ae', { play: true });

/** Choosing another language with the keyboard: Tab reaches the select, the choice is passed on. */
export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = select(canvasElement);
    await userEvent.tab();
    await expect(picker).toHaveFocus();
    await userEvent.selectOptions(picker, 'Español');
    await expect(args.onChange).toHaveBeenLastCalledWith('es');
    await waitFor(() => expect(select(canvasElement)).toHaveValue('es'));
    await userEvent.selectOptions(select(canvasElement), 'العربية');
    await expect(args.onChange).toHaveBeenLastCalledWith('ae');
    await waitFor(() => expect(select(canvasElement)).toHaveValue('ae'));
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    restFocus();
  },
};
export const ChoosingSpanish = inLocale(Choosing, 'es');
export const ChoosingArabic = inLocale(Choosing, 'ae');
