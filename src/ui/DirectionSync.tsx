import { useDirection } from '@mantine/core';
import { useLayoutEffect } from 'react';
import { LOCALE_INFO } from '@/lib/locale';
import { useLocale } from './useLocale';

/**
 * Keeps `<html lang dir>` and Mantine's DirectionProvider in step with the locale
 * (`ae` is Arabic: `lang="ar"`, `dir="rtl"`). Mount inside DirectionProvider.
 */
export function DirectionSync() {
  const locale = useLocale();
  const { setDirection } = useDirection();
  const { lang, dir } = LOCALE_INFO[locale];
  useLayoutEffect(() => {
    document.documentElement.setAttribute('lang', lang);
    document.documentElement.setAttribute('dir', dir);
    setDirection(dir);
  }, [lang, dir, setDirection]);
  return null;
}
