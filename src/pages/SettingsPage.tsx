import { Container } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { saveSettings } from '@/api/dashboard';
import { settingsQuery, settingsSaved } from '@/api/dashboardQueries';
import { portalLocaleFor } from '@/features/dashboard/settings';
import { SettingsView } from '@/features/dashboard/SettingsView';
import type { SaveState } from '@/lib/loadState';
import { localizePath } from '@/lib/locale';
import { PATHS } from '@/lib/routes';
import { TIMINGS } from '@/lib/timings';
import { useNotify } from '@/ui/notify';
import { useLocale } from '@/ui/useLocale';
import { RoleReadOnly } from './RoleReadOnly';
import { loadStateOf, useActionStateOf } from './serverState';

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
  const client = useQueryClient();
  const settings = useQuery(settingsQuery());
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      settingsSaved(client, saved);
      const target = portalLocaleFor(saved.language);
      if (target && target !== locale) {
        const next: SavedState = { settingsSaved: true };
        void navigate(localizePath(PATHS.settings, target), { state: next });
        return;
      }
      notify.success(t('settings.saved'));
    },
  });
  const saveState = useActionStateOf(save);
  // Saved in the other language: the success shows on the page in that language, for 3000 ms.
  const switched = (location.state as SavedState | null)?.settingsSaved === true;
  const [arrivedSaved, setArrivedSaved] = useState<string | null>(null);
  if (switched && arrivedSaved !== location.key) setArrivedSaved(location.key);
  useEffect(() => {
    if (!switched) return;
    notify.success(t('settings.saved'));
    // Forget it, so that a reload does not announce it again. (Inside the locale routing,
    // location.pathname has no prefix: localize the path again.)
    void navigate(localizePath(PATHS.settings, locale), { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival
  }, [location.key]);
  useEffect(() => {
    if (!arrivedSaved) return;
    const timer = setTimeout(() => setArrivedSaved(null), TIMINGS.successMessage);
    return () => clearTimeout(timer);
  }, [arrivedSaved]);
  const shown: SaveState = arrivedSaved && saveState.status === 'idle' ? { status: 'success' } : saveState;

  return (
    <Container size="lg" px={0}>
      <RoleReadOnly use="manage">
        <SettingsView
          state={loadStateOf(settings)}
          save={shown}
          portalLocale={locale}
          onSave={(values) => save.mutate(values)}
          onRetry={() => void settings.refetch()}
        />
      </RoleReadOnly>
    </Container>
  );
}
