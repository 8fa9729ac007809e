import { Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadState, SaveState } from '@/lib/loadState';
import { BILLING_FIELD_MAX, type BillingDetails } from '@/lib/usage';
import { focusFirstInvalid } from '@/ui/forms';
import { SaveBar } from '@/ui/PageStates';
import { GrowingTextarea } from '@/ui/TextFields';
import { UsageSection } from './UsageSection';

export interface BillingDetailsFormProps {
  state: LoadState<BillingDetails>;
  save: SaveState;
  onSave: (details: BillingDetails) => void;
  onRetry: () => void;
}

type Errors = Partial<Record<keyof BillingDetails, string>>;

/** What future invoices print (company, tax id, address): edited here instead of writing to support. */
export function BillingDetailsForm({ state, save, onSave, onRetry }: BillingDetailsFormProps) {
  const { t } = useTranslation('usage');
  return (
    <UsageSection
      id="usage-billing"
      title={t('billing.heading')}
      intro={t('billing.intro')}
      state={state}
      errorTitle={t('loadError')}
      onRetry={onRetry}
    >
      {(details) => <DetailsFields initial={details} save={save} onSave={onSave} />}
    </UsageSection>
  );
}

function DetailsFields({ initial, save, onSave }: { initial: BillingDetails; save: SaveState; onSave: (details: BillingDetails) => void }) {
  const { t } = useTranslation('usage');
  const [values, setValues] = useState<BillingDetails>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = (field: keyof BillingDetails, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    if (!values.companyName.trim()) found.companyName = t('billing.companyRequired');
    for (const field of ['companyName', 'taxId', 'address'] as const) {
      if (values[field].trim().length > BILLING_FIELD_MAX) found[field] = t('billing.tooLong', { max: BILLING_FIELD_MAX });
    }
    setErrors(found);
    const form = event.currentTarget;
    if (Object.keys(found).length > 0) return requestAnimationFrame(() => focusFirstInvalid(form));
    onSave({ companyName: values.companyName.trim(), taxId: values.taxId.trim(), address: values.address.trim() });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={560}>
        <TextInput
          label={t('billing.companyName')}
          value={values.companyName}
          onChange={(e) => set('companyName', e.currentTarget.value)}
          error={errors.companyName}
          required
          autoComplete="organization"
        />
        <TextInput
          label={t('billing.taxId')}
          value={values.taxId}
          onChange={(e) => set('taxId', e.currentTarget.value)}
          error={errors.taxId}
        />
        <GrowingTextarea
          label={t('billing.address')}
          value={values.address}
          onChange={(e) => set('address', e.currentTarget.value)}
          error={errors.address}
          minRows={2}
          autoComplete="street-address"
        />
        <SaveBar state={save} successText={t('billing.saved')} saveLabel={t('billing.save')} />
      </Stack>
    </form>
  );
}
