import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { brand, theme, TEXT_COLORS } from '@/theme';

function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4]
    .map((i) => parseInt(value.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

const AA = 4.5;
const white = '#ffffff';

describe('theme colours pass WCAG AA', () => {
  it('Mantine’s default filled blue does not (why the brand palette exists)', () => {
    expect(contrast(white, '#228be6')).toBeLessThan(AA);
  });

  it('white text on filled brand buttons, normal and hovered', () => {
    expect(contrast(white, brand[6])).toBeGreaterThanOrEqual(AA);
    expect(contrast(white, brand[7])).toBeGreaterThanOrEqual(AA);
  });

  it('brand links and light-variant text on white and on the light background', () => {
    expect(contrast(brand[6], white)).toBeGreaterThanOrEqual(AA);
    expect(contrast(brand[8], brand[0])).toBeGreaterThanOrEqual(AA);
  });

  it('dimmed, error, placeholder and success text on white', () => {
    for (const color of Object.values(TEXT_COLORS)) expect(contrast(color, white), color).toBeGreaterThanOrEqual(AA);
  });

  it('light alerts: shade 9 text on shade 0 background for red and green', () => {
    for (const name of ['red', 'green'] as const) {
      const palette = theme.colors?.[name] ?? DEFAULT_THEME.colors[name];
      expect(contrast(palette[9], palette[0]), name).toBeGreaterThanOrEqual(AA);
    }
  });
});
