import { Button, Container, Paper, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmail } from '@/lib/validation';
import { AnnualTerms } from './AnnualTerms';
import { OrderSummary } from './OrderSummary';
import { PaymentProblemAlert } from './PaymentProblem';
import { submitWithCard, type CardPaymentProps } from './submitWithCard';
import { TitleBlock } from '@/ui/FormParts';
import { busyButtonProps } from '@/ui/busyRoot';

export interface PayerValues {
  name: string;
  email: string;
}

export interface PaymentInfoViewProps extends CardPaymentProps {
  /** What the payer fields start with. */
  initialValues?: Partial<PayerValues>;
  /** Pay pressed with valid payer details. */
  onPay: (payer: PayerValues) => void;
  /** The payment is under way: the button is busy and the form locked. */
  paying?: boolean;
}

/** The payment information screen: the order, who pays, the card and "Pay now". */
export function PaymentInfoView({
  summary,
  showTerms,
  termsHref,
  initialValues,
  cardForm,
  validateCard,
  onPay,
  paying = false,
  error = null,
  retryConfirmation = false,
}: PaymentInfoViewProps) {
  const { t } = useTranslation('purchase');
  const form = useForm<PayerValues>({
    initialValues: { name: '', email: '', ...initialValues },
    validate: {
      name: (value) => (value.trim() ? null : t('paymentInfo.errors.nameRequired')),
      email: (value) =>
        !value.trim() ? t('paymentInfo.errors.emailRequired') : isEmail(value.trim()) ? null : t('paymentInfo.errors.emailInvalid'),
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) =>
    submitWithCard(event, form, { busy: paying, retryConfirmation, validateCard }, (values) =>
      onPay({ name: values.name.trim(), email: values.email.trim() }),
    );
  return (
    <Container size={640} py={48}>
      <form noValidate onSubmit={submit} aria-labelledby="payment-info-title">
        <Stack gap="lg">
          <TitleBlock id="payment-info-title" title={t('paymentInfo.title')} subtitle={t('paymentInfo.subtitle')} />
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
          <Button type="submit" size="lg" fullWidth {...busyButtonProps(paying)} leftSection={<IconLock size={18} aria-hidden />}>
            {paying ? t('paymentInfo.paying') : retryConfirmation ? t('checkout.retry') : t('paymentInfo.payNow')}
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
