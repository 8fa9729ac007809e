import { Box, Button, Checkbox, Group, NativeSelect, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCreditCard } from '@tabler/icons-react';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRegion } from '@/lib/format';
import { CHECKOUT_COMPANY_SIZES, CHECKOUT_COUNTRIES, DEFAULT_COUNTRY, FLAGSHIP_COURSE, type CheckoutContact } from '@/lib/payments';
import { isEmail } from '@/lib/validation';
import { useLocale } from '@/ui/useLocale';
import { AnnualTerms } from './AnnualTerms';
import { OrderSummary, useMoney } from './OrderSummary';
import { PaymentProblemAlert } from './PaymentProblem';
import { submitWithCard, type CardPaymentProps } from './submitWithCard';
import { TitleBlock } from '@/ui/FormParts';
import responsive from '@/ui/responsive.module.css';
import { busyButtonProps } from '@/ui/busyRoot';

export const EMPTY_CONTACT: CheckoutContact = {
  firstName: '',
  lastName: '',
  email: '',
  companyName: '',
  companySize: '',
  country: DEFAULT_COUNTRY,
};

/** The summary is priced for the chosen item and course; once charged (`retryConfirmation`), the course can no longer change. */
export interface CheckoutViewProps extends CardPaymentProps {
  /** Whether the flagship course is added (the total follows). */
  course: boolean;
  /** The course added or removed. */
  onCourseChange: (course: boolean) => void;
  /** What the contact fields start with. */
  initialContact?: Partial<CheckoutContact>;
  /** Pay pressed with a valid contact. */
  onSubmit: (contact: CheckoutContact) => void;
  /** The payment is under way: the button is busy and the form locked. */
  submitting?: boolean;
}

/**
 * The checkout (its screen, its fields and their validation): contact information (first name, last name, e-mail,
 * company name and company size required; country), the payment method and the card, the order
 * summary with the optional flagship course, the total and "Start now".
 */
export function CheckoutView({
  summary,
  course,
  onCourseChange,
  showTerms,
  termsHref,
  initialContact,
  cardForm,
  validateCard,
  onSubmit,
  submitting = false,
  error = null,
  retryConfirmation = false,
}: CheckoutViewProps) {
  const { t } = useTranslation('purchase');
  const locale = useLocale();
  const money = useMoney();
  const form = useForm<CheckoutContact>({
    initialValues: { ...EMPTY_CONTACT, ...initialContact },
    validate: {
      firstName: (value) => (value.trim() ? null : t('checkout.errors.firstNameRequired')),
      lastName: (value) => (value.trim() ? null : t('checkout.errors.lastNameRequired')),
      email: (value) =>
        !value.trim() ? t('checkout.errors.emailRequired') : isEmail(value.trim()) ? null : t('checkout.errors.emailInvalid'),
      companyName: (value) => (value.trim() ? null : t('checkout.errors.companyNameRequired')),
      companySize: (value) => (value ? null : t('checkout.errors.companySizeRequired')),
    },
  });
  const countries = useMemo(() => CHECKOUT_COUNTRIES.map((code) => ({ value: code, label: formatRegion(code, locale) })), [locale]);

  const submit = (event: FormEvent<HTMLFormElement>) =>
    submitWithCard(event, form, { busy: submitting, retryConfirmation, validateCard }, (values) =>
      onSubmit({
        ...values,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        companyName: values.companyName.trim(),
      }),
    );

  return (
    <form noValidate onSubmit={submit} aria-labelledby="checkout-title">
      <Stack gap="lg">
        <TitleBlock id="checkout-title" title={t('checkout.title')} subtitle={t('checkout.subtitle')} />
        {error && <PaymentProblemAlert problem={error} />}
        <div className={`${responsive.grid} ${responsive.gapXl} ${responsive.split7to5Md}`}>
          <div>
            <Stack gap="lg">
              <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkout-contact-title">
                <Title id="checkout-contact-title" order={2} fz="h4" mb="sm">
                  {t('checkout.contactTitle')}
                </Title>
                <Stack gap="sm">
                  <Group grow align="flex-start" gap="sm">
                    <TextInput label={t('checkout.firstName')} autoComplete="given-name" required {...form.getInputProps('firstName')} />
                    <TextInput label={t('checkout.lastName')} autoComplete="family-name" required {...form.getInputProps('lastName')} />
                  </Group>
                  <TextInput type="email" label={t('checkout.email')} autoComplete="email" required {...form.getInputProps('email')} />
                  <TextInput
                    label={t('checkout.companyName')}
                    autoComplete="organization"
                    required
                    {...form.getInputProps('companyName')}
                  />
                  <NativeSelect
                    label={t('checkout.companySize')}
                    required
                    data={[
                      { value: '', label: t('checkout.sizePlaceholder') },
                      ...CHECKOUT_COMPANY_SIZES.map((size) => ({ value: size, label: t(`checkout.sizes.${size}`) })),
                    ]}
                    {...form.getInputProps('companySize')}
                  />
                  <NativeSelect label={t('checkout.country')} autoComplete="country" data={countries} {...form.getInputProps('country')} />
                </Stack>
              </Paper>
              <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkout-method-title">
                <Title id="checkout-method-title" order={2} fz="h4" mb="sm">
                  {t('checkout.methodTitle')}
                </Title>
                {/* The one method, as a radio group named by the section's heading (a plain element: Mantine's
                    group would put the name on a wrapper without a role, invalid HTML). */}
                <Box role="radiogroup" aria-labelledby="checkout-method-title" mb="md">
                  <Radio
                    name="checkout-method"
                    value="card"
                    defaultChecked
                    label={
                      <Group gap={6} component="span">
                        <IconCreditCard size={18} aria-hidden />
                        {t('checkout.methodCard')}
                      </Group>
                    }
                  />
                </Box>
                {cardForm}
              </Paper>
            </Stack>
          </div>
          <div>
            <Stack gap="md">
              <OrderSummary summary={summary} headingOrder={2} />
              <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkout-upsell-title">
                <Title id="checkout-upsell-title" order={2} fz="h5" mb={4}>
                  {t('checkout.upsellTitle')}
                </Title>
                <Text size="sm" c="dimmed" mb="sm">
                  {t('checkout.upsellDescription')}
                </Text>
                <Checkbox
                  checked={course}
                  disabled={submitting || retryConfirmation}
                  onChange={(event) => onCourseChange(event.currentTarget.checked)}
                  label={t('checkout.upsellLabel', { price: money(FLAGSHIP_COURSE.price, summary.currency) })}
                />
              </Paper>
              {showTerms && <AnnualTerms termsHref={termsHref} headingOrder={2} />}
              <Button type="submit" size="lg" fullWidth {...busyButtonProps(submitting)}>
                {submitting ? t('checkout.processing') : retryConfirmation ? t('checkout.retry') : t('checkout.startNow')}
              </Button>
            </Stack>
          </div>
        </div>
      </Stack>
    </form>
  );
}
