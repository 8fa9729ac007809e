import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE_INFO, localeFromLang, type Locale } from '@/lib/locale';
import { DEFAULT_NAMESPACE } from './namespaces';
import { withShell, type Loaders } from './withShell';

/**
 * Every locale file as its own lazy chunk (but the shell's five namespaces, which come together:
 * withShell.ts): only the files of the active language (and only the namespaces a page asks for)
 * are downloaded. The map of one language's files is itself a small
 * chunk, fetched when i18next first asks for that language (at start, beside React DOM and the app), so the
 * entry every first visit downloads does not carry the file names of the other two languages.
 */
const LOCALE_LOADERS: Record<Locale, () => Promise<Loaders>> = {
  en: () => import('./loaders/en').then((module) => withShell('en', module.files, module.shell)),
  es: () => import('./loaders/es').then((module) => withShell('es', module.files, module.shell)),
  ae: () => import('./loaders/ae').then((module) => withShell('ae', module.files, module.shell)),
};

// One map per language (a failed download is asked for again next time).
const loaded = new Map<Locale, Promise<Loaders>>();
const loadersOf = (locale: Locale) => {
  let loaders = loaded.get(locale);
  if (!loaders) {
    loaders = LOCALE_LOADERS[locale]();
    loaded.set(locale, loaders);
    loaders.catch(() => loaded.delete(locale));
  }
  return loaders;
};

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lang, ns, callback) {
    const locale = localeFromLang(lang);
    loadersOf(locale)
      .then((loaders) => {
        const load = loaders[`../../../locales/${locale}/${ns}.json`];
        if (!load) throw new Error(`No translations for ${lang}/${ns}`);
        return load();
      })
      .then(
        (data) => callback(null, data),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

export interface CreateI18nOptions {
  locale: Locale;
  /** Preloaded resources (prerender, tests): no backend, synchronous init. */
  resources?: Resource;
  /** Namespaces to load at init. */
  ns?: readonly string[];
}

/** A fresh i18next instance for the app, a story or a prerendered page. */
export function createI18n({ locale, resources, ns }: CreateI18nOptions): I18n {
  const instance = i18next.createInstance();
  if (!resources) instance.use(lazyBackend);
  instance.use(initReactI18next);
  void instance.init({
    lng: LOCALE_INFO[locale].lang,
    // English is the default locale of the routes, not a runtime fallback: a missing key is a
    // test failure (tests/unit/locales.test.ts), and no English file is fetched for es or ae.
    fallbackLng: false,
    supportedLngs: ['en', 'es', 'ar'],
    load: 'currentOnly',
    ns: ns ? [...ns] : [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: false,
    ...(resources ? { resources, initAsync: false } : {}),
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });
  return instance;
}

/** Switches an instance to a locale and loads the given namespaces. */
export async function activateLocale(instance: I18n, locale: Locale, ns: readonly string[]): Promise<void> {
  const lang = LOCALE_INFO[locale].lang;
  if (instance.language !== lang) await instance.changeLanguage(lang);
  await instance.loadNamespaces([...ns]);
}

const localeInstances = new WeakMap<I18n, Map<Locale, I18n>>();

/**
 * The i18n instance of one locale, sharing the root's loaded resources. Each locale keeps its own
 * language, so the page being left and the page being opened never fight over one global
 * language while a navigation between locales is in flight.
 */
export function instanceForLocale(root: I18n, locale: Locale): I18n {
  let byLocale = localeInstances.get(root);
  if (!byLocale) localeInstances.set(root, (byLocale = new Map()));
  let instance = byLocale.get(locale);
  if (!instance) {
    const lang = LOCALE_INFO[locale].lang;
    instance = root.language === lang ? root : root.cloneInstance({ lng: lang });
    byLocale.set(locale, instance);
  }
  return instance;
}
