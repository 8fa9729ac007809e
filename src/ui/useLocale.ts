import { useTranslation } from 'react-i18next';
import { localeFromLang, localizePath, type Locale } from '@/lib/locale';

/** The locale the page renders in: the i18n language, which the locale routing keeps in sync. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return localeFromLang(i18n.resolvedLanguage ?? i18n.language);
}

/** Localizes app paths for the current locale: `/login` becomes `/es/login` in Spanish. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}
