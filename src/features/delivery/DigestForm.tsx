import { NativeSelect, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryDigest } from '@/lib/delivery';
import type { ActionState } from '@/lib/loadState';
import { numberLocale } from '@/lib/format';
import { SaveBar } from '@/ui/PageStates';
import { Switch } from '@/ui/Switch';
import { useLocale } from '@/ui/useLocale';

/** The daily digest: on or off, at an hour of the account's time zone. What was chosen stays when a save fails. */
export function DigestForm({ digest, save, onSave }: { digest: DeliveryDigest; save: ActionState; onSave: (values: { enabled: boolean; hour: number }) => void }) {
  const { t } = useTranslation('delivery');
  const locale = useLocale();
  const [enabled, setEnabled] = useState(digest.enabled);
  const [hour, setHour] = useState(digest.hour);
  const time = new Intl.DateTimeFormat(numberLocale(locale), { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave({ enabled, hour });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={480}>
        <Switch label={t('digest.enabled')} checked={enabled} onChange={(e) => setEnabled(e.currentTarget.checked)} />
        <NativeSelect
          label={t('digest.hour')}
          value={String(hour)}
          onChange={(e) => setHour(Number(e.currentTarget.value))}
          data={Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: time.format(Date.UTC(2026, 0, 1, h)) }))}
        />
        <Text size="sm" c="dimmed">
          {t('digest.timezone', { timezone: digest.timezone })}
        </Text>
        <SaveBar state={save} successText={t('digest.saved')} saveLabel={t('digest.save')} />
      </Stack>
    </form>
  );
}
