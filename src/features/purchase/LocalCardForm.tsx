import { Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCreditCard, IconLock } from '@tabler/icons-react';
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  cardBrand,
  checkCard,
  cvcLength,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  TEST_CARDS,
  testCardOutcome,
  type CardField,
  type CardInput,
} from '@/lib/paymentCards';
import {
  cardProblem,
  type CardBrand,
  type CardErrorCode,
  type CardFormHandle,
  type PaymentProblem,
  type TestPaymentOutcome,
} from '@/lib/payments';
import { useIsolate } from '@/ui/ForeignText';

/** What the offline provider tells the mock API about an intent (never the card number). */
export interface TestPaymentReport {
  clientSecret: string;
  outcome: TestPaymentOutcome;
  last4: string;
  brand: CardBrand;
}

/** Sends the report; resolves to a problem to show when the call failed, else null. */
export type TestPaymentReporter = (paymentIntentId: string, report: TestPaymentReport) => Promise<PaymentProblem | null>;

export interface CardFormProps {
  /** The handle the page uses to validate and confirm. */
  handleRef: Ref<CardFormHandle | null>;
  disabled?: boolean;
}

export interface LocalCardFormProps extends CardFormProps {
  report: TestPaymentReporter;
  /** What the form starts with (stories). */
  initialValues?: Partial<CardInput>;
  /** The clock for the expiry check (stories and tests). */
  now?: () => Date;
}

/** `pi_123_secret_abc` → `pi_123` (Stripe's client secrets carry the intent id). */
export function intentIdOf(clientSecret: string): string | null {
  const index = clientSecret.indexOf('_secret_');
  return index > 0 ? clientSecret.slice(0, index) : null;
}

const OUTCOME_PROBLEMS: Record<Exclude<TestPaymentOutcome, 'succeeded'>, CardErrorCode> = {
  card_declined: 'declined',
  insufficient_funds: 'insufficientFunds',
};

/**
 * The offline test provider's card fields: number, expiry (MM / YY) and CVC, checked like
 * Stripe's test mode. The outcome is decided here, in the browser, as Stripe.js would; the mock
 * API only hears the outcome, the last four digits and the brand.
 */
export function LocalCardForm({ handleRef, disabled = false, report, initialValues, now = () => new Date() }: LocalCardFormProps) {
  const { t } = useTranslation('purchase');
  const isolate = useIsolate();
  const [values, setValues] = useState<CardInput>({ number: '', expiry: '', cvc: '', ...initialValues });
  const [errors, setErrors] = useState<Partial<Record<CardField, CardErrorCode>>>({});
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);

  const validate = (): boolean => {
    const problems = checkCard(values, now());
    flushSync(() => setErrors(problems));
    const first = (['number', 'expiry', 'cvc'] as const).find((field) => problems[field]);
    if (first) ({ number: numberRef, expiry: expiryRef, cvc: cvcRef })[first].current?.focus();
    return !first;
  };

  useImperativeHandle(handleRef, () => ({
    validate,
    async confirm(clientSecret) {
      if (!validate()) return { error: cardProblem(checkCard(values, now()).number ?? 'numberInvalid') };
      const paymentIntentId = intentIdOf(clientSecret);
      if (!paymentIntentId) return { error: { kind: 'key', key: 'errors:payment.noPaymentIntent' } };
      const card = values;
      const outcome = testCardOutcome(card.number);
      const digits = digitsOnly(card.number);
      const problem = await report(paymentIntentId, { clientSecret, outcome, last4: digits.slice(-4), brand: cardBrand(digits) });
      if (problem) return { error: problem };
      if (outcome !== 'succeeded') return { error: cardProblem(OUTCOME_PROBLEMS[outcome]) };
      return { paymentIntentId };
    },
  }));

  const set = (field: CardField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorOf = (field: CardField) => (errors[field] ? t(`card.errors.${errors[field]}`) : undefined);
  const brand = cardBrand(values.number);

  return (
    <Stack gap="sm" data-provider="local">
      <TextInput
        ref={numberRef}
        label={t('card.number')}
        placeholder="1234 1234 1234 1234"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        disabled={disabled}
        dir="ltr"
        leftSection={<IconCreditCard size={18} aria-hidden />}
        value={values.number}
        onChange={(event) => set('number', formatCardNumber(event.currentTarget.value))}
        error={errorOf('number')}
      />
      <Group grow align="flex-start" gap="sm">
        <TextInput
          ref={expiryRef}
          label={t('card.expiry')}
          description={t('card.expiryHint')}
          placeholder={t('card.expiryPlaceholder')}
          inputMode="numeric"
          autoComplete="cc-exp"
          required
          disabled={disabled}
          dir="ltr"
          value={values.expiry}
          onChange={(event) => set('expiry', formatExpiry(event.currentTarget.value, values.expiry))}
          error={errorOf('expiry')}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
        />
        <TextInput
          ref={cvcRef}
          label={t('card.cvc')}
          description={t('card.cvcHint', { count: String(cvcLength(brand)) })}
          placeholder={brand === 'amex' ? '1234' : '123'}
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          disabled={disabled}
          dir="ltr"
          maxLength={4}
          value={values.cvc}
          onChange={(event) => set('cvc', digitsOnly(event.currentTarget.value).slice(0, 4))}
          error={errorOf('cvc')}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
        />
      </Group>
      <Group gap={6} wrap="nowrap">
        <IconLock size={14} aria-hidden />
        <Text size="xs" c="dimmed">
          {t('card.testMode', { card: isolate(formatCardNumber(TEST_CARDS.success)) })}
        </Text>
      </Group>
    </Stack>
  );
}
