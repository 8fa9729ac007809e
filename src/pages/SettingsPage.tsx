import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { fetchSettings, saveSettings } from '@/api/dashboard';
import { genericErrorMessage } from '@/api/errors';
import { useLoad, useSaveState } from '@/features/dashboard/hooks';
import { portalLocaleFor } from '@/features/dashboard/settings';
import { SettingsView } from '@/features/dashboard/SettingsView';
import type { Settings } from '@/lib/dashboard';
import { localizePath } from '@/lib/locale';
import { PATHS } from '@/lib/routes';
import { useNotify } from '@/ui/notify';
import { useLocale } from '@/ui/useLocale';

interface SavedState {
  settingsSaved?: boolean;
}

/**
 * Settings (`/dashboard/settings`): loads and saves the caller's settings. Saving English or
 * Spanish switches the portal to that language (the same page in the other locale, where the
 * success notice then shows); French and German are saved and the interface stays.
 */
export default function SettingsPage() {
  const { t } = useTranslation('dashboard');
  const notify = useNotify();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const { state, retry, setData } = useLoad<Settings>(fetchSettings, genericErrorMessage);
  const save = useSaveState();
  const { succeed } = save;

  // Arrived here from a save that switched the language: say it was saved, in the new language.
  const switched = (location.state as SavedState | null)?.settingsSaved === true;
  useEffect(() => {
    if (!switched) return;
    succeed();
    notify.success(t('settings.saved'));
    // Forget it, so that a reload does not announce it again. (Inside the locale routing,
    // location.pathname has no prefix: localize the path again.)
    void navigate(localizePath(PATHS.settings, locale), { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival
  }, [location.key]);

  const onSave = async (settings: Settings) => {
    save.start();
    try {
      const saved = await saveSettings(settings);
      setData(saved);
      const target = portalLocaleFor(saved.language);
      if (target && target !== locale) {
        const next: SavedState = { settingsSaved: true };
        void navigate(localizePath(PATHS.settings, target), { state: next });
        return;
      }
      save.succeed();
      notify.success(t('settings.saved'));
    } catch (error) {
      save.fail(genericErrorMessage(error));
    }
  };

  return (
    <Container size="lg" px={0}>
      <SettingsView state={state} save={save.state} portalLocale={locale} onSave={(settings) => void onSave(settings)} onRetry={retry} />
    </Container>
  );
}
