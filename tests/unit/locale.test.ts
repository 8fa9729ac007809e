import { describe, expect, it } from 'vitest';
import {
  localeFromBrowser,
  localeFromLang,
  localeHome,
  localizePath,
  LOCALE_INFO,
  resolveLocation,
  splitLocale,
  type ResolveInput,
} from '@/lib/locale';
import { isKnownPath } from '@/lib/routes';

const resolve = (pathname: string, extra: Partial<ResolveInput> = {}) =>
  resolveLocation({ pathname, storedLanguage: null, browserLanguages: ['en-US'], isKnownPath, ...extra });

describe('locale info', () => {
  it('maps the ae prefix to Arabic, right to left', () => {
    expect(LOCALE_INFO.ae).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(LOCALE_INFO.es).toMatchObject({ lang: 'es', dir: 'ltr' });
    expect(LOCALE_INFO.en).toMatchObject({ lang: 'en', dir: 'ltr' });
    expect(localeFromLang('ar')).toBe('ae');
    expect(localeFromLang('es')).toBe('es');
    expect(localeFromLang('xx')).toBe('en');
  });

  it('localizes paths: no prefix for English, /es and /ae otherwise', () => {
    expect(localizePath('/login', 'en')).toBe('/login');
    expect(localizePath('/login', 'es')).toBe('/es/login');
    expect(localizePath('/', 'ae')).toBe('/ae');
    expect(localizePath('dashboard/profile', 'ae')).toBe('/ae/dashboard/profile');
    expect(localeHome('en')).toBe('/');
    expect(localeHome('es')).toBe('/es');
  });

  it('splits a known prefix from the path', () => {
    expect(splitLocale('/es/login')).toEqual({ locale: 'es', rest: '/login' });
    expect(splitLocale('/ae')).toEqual({ locale: 'ae', rest: '/' });
    expect(splitLocale('/login')).toEqual({ locale: null, rest: '/login' });
    expect(splitLocale('/en/login')).toEqual({ locale: null, rest: '/en/login' });
  });

  it('reads the first browser language only', () => {
    expect(localeFromBrowser(['es-ES', 'en'])).toBe('es');
    expect(localeFromBrowser(['ar-AE'])).toBe('ae');
    expect(localeFromBrowser(['ar'])).toBe('ae');
    expect(localeFromBrowser(['en-GB', 'es'])).toBe('en');
    expect(localeFromBrowser(['fr-FR'])).toBeNull();
    expect(localeFromBrowser([])).toBeNull();
  });
});

describe('resolveLocation', () => {
  it('renders every route without a prefix in English', () => {
    expect(resolve('/login')).toEqual({ type: 'render', locale: 'en', path: '/login' });
    expect(resolve('/dashboard/bot-config')).toEqual({ type: 'render', locale: 'en', path: '/dashboard/bot-config' });
  });

  it('renders every route with the es or ae prefix in that locale', () => {
    expect(resolve('/es/login')).toEqual({ type: 'render', locale: 'es', path: '/login' });
    expect(resolve('/ae/signup/kyc')).toEqual({ type: 'render', locale: 'ae', path: '/signup/kyc' });
    expect(resolve('/es')).toEqual({ type: 'render', locale: 'es', path: '/' });
    expect(resolve('/ae/')).toEqual({ type: 'redirect', to: '/ae' });
  });

  it('strips /en and keeps the query and hash', () => {
    expect(resolve('/en/login', { search: '?registered=true&email=a%40b.co', hash: '#x' })).toEqual({
      type: 'redirect',
      to: '/login?registered=true&email=a%40b.co#x',
      remember: 'en',
    });
    expect(resolve('/en')).toEqual({ type: 'redirect', to: '/', remember: 'en' });
  });

  it('switches an unknown prefix to English', () => {
    expect(resolve('/fr/login')).toEqual({ type: 'redirect', to: '/login', remember: 'en' });
    expect(resolve('/de')).toEqual({ type: 'redirect', to: '/', remember: 'en' });
    expect(resolve('/pt-BR/pricing', { search: '?a=1' })).toEqual({ type: 'redirect', to: '/pricing?a=1', remember: 'en' });
    expect(resolve('/fr/nothing-here')).toEqual({ type: 'redirect', to: '/', remember: 'en' });
  });

  it('redirects the root to the browser language when it is Spanish or Arabic', () => {
    expect(resolve('/', { browserLanguages: ['es-ES'] })).toEqual({ type: 'redirect', to: '/es' });
    expect(resolve('/', { browserLanguages: ['ar-AE', 'en'] })).toEqual({ type: 'redirect', to: '/ae' });
    expect(resolve('/', { browserLanguages: ['en-US', 'es'] })).toEqual({ type: 'render', locale: 'en', path: '/' });
    expect(resolve('/', { browserLanguages: ['fr'] })).toEqual({ type: 'render', locale: 'en', path: '/' });
  });

  it('keeps the query when the root redirects (verification links)', () => {
    expect(resolve('/', { browserLanguages: ['es'], search: '?token=abc' })).toEqual({ type: 'redirect', to: '/es?token=abc' });
  });

  it('follows the language the visitor already chose over the browser', () => {
    expect(resolve('/', { browserLanguages: ['es-ES'], storedLanguage: 'en' })).toEqual({ type: 'render', locale: 'en', path: '/' });
    expect(resolve('/', { browserLanguages: ['en-US'], storedLanguage: 'ae' })).toEqual({ type: 'redirect', to: '/ae' });
    expect(resolve('/', { browserLanguages: ['es'], storedLanguage: 'garbage' })).toEqual({ type: 'redirect', to: '/es' });
  });

  it('only applies the browser language at the root', () => {
    expect(resolve('/login', { browserLanguages: ['es-ES'] })).toEqual({ type: 'render', locale: 'en', path: '/login' });
  });

  it('sends any other unknown path to the home of the current locale', () => {
    expect(resolve('/nothing-here')).toEqual({ type: 'redirect', to: '/' });
    expect(resolve('/es/nothing-here')).toEqual({ type: 'redirect', to: '/es' });
    expect(resolve('/ae/dashboard/nope')).toEqual({ type: 'redirect', to: '/ae' });
    expect(resolve('/nothing/here', { storedLanguage: 'es' })).toEqual({ type: 'redirect', to: '/es' });
    expect(resolve('/unknown-page', { browserLanguages: ['ar'] })).toEqual({ type: 'redirect', to: '/ae' });
  });

  it('normalises trailing and doubled slashes', () => {
    expect(resolve('/login/')).toEqual({ type: 'redirect', to: '/login' });
    expect(resolve('//login')).toEqual({ type: 'redirect', to: '/login' });
    expect(resolve('/es/login/', { search: '?x=1' })).toEqual({ type: 'redirect', to: '/es/login?x=1' });
  });
});
