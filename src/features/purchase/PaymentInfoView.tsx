import { Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentProblem } from '@/lib/payments';
import { isEmail } from '@/lib/validation';
import { AnnualTerms } from './AnnualTerms';
import { OrderSummary, type OrderSummaryData } from './OrderSummary';
import { PaymentProblemAlert } from './PaymentProblem';
import { submitWithCard } from './submitWithCard';

export interface PayerValues {
  name: string;
  email: string;
}

export interface PaymentInfoViewProps {
  summary: OrderSummaryData;
  showTerms: boolean;
  termsHref: string;
  initialValues?: Partial<PayerValues>;
  cardForm: ReactNode;
  validateCard?: () => boolean;
  onPay: (payer: PayerValues) => void;
  paying?: boolean;
  error?: PaymentProblem | null;
  retryConfirmation?: boolean;
}

/** The payment information screen (spec section 2): the order, who pays, the card and "Pay now". */
export function PaymentInfoView({ summary, showTerms, termsHref, initialValues, cardForm, validateCard, onPay, paying = false, error = null, retryConfirmation = false }: PaymentInfoViewProps) {
  const { t } = useTranslation('purchase');
  const form = useForm<PayerValues>({
    initialValues: { name: '', email: '', ...initialValues },
    validate: {
      name: (value) => (value.trim() ? null : t('paymentInfo.errors.nameRequired')),
      email: (value) => (!value.trim() ? t('paymentInfo.errors.emailRequired') : isEmail(value.trim()) ? null : t('paymentInfo.errors.emailInvalid')),
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) =>
    submitWithCard(event, form, { busy: paying, retryConfirmation, validateCard }, (values) => onPay({ name: values.name.trim(), email: values.email.trim() }));
  return (
    <Container size={640} py={48}>
      <form noValidate onSubmit={submit} aria-labelledby="payment-info-title">
        <Stack gap="lg">
          <div>
            <Title id="payment-info-title" order={1} fz="h2">
              {t('paymentInfo.title')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('paymentInfo.subtitle')}
            </Text>
          </div>
          <OrderSummary summary={summary} headingOrder={2} />
          {error && <PaymentProblemAlert problem={error} />}
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <TextInput label={t('paymentInfo.name')} autoComplete="cc-name" required {...form.getInputProps('name')} />
              <TextInput type="email" label={t('paymentInfo.email')} autoComplete="email" required {...form.getInputProps('email')} />
              {cardForm}
            </Stack>
          </Paper>
          {showTerms && <AnnualTerms termsHref={termsHref} headingOrder={2} />}
          <Button type="submit" size="lg" fullWidth loading={paying} disabled={paying} leftSection={<IconLock size={18} aria-hidden />} loaderProps={{ 'aria-hidden': true }}>
            {paying ? t('paymentInfo.paying') : retryConfirmation ? t('checkout.retry') : t('paymentInfo.payNow')}
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
