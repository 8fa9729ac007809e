import { I18nextProvider } from 'react-i18next';
import { Suspense, use, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { activateLocale, instanceForLocale } from '@/i18n/createI18n';
import { SHELL_NAMESPACES } from '@/i18n/namespaces';
import { LOCALE_INFO, resolveLocation, type Locale } from '@/lib/locale';
import { isKnownPath, ROUTES, type Route as RouteDef } from '@/lib/routes';
import { DisabledUntilHydrated } from '@/startup';
import { DirectionSync } from '@/ui/DirectionSync';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { FocusOnNavigate } from '@/ui/FocusOnNavigate';
import { PageLoader } from '@/ui/PageLoader';
import { DocumentHead } from './DocumentHead';
import { browserLanguages, readStoredLanguage, storeLanguage } from './language';
import { lazyComponent } from './lazyPage';
import { PAGES } from './pages';
import { PublicLayout } from './PublicLayout';

type TrackedPromise = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: void };
const activations = new WeakMap<I18n, Map<Locale, TrackedPromise>>();

/**
 * A cached promise that switches i18n to a locale with the shell namespaces loaded. It carries
 * React's `status` field, so `use()` reads a finished load synchronously instead of suspending.
 */
function activation(i18n: I18n, locale: Locale): TrackedPromise {
  let byLocale = activations.get(i18n);
  if (!byLocale) activations.set(i18n, (byLocale = new Map()));
  let promise = byLocale.get(locale);
  if (!promise) {
    const tracked: TrackedPromise = activateLocale(i18n, locale, SHELL_NAMESPACES);
    tracked.status = 'pending';
    tracked.then(
      () => {
        tracked.status = 'fulfilled';
      },
      () => {
        tracked.status = 'rejected';
        byLocale.delete(locale);
      },
    );
    byLocale.set(locale, tracked);
    promise = tracked;
  }
  return promise;
}

/** Whether i18n already speaks the locale with every shell namespace loaded. */
function isActive(i18n: I18n, locale: Locale): boolean {
  return i18n.language === LOCALE_INFO[locale].lang && SHELL_NAMESPACES.every((ns) => i18n.hasLoadedNamespace(ns));
}

function RedirectTo({ to, remember }: { to: string; remember?: Locale | undefined }) {
  useEffect(() => {
    if (remember) storeLanguage(remember);
  }, [remember]);
  return <Navigate replace to={to} />;
}

/**
 * Renders the children once i18n speaks the locale (suspends while its files load). Never
 * suspends when the locale is already active: a suspension while a pre-rendered page hydrates
 * would freeze the page if the visitor clicks before hydration ends.
 */
function InLocale({ root, locale, children }: { root: I18n; locale: Locale; children: ReactNode }) {
  const i18n = instanceForLocale(root, locale);
  if (!isActive(i18n, locale)) use(activation(i18n, locale) as Promise<void>);
  useEffect(() => storeLanguage(locale), [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionSync />
      {children}
    </I18nextProvider>
  );
}

// The guard, the dashboard frame and the API client they use load with the first protected
// page, not on public ones; a portal page's first load preloads them (preloadDashboardFrame).
const RequireAuth = lazyComponent(() => import('./RequireAuth').then((module) => module.RequireAuth));
const DashboardLayout = lazyComponent(() => import('./DashboardLayout').then((module) => module.DashboardLayout));

/** Loads the guard and the dashboard frame, so a portal page's first render does not suspend. */
export function preloadDashboardFrame(): Promise<void> {
  return Promise.all([RequireAuth.preload(), DashboardLayout.preload()]).then(() => undefined);
}

function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash]);
  return null;
}

/**
 * A route's page in its layout. The page's controls stay disabled until it hydrates: the gate
 * sits inside the page's Suspense boundary (React hydrates it with the page, later than the
 * layout around it) and inside the layout's `<main>` (which may not sit in a fieldset). The
 * layout gates its own controls. Pages need no gate of their own.
 */
function PageFor({ route }: { route: RouteDef }) {
  const Page = PAGES[route.id];
  const Layout = route.layout === 'dashboard' ? DashboardLayout : PublicLayout;
  const page = (
    <ErrorBoundary key={route.id}>
      <Suspense fallback={<PageLoader />}>
        <DocumentHead route={route} />
        <DisabledUntilHydrated>
          <Page />
        </DisabledUntilHydrated>
      </Suspense>
    </ErrorBoundary>
  );
  return <Layout>{route.access === 'protected' ? <RequireAuth routeId={route.id}>{page}</RequireAuth> : page}</Layout>;
}

/**
 * The locale rules (prefixes, root redirect, unknown paths) in front of the routes: every route exists without a
 * prefix and with `es` or `ae`; the rest redirects (see resolveLocation). Routes are matched on
 * the path without its prefix, so each route is declared once.
 */
export function LocaleRoutes({ i18n }: { i18n: I18n }) {
  const location = useLocation();
  const resolution = resolveLocation({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    storedLanguage: readStoredLanguage(),
    browserLanguages: browserLanguages(),
    isKnownPath,
  });
  if (resolution.type === 'redirect') return <RedirectTo to={resolution.to} remember={resolution.remember} />;

  return (
    <Suspense fallback={<PageLoader />}>
      <InLocale root={i18n} locale={resolution.locale}>
        <ScrollOnNavigate />
        <FocusOnNavigate />
        <Routes location={{ ...location, pathname: resolution.path }}>
          {ROUTES.map((route) => (
            <Route key={route.id} path={route.path} element={<PageFor route={route} />} />
          ))}
        </Routes>
      </InLocale>
    </Suspense>
  );
}
