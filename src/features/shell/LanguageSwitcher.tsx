import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isLocale, LOCALE_INFO, LOCALES, type Locale } from '@/lib/locale';

export interface LanguageSwitcherProps {
  value: Locale;
  onChange: (locale: Locale) => void;
}

/**
 * The three languages, each named in its own language. A native select: the phone's own picker
 * on mobile, fully keyboard- and screen-reader-friendly, and no popover code on every page.
 */
export function LanguageSwitcher({ value, onChange }: LanguageSwitcherProps) {
  const { t } = useTranslation('common');
  return (
    <NativeSelect
      aria-label={t('language.label')}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLocale(next)) onChange(next);
      }}
      leftSection={<IconLanguage size={16} aria-hidden />}
      size="sm"
      w={140}
    >
      {LOCALES.map((locale) => (
        <option
          key={locale}
          value={locale}
          lang={LOCALE_INFO[locale].lang}
        >
          {LOCALE_INFO[locale].nativeName}
        </option>
      ))}
    </NativeSelect>
  );
}
