/**
 * The annual plan's contract terms (price, minutes, minimum term, notice periods), one source of truth for the terms page and
 * every place where a buyer decides. Texts quote these numbers through i18n interpolation.
 */
export const ANNUAL_PLAN = {
  /** EUR per month, excluding VAT. */
  monthlyPriceEur: 390,
  /** Incoming call minutes included each month. */
  includedInboundMinutesPerMonth: 90,
  /** Unused minutes do not carry over to the next month. */
  unusedMinutesCarryOver: false,
  minimumTermMonths: 12,
  /** 390 × 12, excluding VAT. */
  firstYearTotalEurExVat: 4680,
  /** Cancelling before the minimum term ends: the remaining monthly fees are due. */
  earlyCancellationPaysRemainingMonths: true,
  /** After year one the plan renews month by month. */
  renewalAfterFirstYear: 'monthly',
  /** Cancellation notice before the next billing date, in days. */
  cancellationNoticeDays: 15,
  /** Notice of changes to the offer, in days. */
  offerChangeNoticeDays: 30,
  /** The service is suspended on non-payment until the debt is settled. */
  suspensionOnNonPayment: true,
  /** E-mails one account may send per day (the spec mentions a limit without its number). */
  dailyEmailSendLimit: 500,
} as const;

/** Date the terms were last updated (shown on the terms page), ISO. */
export const TERMS_LAST_UPDATED = '2025-06-04';
