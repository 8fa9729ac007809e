import { Container, Paper, Stack } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@/lib/payments';
import { StepDots } from '@/ui/StepDots';
import { useMoney } from './OrderSummary';
import { TitleBlock } from '@/ui/FormParts';
import responsive from '@/ui/responsive.module.css';

export type BuyStep = 0 | 1 | 2;
export const BUY_STEPS = ['account', 'payment', 'done'] as const;

export interface BuyStepperProps {
  /** The step the buyer is on: 0 the account, 1 the payment, 2 done. */
  step: BuyStep;
  /** The plan being bought and its monthly price (shown under the title). */
  planName: string;
  /** The monthly price, in the currency’s main unit. */
  amount: number;
  /** The price’s currency. */
  currency: Currency;
  /** The current step's content: the signup form, the payment step or the thank-you. */
  children: ReactNode;
}

/**
 * The frame of /buy: the title, the dot indicator of the three steps (account, payment, done)
 * and the current step's card. It knows nothing of payment providers or of the signup form:
 * the page passes the step's content. Moving to another step moves the focus to the card, so
 * keyboard and screen-reader users start at the new step.
 */
export function BuyStepper({ step, planName, amount, currency, children }: BuyStepperProps) {
  const { t } = useTranslation('purchase');
  const money = useMoney();
  const cardRef = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    cardRef.current?.focus();
  }, [step]);
  return (
    <Container size={640} py={48}>
      <Stack gap="lg">
        <TitleBlock title={t('buy.title')} subtitle={t('buy.subtitle', { plan: planName, price: money(amount, currency) })} />
        <StepDots
          steps={BUY_STEPS.map((name) => t(`buy.steps.${name}`))}
          current={step}
          label={t('buy.steps.label')}
          progress={t('buy.steps.progress', { current: String(step + 1), total: String(BUY_STEPS.length) })}
          doneLabel={t('buy.steps.doneLabel')}
        />
        <Paper
          ref={cardRef}
          tabIndex={-1}
          withBorder
          shadow="sm"
          className={responsive.cardPadding}
          radius="lg"
          data-step={BUY_STEPS[step]}
          style={{ outline: 'none' }}
          aria-label={t(`buy.steps.${BUY_STEPS[step]}`)}
          role="region"
        >
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}
