import type { i18n as I18n } from 'i18next';
import type { createStore } from 'jotai';
import { LocaleRoutes } from './LocaleRoutes';
import { AppProviders } from './Providers';

/** The whole portal, inside whichever router the caller provides (browser or static). */
export function App({ i18n, store }: { i18n: I18n; store: ReturnType<typeof createStore> }) {
  return (
    <AppProviders i18n={i18n} store={store} syncDirection={false}>
      <LocaleRoutes i18n={i18n} />
    </AppProviders>
  );
}
