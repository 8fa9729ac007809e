import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isLocale, LOCALE_INFO, LOCALES, type Locale } from '@/lib/locale';

export interface LanguageSwitcherProps {
  /** The language shown as chosen: en, es or ae (Arabic, right to left). */
  value: Locale;
  /** Another language picked. */
  onChange: (locale: Locale) => void;
}

/**
 * The three languages, each named in its own language. A native select: the phone's own picker
 * on mobile, fully keyboard- and screen-reader-friendly, and no popover code on every page. A
 * plain <select> styled like Mantine's small inputs (src/app/global.css), because the header is
 * on every first load and Mantine's input family is not needed for it.
 */
export function LanguageSwitcher({ value, onChange }: LanguageSwitcherProps) {
  const { t } = useTranslation('common');
  return (
    <div className="vz-language">
      <IconLanguage size={16} aria-hidden className="vz-language-icon" />
      <select
        className="vz-language-select"
        aria-label={t('language.label')}
        value={value}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLocale(next)) onChange(next);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={LOCALE_INFO[locale].lang}>
            {LOCALE_INFO[locale].nativeName}
          </option>
        ))}
      </select>
      <IconChevronDown size={12} stroke={2.5} aria-hidden className="vz-language-chevron" />
    </div>
  );
}
