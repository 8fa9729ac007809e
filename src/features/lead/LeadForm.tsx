import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPhoneAsync } from '@/lib/phone';
import { INITIAL_LEAD_VALUES, LEAD_COMPANY_SIZES, LEAD_INDUSTRIES, LEAD_LIMITS, normalizeUrl, type LeadFormValues } from '@/lib/lead';
import { isEmail } from '@/lib/validation';
import { useIsolate } from '@/ui/ForeignText';
import { PhoneField, usePhoneProblemText } from '@/ui/PhoneField';
import { UrlInput } from '@/ui/TextFields';
import { autoGrid } from '@/lib/fluid';
import { busyRoot } from '@/ui/busyRoot';

/** The fields in the order they appear: the first one with an error takes the focus. */
const FIELD_ORDER = ['firstName', 'lastName', 'email', 'companyName', 'telefono', 'companySize', 'industry', 'url'] as const;

/**
 * Focuses the first field with an error once it has rendered. The phone rule is async, so the
 * submit event is over by then: the form is found by its id, the field by its name.
 */
function focusFirstError(formId: string, errors: Record<string, unknown>) {
  const name = FIELD_ORDER.find((field) => errors[field]);
  if (!name) return;
  setTimeout(() => {
    document.getElementById(formId)?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }, 0);
}

export interface LeadFormProps {
  /** Called with valid values only. */
  onSubmit: (values: LeadFormValues) => void;
  /** A submission is in flight: the button is disabled and shows the processing label. */
  submitting?: boolean;
  /** Each change of this number empties the form (after a successful submission). */
  resetKey?: number;
  /** What the fields start with (empty unless given). */
  initialValues?: Partial<LeadFormValues>;
}

/**
 * The lead form (its fields and their validation): first and last name, e-mail, company name, phone
 * (international, Spain by default, libphonenumber rules), company size (autonomo by default),
 * industry (the empty option must be changed) and an optional website. Errors show under their
 * field and the first invalid field takes the focus; nothing typed is lost on an error.
 */
export function LeadForm({ onSubmit, submitting = false, resetKey = 0, initialValues }: LeadFormProps) {
  const { t } = useTranslation('lead');
  const isolate = useIsolate();
  const phoneProblemText = usePhoneProblemText();
  const idPrefix = useId();
  const formId = `lead-form${idPrefix.replace(/[^\w-]/g, '')}`;
  const form = useForm<LeadFormValues>({
    initialValues: { ...INITIAL_LEAD_VALUES, ...initialValues },
    validate: {
      firstName: (value) =>
        !value.trim() ? t('errors.firstNameRequired') : value.trim().length > LEAD_LIMITS.name ? t('errors.tooLong') : null,
      lastName: (value) =>
        !value.trim() ? t('errors.lastNameRequired') : value.trim().length > LEAD_LIMITS.name ? t('errors.tooLong') : null,
      email: (value) =>
        !value.trim()
          ? t('errors.emailRequired')
          : isEmail(value.trim()) && value.trim().length <= LEAD_LIMITS.email
            ? null
            : t('errors.emailInvalid', { example: isolate(t('errors.emailExample')) }),
      companyName: (value) =>
        !value.trim() ? t('errors.companyNameRequired') : value.trim().length > LEAD_LIMITS.companyName ? t('errors.tooLong') : null,
      telefono: async (value) => {
        const problem = await checkPhoneAsync(value);
        return problem ? phoneProblemText(problem) : null;
      },
      companySize: (value) => (value ? null : t('errors.companySizeRequired')),
      industry: (value) => (value ? null : t('errors.industryRequired')),
      url: (value) => (!value.trim() || normalizeUrl(value) ? null : t('errors.urlInvalid', { example: isolate(t('errors.urlExample')) })),
    },
  });

  const { reset } = form;
  const firstReset = useRef(resetKey);
  useEffect(() => {
    if (resetKey !== firstReset.current) reset();
  }, [resetKey, reset]);

  const sizeOptions = LEAD_COMPANY_SIZES.map((size) => ({ value: size, label: t(`sizes.${size}`) }));
  const industryOptions = [
    { value: '', label: t('fields.industryPlaceholder') },
    ...LEAD_INDUSTRIES.map((industry) => ({ value: industry, label: t(`industries.${industry}`) })),
  ];

  return (
    <form
      id={formId}
      noValidate
      aria-busy={submitting}
      onSubmit={form.onSubmit(
        (values) => {
          if (!submitting) onSubmit(values);
        },
        (errors) => focusFirstError(formId, errors),
      )}
    >
      <Stack gap="sm">
        <div style={autoGrid('11rem', 'var(--mantine-spacing-sm)')}>
          <TextInput
            label={t('fields.firstName')}
            required
            autoComplete="given-name"
            name="firstName"
            {...form.getInputProps('firstName')}
          />
          <TextInput label={t('fields.lastName')} required autoComplete="family-name" name="lastName" {...form.getInputProps('lastName')} />
        </div>
        <TextInput
          type="email"
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          required
          autoComplete="email"
          name="email"
          dir="ltr"
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('fields.companyName')}
          required
          autoComplete="organization"
          name="companyName"
          {...form.getInputProps('companyName')}
        />
        <PhoneField
          id={`${idPrefix}-phone`}
          name="telefono"
          label={t('fields.phone')}
          required
          value={form.values.telefono}
          onChange={(value) => form.setFieldValue('telefono', value)}
          error={form.errors.telefono}
        />
        <div style={autoGrid('11rem', 'var(--mantine-spacing-sm)')}>
          {/* Always has a value (a size is chosen from the start): required for the reader and the asterisk, not natively (a required <select> must start with an empty option). */}
          <NativeSelect
            label={t('fields.companySize')}
            withAsterisk
            aria-required
            name="companySize"
            data={sizeOptions}
            {...form.getInputProps('companySize')}
          />
          <NativeSelect label={t('fields.industry')} required name="industry" data={industryOptions} {...form.getInputProps('industry')} />
        </div>
        <UrlInput label={t('fields.url')} placeholder={t('fields.urlPlaceholder')} name="url" {...form.getInputProps('url')} />
        <Button
          type="submit"
          size="md"
          fullWidth
          mt="xs"
          leftSection={<IconSend size={18} aria-hidden />}
          renderRoot={busyRoot(submitting)}
        >
          {submitting ? t('processing') : t('submit')}
        </Button>
        <Group justify="center">
          <Text size="xs" c="dimmed" ta="center">
            {t('consent')}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
