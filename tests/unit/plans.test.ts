import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CALL_PACKAGES,
  COMPARISON_ROWS,
  FEATURE_KEYS,
  PLAN_BY_ID,
  PLAN_FEATURES,
  PLANS,
  planHasFeature,
  PRODUCT_AMOUNTS,
  PRODUCT_PLAN,
  productForAmount,
  type ComparisonValue,
} from '@/lib/plans';
import { PRODUCT_PLAN as PAYMENT_PRODUCT_PLAN, PURCHASE_AMOUNTS } from '@/lib/payments';
import { formatAmount } from '@/lib/format';

const cell = (value: ComparisonValue) => (value.kind === 'boolean' ? (value.value ? 'yes' : 'no') : String(value.value));

describe('pricing plans', () => {
  it('has Essential 199, Advanced 399 (popular) and Custom from 890 without a buy button', () => {
    expect(PLANS.map((p) => [p.id, p.price, p.priceFrom, p.popular, p.product])).toEqual([
      ['essential', 199, false, false, 1],
      ['advanced', 399, false, true, 2],
      ['custom', 890, true, false, null],
    ]);
    expect(PRODUCT_AMOUNTS).toEqual({ 1: 199, 2: 399 });
  });

  it('gives each plan a feature list of {text, included, super}', () => {
    for (const plan of PLANS) {
      expect(plan.features.length).toBeGreaterThan(3);
      for (const feature of plan.features) {
        expect(Object.keys(feature).sort()).toEqual(['included', 'super', 'text']);
        expect(FEATURE_KEYS).toContain(feature.text);
      }
    }
  });

  it('formats prices with two decimals in the page language', () => {
    expect(formatAmount(199, 'en')).toBe('199.00');
    expect(formatAmount(890, 'es')).toBe('890,00');
    expect(formatAmount(399, 'ae')).toBe('399.00');
  });

  it('has every feature text in the locale files', () => {
    const en = JSON.parse(readFileSync(path.resolve(__dirname, '../../locales/en/pricing.json'), 'utf8')) as {
      features: Record<string, string>;
    };
    expect(Object.keys(en.features).sort()).toEqual([...FEATURE_KEYS].sort());
  });
});

describe('comparison table', () => {
  it('holds exactly the values of the spec', () => {
    expect(COMPARISON_ROWS.map((row) => [row.key, ...row.values.map(cell)])).toEqual([
      ['minutes', '100', '300', 'custom'],
      ['inbound', 'yes', 'yes', 'yes'],
      ['outbound', 'no', 'no', 'yes'],
      ['recording', 'no', 'yes', 'yes'],
      ['postCallEmail', 'no', 'yes', 'yes'],
      ['workflows', 'no', 'no', 'yes'],
      ['analytics', 'none', 'basic', 'advanced'],
      ['crm', 'no', 'yes', 'yes'],
      ['erp', 'no', 'no', 'yes'],
      ['customVoice', 'optional', 'optional', 'included'],
      ['humanEscalation', 'no', 'no', 'yes'],
    ]);
  });
});

describe('the plan table is the one source', () => {
  it('holds minutes, expected calls and the product the payment charges', () => {
    expect(PLANS.map((p) => [p.id, p.nameKey, p.minutesPerMonth, p.expectedCalls])).toEqual([
      ['essential', 'plans.essential.name', 100, 150],
      ['advanced', 'plans.advanced.name', 300, 450],
      ['custom', 'plans.custom.name', null, 6000],
    ]);
    expect(PRODUCT_PLAN).toEqual({ 1: 'essential', 2: 'advanced' });
    expect(PAYMENT_PRODUCT_PLAN).toBe(PRODUCT_PLAN);
    expect(PURCHASE_AMOUNTS).toEqual([199, 399]);
    expect([productForAmount(199), productForAmount(399), productForAmount(890), productForAmount(200)]).toEqual([1, 2, null, null]);
  });

  it('gates features as the comparison table shows them', () => {
    expect(PLANS.map((p) => PLAN_FEATURES.filter((f) => planHasFeature(p.id, f)))).toEqual([
      ['inbound'],
      ['inbound', 'recording', 'postCallEmail', 'crm'],
      ['inbound', 'outbound', 'recording', 'postCallEmail', 'workflows', 'crm', 'erp', 'humanEscalation'],
    ]);
    expect(planHasFeature('nope', 'inbound')).toBe(false);
    expect(planHasFeature(null, 'inbound')).toBe(false);
    for (const row of COMPARISON_ROWS) {
      if (!(PLAN_FEATURES as readonly string[]).includes(row.key)) continue;
      expect(row.values.map((v) => v.value)).toEqual(PLANS.map((p) => planHasFeature(p.id, row.key as (typeof PLAN_FEATURES)[number])));
    }
  });

  it("shows a card line naming a gated feature with the plan's value", () => {
    for (const plan of PLANS) {
      for (const line of plan.features) {
        if ((PLAN_FEATURES as readonly string[]).includes(line.text))
          expect(line.included).toBe(PLAN_BY_ID[plan.id].includes[line.text as (typeof PLAN_FEATURES)[number]]);
      }
    }
    expect(PLAN_BY_ID.essential.features.filter((f) => !f.included).map((f) => f.text)).toEqual(['recording', 'crm', 'outbound']);
  });

  it('holds the call packages', () => {
    expect(CALL_PACKAGES.map((p) => [p.id, p.calls, p.price, p.currency])).toEqual([
      ['basic', 1000, 49, 'USD'],
      ['pro', 5000, 99, 'USD'],
      ['enterprise', 20000, 299, 'USD'],
    ]);
  });
});
