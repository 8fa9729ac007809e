import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Footer } from '@/features/shell/Footer';
import { Header } from '@/features/shell/Header';
import { localizePath, type Locale } from '@/lib/locale';
import { PATHS } from '@/lib/routes';
import { DisabledUntilHydrated } from '@/startup';
import { useLocale } from '@/ui/useLocale';
import { storeLanguage } from './language';

/** Switches language: remembers the choice and opens the same page in the other locale. */
export function useChangeLocale(): (locale: Locale) => void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return (locale) => {
    storeLanguage(locale);
    void navigate(`${localizePath(pathname, locale)}${search}${hash}`);
  };
}

/** Header, main content and footer of the public pages. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { pathname } = useLocation();
  const changeLocale = useChangeLocale();
  const home = localizePath('/', locale);
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      {/* The header's controls (menu, language) wait for hydration; the page's own gate is
          inside the page's boundary (LocaleRoutes), the footer has only links. */}
      <DisabledUntilHydrated>
        <Header
          homeHref="/"
          loginHref={localizePath(PATHS.login, locale)}
          startHref={pathname === '/' ? '#start' : `${home}#start`}
          locale={locale}
          onLocaleChange={changeLocale}
        />
      </DisabledUntilHydrated>
      <Box component="main" id="main" tabIndex={-1} style={{ outline: 'none' }}>
        {children}
      </Box>
      <Footer
        year={new Date().getFullYear()}
        loginHref={localizePath(PATHS.login, locale)}
        termsHref={localizePath(PATHS.terms, locale)}
        privacyHref={localizePath(PATHS.privacy, locale)}
      />
    </>
  );
}
