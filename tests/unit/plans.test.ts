import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPARISON_ROWS, FEATURE_KEYS, PLANS, PRODUCT_AMOUNTS, type ComparisonValue } from '@/lib/pricingPlans';
import { formatAmount } from '@/lib/format';

const cell = (value: ComparisonValue) => (value.kind === 'boolean' ? (value.value ? 'yes' : 'no') : String(value.value));

describe('pricing plans (spec section 3)', () => {
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
    const en = JSON.parse(readFileSync(path.resolve(__dirname, '../../locales/en/pricing.json'), 'utf8')) as { features: Record<string, string> };
    expect(Object.keys(en.features).sort()).toEqual([...FEATURE_KEYS].sort());
  });
});

describe('comparison table (spec section 3)', () => {
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
