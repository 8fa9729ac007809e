import { DirectionProvider, MantineContext, MantineThemeProvider } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LOCALE_INFO, localeFromLang } from '@/lib/locale';
import { cssVariablesResolver, theme } from '@/theme';
import { DirectionSync } from '@/ui/DirectionSync';
import { KeepFocus } from '@/ui/KeepFocus';
import { AppNotifications } from '@/ui/notify';

export interface AppProvidersProps {
  i18n: I18n;
  store: ReturnType<typeof createStore>;
  children: ReactNode;
  /**
   * Keep `<html lang dir>` in step with this i18n instance. The portal turns it off: its locale
   * routing provides one instance per locale further down and syncs the direction there.
   */
  syncDirection?: boolean;
}

const noop = () => {};

/**
 * What Mantine's components read from `MantineProvider`, for a light-only portal. The provider
 * itself would also compute the theme's CSS variables (several hundred) and its breakpoint
 * classes on every mount, hydration included, and write them into the page; here they are a
 * stylesheet made from the same theme (src/app/mantine-theme.css, checked against what
 * `MantineProvider` renders by tests/unit/theme-css.test.tsx). The colour scheme is light, and
 * the page says so (`data-mantine-color-scheme` in index.html, and set by .storybook/preview.tsx).
 */
export const MANTINE_CONTEXT = {
  colorScheme: 'light',
  setColorScheme: noop,
  clearColorScheme: noop,
  getRootElement: () => (typeof document === 'undefined' ? undefined : document.documentElement),
  classNamesPrefix: 'mantine',
  cssVariablesResolver,
  cssVariablesSelector: ':root',
  withStaticClasses: true,
} as const;

/**
 * Everything a page needs around it: i18n, a Jotai store, direction, Mantine, notifications, the
 * focus kept through busy buttons. The portal's server-state cache is added by its layout
 * (src/app/serverState.tsx).
 */
export function AppProviders({ i18n, store, children, syncDirection = true }: AppProvidersProps) {
  const dir = LOCALE_INFO[localeFromLang(i18n.language)].dir;
  return (
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={store}>
        <DirectionProvider initialDirection={dir} detectDirection={false}>
          <MantineContext value={MANTINE_CONTEXT}>
            <MantineThemeProvider theme={theme}>
              {syncDirection && <DirectionSync />}
              <AppNotifications />
              <KeepFocus />
              {children}
            </MantineThemeProvider>
          </MantineContext>
        </DirectionProvider>
      </JotaiProvider>
    </I18nextProvider>
  );
}
