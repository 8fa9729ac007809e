/**
 * The product catalogue, one place for each fact: the three plans
 * (price, minutes, the product the payment uses, the results guarantee's expected calls, the
 * features of the comparison table) and the call packages. The pricing cards, the comparison
 * table, the checkout, usage and invoices, the mock API (ledger, payments, seed) and the feature
 * gates (`planHasFeature`) all read this table; stories and tests import it from here, never from
 * stories/fixtures (a lint rule keeps the mock API and src off fixture product facts).
 *
 * Texts are translation keys of the `pricing` namespace (`pricing:plans.<id>.name`,
 * `pricing:features.<key>`, `pricing:comparison.rows.<key>`); prices are numbers, formatted for
 * the page's language. The annual plan's contract terms are in annualPlanTerms.ts.
 *
 * To add a plan feature: add its key to PLAN_FEATURES, give every plan a value in `includes`,
 * add a comparison row key (COMPARISON_ROW_KEYS) and its texts (`pricing:comparison.rows.<key>`,
 * in en, es and ae), then gate screens with `planHasFeature(plan, '<key>')`.
 */
import type { CallPackage } from './dashboard.ts';

/** The products a buy button sends to /buy in navigation state. */
export type ProductId = 1 | 2;

export const PLAN_IDS = ['essential', 'advanced', 'custom'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The yes/no features of the comparison table: what a plan lets the account do. */
export const PLAN_FEATURES = ['inbound', 'outbound', 'recording', 'postCallEmail', 'workflows', 'crm', 'erp', 'humanEscalation'] as const;
export type PlanFeatureKey = (typeof PLAN_FEATURES)[number];

export const FEATURE_KEYS = [
  'minutes100',
  'minutes300',
  'minutesCustom',
  'inbound',
  'aiReplies',
  'leadQualification',
  'recording',
  'postCallEmail',
  'crm',
  'enrichment',
  'analyticsBasic',
  'analyticsAdvanced',
  'outbound',
  'workflows',
  'erp',
  'customVoice',
  'humanEscalation',
  'everythingEssential',
  'everythingAdvanced',
] as const;
/** A line of a pricing card, a key under `pricing:features`. */
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/** One line of a plan's feature list: `{text, included, super}`. */
export interface PlanFeature {
  /** Key under `pricing:features`. */
  text: FeatureKey;
  /** Whether the plan includes it (shown with a check, else a cross). */
  included: boolean;
  /** A headline feature of the plan, highlighted. */
  super: boolean;
}

export interface Plan {
  id: PlanId;
  /** Key of the plan's name in the `pricing` namespace. */
  nameKey: `plans.${PlanId}.name`;
  /** Monthly price in euros before VAT; for `custom` the starting price, shown with a leading `+`. */
  price: number;
  /** `custom` is quoted from a starting price: `+890.00€`. */
  priceFrom: boolean;
  /** The plan marked popular (Advanced). */
  popular: boolean;
  /** The product a buy button sends to /buy and the payment charges; `null`: no buy button, a "learn more" link instead. */
  product: ProductId | null;
  /** Minutes included each billing period; `null`: set per contract (Custom). */
  minutesPerMonth: number | null;
  /** The answered calls the results guarantee expects in the first quarter, set at purchase from the plan. */
  expectedCalls: number;
  /** The comparison table's yes/no features. */
  includes: Readonly<Record<PlanFeatureKey, boolean>>;
  analytics: 'none' | 'basic' | 'advanced';
  customVoice: 'optional' | 'included';
  /** The pricing card's list; a line naming a comparison feature shows that feature's value. */
  features: readonly PlanFeature[];
}

type PlanFacts = Omit<Plan, 'features' | 'nameKey'> & { card: readonly (FeatureKey | [FeatureKey, 'super'])[] };

const FACTS: readonly PlanFacts[] = [
  {
    id: 'essential',
    price: 199,
    priceFrom: false,
    popular: false,
    product: 1,
    minutesPerMonth: 100,
    expectedCalls: 150,
    includes: {
      inbound: true,
      outbound: false,
      recording: false,
      postCallEmail: false,
      workflows: false,
      crm: false,
      erp: false,
      humanEscalation: false,
    },
    analytics: 'none',
    customVoice: 'optional',
    card: [['minutes100', 'super'], 'inbound', 'aiReplies', 'leadQualification', 'recording', 'crm', 'outbound'],
  },
  {
    id: 'advanced',
    price: 399,
    priceFrom: false,
    popular: true,
    product: 2,
    minutesPerMonth: 300,
    expectedCalls: 450,
    includes: {
      inbound: true,
      outbound: false,
      recording: true,
      postCallEmail: true,
      workflows: false,
      crm: true,
      erp: false,
      humanEscalation: false,
    },
    analytics: 'basic',
    customVoice: 'optional',
    card: [
      ['minutes300', 'super'],
      'everythingEssential',
      'recording',
      'postCallEmail',
      ['crm', 'super'],
      'enrichment',
      'analyticsBasic',
      'outbound',
    ],
  },
  {
    id: 'custom',
    price: 890,
    priceFrom: true,
    popular: false,
    product: null,
    minutesPerMonth: null,
    expectedCalls: 6000,
    includes: {
      inbound: true,
      outbound: true,
      recording: true,
      postCallEmail: true,
      workflows: true,
      crm: true,
      erp: true,
      humanEscalation: true,
    },
    analytics: 'advanced',
    customVoice: 'included',
    card: [
      ['minutesCustom', 'super'],
      'everythingAdvanced',
      ['outbound', 'super'],
      'workflows',
      'analyticsAdvanced',
      'erp',
      'customVoice',
      'humanEscalation',
    ],
  },
];

const isPlanFeature = (key: string): key is PlanFeatureKey => (PLAN_FEATURES as readonly string[]).includes(key);

export const PLANS: readonly Plan[] = FACTS.map(({ card, ...plan }) => ({
  ...plan,
  nameKey: `plans.${plan.id}.name` as const,
  features: card.map((line) => {
    const [text, flag] = typeof line === 'string' ? [line, null] : line;
    return { text, included: isPlanFeature(text) ? plan.includes[text] : true, super: flag === 'super' };
  }),
}));

export const PLAN_BY_ID: Readonly<Record<PlanId, Plan>> = Object.fromEntries(PLANS.map((plan) => [plan.id, plan])) as Record<PlanId, Plan>;

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/**
 * Whether a plan includes a feature (the comparison table's yes/no rows): the gate of every
 * screen that depends on the plan. An unknown or missing plan includes nothing.
 */
export function planHasFeature(plan: string | null | undefined, feature: PlanFeatureKey): boolean {
  return isPlanId(plan) && PLAN_BY_ID[plan].includes[feature];
}

// Products: what the payment charges ----------------------------------------------------------

const SOLD = PLANS.filter((plan): plan is Plan & { product: ProductId } => plan.product !== null);

/** The plans' purchase amounts: product 1 costs 199, product 2 costs 399. */
export const PRODUCT_AMOUNTS: Readonly<Record<ProductId, number>> = Object.fromEntries(
  SOLD.map((plan) => [plan.product, plan.price]),
) as Record<ProductId, number>;

/** The plan a product buys: 1 is Essential, 2 is Advanced. */
export const PRODUCT_PLAN = Object.fromEntries(SOLD.map((plan) => [plan.product, plan.id])) as {
  readonly 1: 'essential';
  readonly 2: 'advanced';
};

/** The product an amount pays for without an order (a bare 199 or 399); null for any other amount. */
export function productForAmount(amount: number): ProductId | null {
  return SOLD.find((plan) => plan.price === amount)?.product ?? null;
}

// Call packages ---------------------------------------------------------------------------------

/** The call packages: basic 1000 calls $49/month; pro 5000 $99 (most popular); enterprise 20000 $299. */
export const CALL_PACKAGES: readonly CallPackage[] = [
  { id: 'basic', calls: 1000, price: 49, currency: 'USD', period: 'month', popular: false },
  { id: 'pro', calls: 5000, price: 99, currency: 'USD', period: 'month', popular: true },
  { id: 'enterprise', calls: 20000, price: 299, currency: 'USD', period: 'month', popular: false },
];

// The comparison table --------------------------------------------------------------------------

/**
 * A comparison cell: yes or no, a number of minutes, or a word of the `pricing:comparison.values`
 * keys (custom, none, basic, advanced, optional, included).
 */
export type ComparisonValue =
  | { kind: 'boolean'; value: boolean }
  | { kind: 'minutes'; value: number }
  | { kind: 'word'; value: 'custom' | 'none' | 'basic' | 'advanced' | 'optional' | 'included' };

export const COMPARISON_ROW_KEYS = [
  'minutes',
  'inbound',
  'outbound',
  'recording',
  'postCallEmail',
  'workflows',
  'analytics',
  'crm',
  'erp',
  'customVoice',
  'humanEscalation',
] as const;
export type ComparisonRowKey = (typeof COMPARISON_ROW_KEYS)[number];

export interface ComparisonRow {
  key: ComparisonRowKey;
  /** Essential, Advanced, Custom, in the order of PLAN_IDS. */
  values: readonly [ComparisonValue, ComparisonValue, ComparisonValue];
}

function comparisonValue(plan: Plan, key: ComparisonRowKey): ComparisonValue {
  if (key === 'minutes')
    return plan.minutesPerMonth === null ? { kind: 'word', value: 'custom' } : { kind: 'minutes', value: plan.minutesPerMonth };
  if (key === 'analytics') return { kind: 'word', value: plan.analytics };
  if (key === 'customVoice') return { kind: 'word', value: plan.customVoice };
  return { kind: 'boolean', value: plan.includes[key] };
}

/** The plans' comparison table, value for value, read from the plans. */
export const COMPARISON_ROWS: readonly ComparisonRow[] = COMPARISON_ROW_KEYS.map((key) => ({
  key,
  values: PLAN_IDS.map((id) => comparisonValue(PLAN_BY_ID[id], key)) as unknown as ComparisonRow['values'],
}));
