import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * The brand palette: filled buttons use shade 6 (#3b5bdb), 5.67:1 against white text, and
 * hover uses shade 7. tests/unit/theme.test.ts checks every pairing the UI relies on (WCAG AA).
 */
export const brand: MantineColorsTuple = [
  '#eef2ff',
  '#dde4fd',
  '#bac7f8',
  '#94a8f3',
  '#7590ef',
  '#5f7eeb',
  '#3b5bdb',
  '#3350c4',
  '#2b44ab',
  '#223890',
];

/** Text colours that pass AA on white (Mantine's defaults for dimmed, error and placeholder do not). */
/** Mantine's green with a darker shade 9, so green text on light green reaches AA. */
export const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#37b24d',
  '#2f9e44',
  '#1e6b30',
];

export const TEXT_COLORS = {
  dimmed: '#5c636a',
  error: '#c92a2a',
  placeholder: '#6c757d',
  success: '#2b7a3b',
} as const;

/**
 * Latin pages use Inter; Arabic pages add Cairo (global.css, `html[lang='ar']`), so the
 * Arabic font is only downloaded where Arabic is the page's language. Until Inter arrives the
 * text is drawn in 'Inter Fallback' (global.css: a local Arial-like face resized to Inter's
 * metrics), so the swap does not move the page (layout shift).
 */
export const FONT_FAMILY = "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/**
 * Mantine's light, subtle and outline variants colour their text with shade 6, which fails AA
 * for red, green and most palettes: use shade 9 (shade 8 for the brand) instead.
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const result = defaultVariantColorsResolver(input);
  if (!['light', 'subtle', 'outline'].includes(input.variant) || !input.color) return result;
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  if (!parsed.isThemeColor || !parsed.color || parsed.color === 'dark' || parsed.color === 'gray') return result;
  const shade = parsed.color === 'brand' ? 8 : 9;
  const text = `var(--mantine-color-${parsed.color}-${shade})`;
  return { ...result, color: text, hoverColor: text };
};

export const theme = createTheme({
  autoContrast: true,
  variantColorResolver,
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, green },
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': TEXT_COLORS.dimmed,
    '--mantine-color-error': TEXT_COLORS.error,
    '--mantine-color-placeholder': TEXT_COLORS.placeholder,
  },
  dark: {},
});
