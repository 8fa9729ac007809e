import { Fieldset, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { Switch } from '@/ui/Switch';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isSettingsLanguage,
  isTimezone,
  NOTIFICATION_PREFERENCES,
  SETTINGS_LANGUAGE_NAMES,
  SETTINGS_LANGUAGES,
  TIMEZONES,
  type Settings,
  type Timezone,
} from '@/lib/dashboard';
import { formatZoneOffset } from '@/lib/format';
import type { Locale } from '@/lib/locale';
import { PageHeader, PageLoadError, PageLoading, SaveBar } from '@/ui/PageStates';
import { shownLanguage } from './settings';
import type { LoadState, SaveState } from '@/lib/loadState';
import { FormSection } from './FormSection';

export interface SettingsViewProps {
  /** The settings: loading, failed, or loaded. */
  state: LoadState<Settings>;
  /** Saving the settings: idle, saving, saved or failed. */
  save: SaveState;
  /** The portal's locale: the language shown follows it where it is one of the settings'. */
  portalLocale: Locale;
  /** Save pressed with the settings. */
  onSave: (settings: Settings) => void;
  /** Retry pressed after a failed load. */
  onRetry: () => void;
}

/** Settings (`/dashboard/settings`): language, time zone and notification preferences. */
export function SettingsView({ state, save, portalLocale, onSave, onRetry }: SettingsViewProps) {
  const { t } = useTranslation('dashboard');
  if (state.status === 'loading') return <PageLoading label={t('settings.loading')} blocks={2} />;
  if (state.status === 'error')
    return <PageLoadError title={t('settings.loadError')} message={state.message} retrying={state.retrying} onRetry={onRetry} />;
  return <SettingsForm key={portalLocale} settings={state.data} portalLocale={portalLocale} save={save} onSave={onSave} />;
}

const TIMEZONE_KEYS: Record<Timezone, 'madrid' | 'mexicoCity' | 'bogota' | 'buenosAires'> = {
  'Europe/Madrid': 'madrid',
  'America/Mexico_City': 'mexicoCity',
  'America/Bogota': 'bogota',
  'America/Argentina/Buenos_Aires': 'buenosAires',
};

function SettingsForm({
  settings,
  portalLocale,
  save,
  onSave,
}: {
  settings: Settings;
  portalLocale: Locale;
  save: SaveState;
  onSave: (settings: Settings) => void;
}) {
  const { t } = useTranslation('dashboard');
  const offset = (zone: Timezone) => formatZoneOffset(zone, portalLocale);
  const [values, setValues] = useState<Settings>(() => ({ ...settings, language: shownLanguage(settings.language, portalLocale) }));
  /** A select's change: kept when the value is one of the setting's own. */
  const choose =
    <K extends 'language' | 'timezone'>(key: K, valid: (value: string) => value is Settings[K]) =>
    (event: ChangeEvent<HTMLSelectElement>) => {
      const value = event.currentTarget.value;
      if (valid(value)) setValues((v) => ({ ...v, [key]: value }));
    };

  return (
    <>
      <PageHeader title={t('settings.title')} intro={t('settings.intro')} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave(values);
        }}
      >
        <Stack gap="lg">
          <FormSection id="settings-region" title={t('settings.region')}>
            <NativeSelect
              label={t('settings.language')}
              description={t('settings.languageDescription')}
              value={values.language}
              onChange={choose('language', isSettingsLanguage)}
            >
              {SETTINGS_LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {SETTINGS_LANGUAGE_NAMES[language]}
                </option>
              ))}
            </NativeSelect>
            <NativeSelect
              label={t('settings.timezone')}
              description={t('settings.timezoneDescription')}
              value={values.timezone}
              onChange={choose('timezone', isTimezone)}
            >
              {TIMEZONES.map((zone) => (
                <option key={zone} value={zone}>
                  {t('settings.timezoneOption', { zone: t(`settings.timezones.${TIMEZONE_KEYS[zone]}`), offset: offset(zone) })}
                </option>
              ))}
            </NativeSelect>
          </FormSection>

          <Paper withBorder p="lg">
            <Fieldset
              variant="unstyled"
              legend={
                <Title order={2} fz="h4" mb="xs">
                  {t('settings.notifications.legend')}
                </Title>
              }
            >
              <Stack gap="sm">
                {NOTIFICATION_PREFERENCES.map((key) => (
                  <Switch
                    key={key}
                    label={t(`settings.notifications.${key}`)}
                    checked={values.notifications[key]}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      setValues((v) => ({ ...v, notifications: { ...v.notifications, [key]: checked } }));
                    }}
                  />
                ))}
              </Stack>
            </Fieldset>
          </Paper>

          <SaveBar state={save} successText={t('settings.saved')} saveLabel={t('settings.save')} />
        </Stack>
      </form>
    </>
  );
}
