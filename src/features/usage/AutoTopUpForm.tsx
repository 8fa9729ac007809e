import { NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { Switch } from '@/ui/Switch';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallPackage, CallPackageId } from '@/lib/dashboard';
import { formatNumber } from '@/lib/format';
import type { SaveState } from '@/lib/loadState';
import { packageMinutes, TOP_UP_THRESHOLD_MAX, type AutoTopUp } from '@/lib/usage';
import { focusFirstInvalid } from '@/ui/forms';
import { SaveBar } from '@/ui/PageStates';
import { SectionCard } from '@/ui/SectionCard';
import { useLocale } from '@/ui/useLocale';

export interface AutoTopUpValues {
  enabled: boolean;
  packageId: CallPackageId | null;
  thresholdMinutes: number | null;
}

export interface AutoTopUpFormProps {
  current: AutoTopUp;
  packages: readonly CallPackage[];
  save: SaveState;
  onSave: (values: AutoTopUpValues) => void;
}

/**
 * Auto top-up: a package and a threshold; when a call takes the balance below it, the package is
 * bought with the saved card. What was typed stays when the server refuses it.
 */
export function AutoTopUpForm({ current, packages, save, onSave }: AutoTopUpFormProps) {
  const { t } = useTranslation(['usage', 'dashboard']);
  const locale = useLocale();
  const [enabled, setEnabled] = useState(current.enabled);
  const [packageId, setPackageId] = useState<string>(current.packageId ?? '');
  const [threshold, setThreshold] = useState<string | number>(current.thresholdMinutes ?? '');
  const [errors, setErrors] = useState<{ packageId?: string; threshold?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: typeof errors = {};
    const text = String(threshold).trim();
    const value = Number(text);
    const thresholdValid = /^\d+$/.test(text) && value >= 1 && value <= TOP_UP_THRESHOLD_MAX;
    if (enabled && !packageId) found.packageId = t('topUp.packageRequired');
    if ((enabled || text !== '') && !thresholdValid) found.threshold = t('topUp.thresholdInvalid');
    setErrors(found);
    const form = event.currentTarget;
    if (Object.keys(found).length > 0) return requestAnimationFrame(() => focusFirstInvalid(form));
    onSave({ enabled, packageId: (packageId || null) as CallPackageId | null, thresholdMinutes: text === '' ? null : value });
  };

  return (
    <SectionCard id="usage-topup" title={t('topUp.heading')} intro={t('topUp.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={560}>
          <Switch label={t('topUp.enabled')} checked={enabled} onChange={(e) => setEnabled(e.currentTarget.checked)} />
          <NativeSelect
            label={t('topUp.package')}
            value={packageId}
            onChange={(e) => {
              setPackageId(e.currentTarget.value);
              setErrors((c) => ({ ...c, packageId: undefined }));
            }}
            error={errors.packageId}
            data={[
              { value: '', label: t('topUp.choosePackage') },
              ...packages.map((pack) => ({
                value: pack.id,
                label: t('topUp.packageOption', {
                  name: t(`dashboard:buyCalls.packages.${pack.id}`),
                  minutes: formatNumber(packageMinutes(pack.calls), locale),
                  price: formatNumber(pack.price, locale, { style: 'currency', currency: pack.currency, maximumFractionDigits: 0 }),
                }),
              })),
            ]}
          />
          <NumberInput
            label={t('topUp.threshold')}
            description={t('topUp.thresholdHint')}
            value={threshold}
            onChange={(value) => {
              setThreshold(value);
              setErrors((c) => ({ ...c, threshold: undefined }));
            }}
            error={errors.threshold}
            allowDecimal={false}
            allowNegative={false}
            min={1}
            max={TOP_UP_THRESHOLD_MAX}
            hideControls
            clampBehavior="none"
          />
          <Text size="sm">
            {current.card ? t('topUp.card', { brand: current.card.brand.toUpperCase(), last4: current.card.last4 }) : t('topUp.noCard')}
          </Text>
          <SaveBar state={save} successText={t('topUp.saved')} saveLabel={t('topUp.save')} />
        </Stack>
      </form>
    </SectionCard>
  );
}
