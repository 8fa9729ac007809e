import { Button, Group, NativeSelect, Stack, TextInput, useDirection } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COMPANY_SIZES, INDUSTRIES, type Company, type CompanySize } from '@/lib/types';
import { focusInvalidField } from '@/ui/forms';
import { TitleBlock } from '@/ui/FormParts';
import { busyButtonProps } from '@/ui/busyRoot';

export const EMPTY_COMPANY_VALUES: Company = { name: '', cifNif: '', industry: '', size: '' };

/** Translation key of a company size: `gran_empresa` is `granEmpresa` in the texts (the company sizes the API takes). */
const sizeKey = (size: CompanySize) => (size === 'gran_empresa' ? 'granEmpresa' : size);

export interface SignupCompanyViewProps {
  /** What the form starts with (the saved company, coming back from step 3); empty unless given. */
  initialValues?: Partial<Company>;
  /** Called with valid values only (a company name at least). */
  onSubmit: (values: Company) => void;
  /** Back to step 1, with what was typed here. */
  onBack: (values: Company) => void;
  /** The step is being saved: the button is busy (it keeps the focus, aria-disabled) and shows its loader. */
  submitting?: boolean;
}

/**
 * Step 2 of the signup: company name (required), CIF/NIF (optional), industry and size (short
 * native selects, with the option values of the spec).
 */
export function SignupCompanyView({ initialValues, onSubmit, onBack, submitting = false }: SignupCompanyViewProps) {
  const { t } = useTranslation('signup');
  const { dir } = useDirection();
  const form = useForm<Company>({
    initialValues: { ...EMPTY_COMPANY_VALUES, ...initialValues },
    validate: {
      name: (value) => (value.trim() ? null : t('company.errors.companyNameRequired')),
    },
  });
  const clean = (values: Company): Company => ({ ...values, name: values.name.trim(), cifNif: values.cifNif.trim() });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit(clean(values)), focusInvalidField)}>
      <Stack gap="md">
        <TitleBlock order={2} title={t('company.title')} subtitle={t('company.subtitle')} />
        <TextInput
          label={t('company.name')}
          placeholder={t('company.namePlaceholder')}
          autoComplete="organization"
          required
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('company.cifNif')}
          description={t('company.cifNifDescription')}
          autoComplete="off"
          {...form.getInputProps('cifNif')}
        />
        <NativeSelect
          label={t('company.industry')}
          data={[
            { value: '', label: t('company.industryPlaceholder') },
            ...INDUSTRIES.map((value) => ({ value, label: t(`company.industries.${value}`) })),
          ]}
          {...form.getInputProps('industry')}
        />
        <NativeSelect
          label={t('company.size')}
          data={[
            { value: '', label: t('company.sizePlaceholder') },
            ...COMPANY_SIZES.map((value) => ({ value, label: t(`company.sizes.${sizeKey(value)}`) })),
          ]}
          {...form.getInputProps('size')}
        />
        <Group justify="space-between" mt="sm" wrap="wrap-reverse">
          <Button
            variant="default"
            onClick={() => onBack(clean(form.getValues()))}
            leftSection={<IconArrowLeft size={16} aria-hidden style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />}
            disabled={submitting}
          >
            {t('company.back')}
          </Button>
          <Button type="submit" {...busyButtonProps(submitting)}>
            {t('company.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
