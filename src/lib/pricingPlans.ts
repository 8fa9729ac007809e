/**
 * The pricing plans and the comparison table of spec section 3, as typed data. Texts are
 * translation keys of the `pricing` namespace (`pricing:features.<key>`,
 * `pricing:comparison.rows.<key>`); prices are numbers, formatted for the page's language.
 * The landing page and the pricing page (purchase issue) render the same data.
 */

/** The products a buy button sends to /buy in navigation state (spec section 2). */
export type ProductId = 1 | 2;

/** Purchase amounts of spec section 9: product 1 costs 199, product 2 costs 399. */
export const PRODUCT_AMOUNTS: Record<ProductId, number> = { 1: 199, 2: 399 };

export const PLAN_IDS = ['essential', 'advanced', 'custom'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** One line of a plan's feature list (spec section 3: `{text, included, super}`). */
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
  /** Price in euros; for `custom` the starting price, shown with a leading `+`. */
  price: number;
  /** `custom` is quoted from a starting price: `+890.00€`. */
  priceFrom: boolean;
  /** The plan marked popular (Advanced). */
  popular: boolean;
  /** The product a buy button sends to /buy; `null`: no buy button, a "learn more" link instead. */
  product: ProductId | null;
  features: readonly PlanFeature[];
}

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
export type FeatureKey = (typeof FEATURE_KEYS)[number];

const f = (text: FeatureKey, included = true, isSuper = false): PlanFeature => ({ text, included, super: isSuper });

export const PLANS: readonly Plan[] = [
  {
    id: 'essential',
    price: 199,
    priceFrom: false,
    popular: false,
    product: 1,
    features: [f('minutes100', true, true), f('inbound'), f('aiReplies'), f('leadQualification'), f('recording', false), f('crm', false), f('outbound', false)],
  },
  {
    id: 'advanced',
    price: 399,
    priceFrom: false,
    popular: true,
    product: 2,
    features: [
      f('minutes300', true, true),
      f('everythingEssential'),
      f('recording'),
      f('postCallEmail'),
      f('crm', true, true),
      f('enrichment'),
      f('analyticsBasic'),
      f('outbound', false),
    ],
  },
  {
    id: 'custom',
    price: 890,
    priceFrom: true,
    popular: false,
    product: null,
    features: [
      f('minutesCustom', true, true),
      f('everythingAdvanced'),
      f('outbound', true, true),
      f('workflows'),
      f('analyticsAdvanced'),
      f('erp'),
      f('customVoice'),
      f('humanEscalation'),
    ],
  },
];

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

const yes: ComparisonValue = { kind: 'boolean', value: true };
const no: ComparisonValue = { kind: 'boolean', value: false };
const word = (value: Extract<ComparisonValue, { kind: 'word' }>['value']): ComparisonValue => ({ kind: 'word', value });

/** The comparison table of spec section 3, value for value. */
export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  { key: 'minutes', values: [{ kind: 'minutes', value: 100 }, { kind: 'minutes', value: 300 }, word('custom')] },
  { key: 'inbound', values: [yes, yes, yes] },
  { key: 'outbound', values: [no, no, yes] },
  { key: 'recording', values: [no, yes, yes] },
  { key: 'postCallEmail', values: [no, yes, yes] },
  { key: 'workflows', values: [no, no, yes] },
  { key: 'analytics', values: [word('none'), word('basic'), word('advanced')] },
  { key: 'crm', values: [no, yes, yes] },
  { key: 'erp', values: [no, no, yes] },
  { key: 'customVoice', values: [word('optional'), word('optional'), word('included')] },
  { key: 'humanEscalation', values: [no, no, yes] },
];
