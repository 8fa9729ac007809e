import type { SettingsLanguage } from '@/lib/dashboard';
import type { Locale } from '@/lib/locale';

/** The portal locale a settings language switches to: en and es exist; fr and de do not. */
export function portalLocaleFor(language: SettingsLanguage): Locale | null {
  return language === 'en' || language === 'es' ? language : null;
}

/**
 * The language the settings show. The interface language follows the portal's locale where it
 * exists: a saved French or German stays (the portal has neither); otherwise the portal's
 * English or Spanish is shown; on Arabic pages (not a settings language) the saved one.
 */
export function shownLanguage(saved: SettingsLanguage, portal: Locale): SettingsLanguage {
  if (portalLocaleFor(saved) === null) return saved;
  if (portal === 'en' || portal === 'es') return portal;
  return saved;
}
