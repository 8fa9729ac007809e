import { NativeSelect, Stack, Text } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountDayStart } from '@/lib/accountTime';
import { isolate } from '@/lib/bidi';
import type { DeliveryDigest } from '@/lib/delivery';
import { formatDateTime } from '@/lib/format';
import type { ActionState } from '@/lib/loadState';
import { SaveBar } from '@/ui/PageStates';
import { Switch } from '@/ui/Switch';
import { useLocale } from '@/ui/useLocale';
import { focusElement, focusLost, useSettled } from './focus';

/** A day without a clock change: its hours, in the account's time zone, name the digest's hours. */
const PLAIN_DAY = accountDayStart('2026-01-15');

/**
 * The daily digest: on or off, at an hour of the account's time zone (named in the page's
 * language and digits by the shared formatter). What was chosen stays when a save fails.
 */
export function DigestForm({
  digest,
  save,
  onSave,
}: {
  digest: DeliveryDigest;
  save: ActionState;
  onSave: (values: { enabled: boolean; hour: number }) => void;
}) {
  const { t } = useTranslation('delivery');
  const locale = useLocale();
  const form = useRef<HTMLFormElement>(null);
  const [enabled, setEnabled] = useState(digest.enabled);
  const [hour, setHour] = useState(digest.hour);
  const hourLabel = (h: number) =>
    formatDateTime(new Date(PLAIN_DAY + h * 3_600_000).toISOString(), locale, { hour: '2-digit', minute: '2-digit' });
  // The save button was disabled while saving, which dropped the focus: it goes back to it.
  useSettled(save.status, () => {
    if (focusLost()) focusElement(form.current?.querySelector<HTMLElement>('button[type="submit"]'));
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave({ enabled, hour });
  };
  return (
    <form ref={form} onSubmit={submit} noValidate>
      <Stack gap="sm" maw={480}>
        <Switch label={t('digest.enabled')} checked={enabled} onChange={(e) => setEnabled(e.currentTarget.checked)} />
        <NativeSelect
          label={t('digest.hour')}
          value={String(hour)}
          onChange={(e) => setHour(Number(e.currentTarget.value))}
          data={Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: hourLabel(h) }))}
        />
        <Text size="sm" c="dimmed">
          {t('digest.timezone', { timezone: isolate(digest.timezone, locale) })}
        </Text>
        <SaveBar state={save} successText={t('digest.saved')} saveLabel={t('digest.save')} />
      </Stack>
    </form>
  );
}
