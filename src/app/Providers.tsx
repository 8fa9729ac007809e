import { DirectionProvider, MantineProvider } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LOCALE_INFO, localeFromLang } from '@/lib/locale';
import { cssVariablesResolver, theme } from '@/theme';
import { DirectionSync } from '@/ui/DirectionSync';
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

/** Everything a page needs around it: i18n, a Jotai store, direction, Mantine, notifications. */
export function AppProviders({ i18n, store, children, syncDirection = true }: AppProvidersProps) {
  const dir = LOCALE_INFO[localeFromLang(i18n.language)].dir;
  return (
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={store}>
        <DirectionProvider initialDirection={dir} detectDirection={false}>
          <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
            {syncDirection && <DirectionSync />}
            <AppNotifications />
            {children}
          </MantineProvider>
        </DirectionProvider>
      </JotaiProvider>
    </I18nextProvider>
  );
}
