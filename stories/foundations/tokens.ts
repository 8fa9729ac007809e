import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type MantineColor,
  type MantineSize,
  type VariantColorsResolverInput,
} from '@mantine/core';
import { cssVariablesResolver, TEXT_COLORS, theme, variantColorResolver } from '@/theme';

/**
 * What the Foundations pages show, all of it read from src/theme.ts (merged over Mantine's
 * defaults, as the portal's provider does) and from Mantine's own resolvers: nothing is copied.
 */
export const fullTheme = mergeMantineTheme(DEFAULT_THEME, theme);

/** The sizes of Mantine's scales (spacing, radius, shadows, font sizes), smallest first. */
export const SIZES: readonly MantineSize[] = ['xs', 'sm', 'md', 'lg', 'xl'];

export const PRIMARY_SHADE = typeof fullTheme.primaryShade === 'number' ? fullTheme.primaryShade : fullTheme.primaryShade.light;

/** Palettes src/theme.ts defines or replaces (brand, green). */
export const OWN_COLORS = Object.keys(theme.colors ?? {});

/**
 * Mantine's palettes the portal draws with (a `color`, `c` or `bg` prop, a chart series, a
 * `--mantine-color-<name>-*` variable in src/): the Colours story checks this list against the
 * source, so a palette that comes into use, or falls out of it, fails there. Mantine's other
 * default palettes (pink, grape, indigo, lime...) are not the product's and are not shown.
 */
export const USED_MANTINE_COLORS: readonly MantineColor[] = ['gray', 'dark', 'red', 'orange', 'yellow', 'teal', 'cyan', 'blue', 'violet'];

/** The palettes the Colours page shows: the theme's own first, then the Mantine ones in use. */
export const COLOR_NAMES: readonly MantineColor[] = [...OWN_COLORS, ...USED_MANTINE_COLORS.filter((name) => !OWN_COLORS.includes(name))];

/** Every CSS variable of the light scheme, as the portal's stylesheet defines it (src/app/mantine-theme.css is made from the same resolvers). */
const CSS_VARIABLES: Record<string, string> = (() => {
  const base = defaultCssVariablesResolver(fullTheme);
  const own = cssVariablesResolver(fullTheme);
  const palette = Object.entries(fullTheme.colors).flatMap(([name, shades]) =>
    shades.map((hex, shade) => [`--mantine-color-${name}-${shade}`, hex] as const),
  );
  return { ...Object.fromEntries(palette), ...base.variables, ...base.light, ...own.variables, ...own.light };
})();

/** A colour as the page draws it: `var(--mantine-color-brand-filled)` followed to `#3b5bdb`. */
export function resolveColor(value: string): string {
  let current = value.trim();
  for (let depth = 0; depth < 10; depth += 1) {
    const name = /^var\((--[\w-]+)\)$/.exec(current)?.[1];
    if (!name) return current;
    const next = CSS_VARIABLES[name];
    if (next === undefined) throw new Error(`The theme does not define ${name}`);
    current = next.trim();
  }
  throw new Error(`CSS variables nested too deeply from ${value}`);
}

/** The page's background and body text colours. */
export const BODY = resolveColor('var(--mantine-color-body)');
export const BODY_TEXT = resolveColor('var(--mantine-color-text)');

/** Text and background of a Mantine variant of a colour (the theme's variant resolver, autoContrast as the theme sets it). */
export function variantColors(color: MantineColor, variant: 'filled' | 'light' | 'outline' | 'subtle') {
  const input: VariantColorsResolverInput = { color, variant, theme: fullTheme, autoContrast: fullTheme.autoContrast };
  const result = variantColorResolver(input);
  const background = result.background === 'transparent' ? BODY : resolveColor(result.background);
  const hover = result.hover === 'transparent' ? BODY : result.hover.startsWith('var(') ? resolveColor(result.hover) : null;
  return { text: resolveColor(result.color), background, hoverText: resolveColor(result.hoverColor ?? result.color), hover };
}

/** What the theme's comments decide and tests/unit/theme.test.ts checks: AA, or a known failure the theme avoids. */
export type Claim = 'AA' | 'fails';

/** Sample the page renders with the real Mantine component, to prove the computed pair is what users see. */
export type Sample = 'filled' | 'light' | 'outline' | 'anchor' | 'text' | 'dimmed' | 'error' | 'placeholder' | 'success';

export interface ContrastPair {
  id: string;
  usage: string;
  text: string;
  background: string;
  claim: Claim;
  color?: MantineColor;
  sample?: Sample;
}

const primary = fullTheme.primaryColor;
const filledPrimary = variantColors(primary, 'filled');
const lightPrimary = variantColors(primary, 'light');
const outlinePrimary = variantColors(primary, 'outline');
const defaultBlue = DEFAULT_THEME.colors.blue[PRIMARY_SHADE] ?? DEFAULT_THEME.colors.blue[6];

/** The text and background pairs the theme decides, each with the theme's claim about it. */
export const THEME_PAIRS: readonly ContrastPair[] = [
  { id: 'body', usage: 'Body text on the page', text: BODY_TEXT, background: BODY, claim: 'AA', sample: 'text' },
  {
    id: 'filled',
    usage: `Filled buttons and badges (${primary} shade ${PRIMARY_SHADE})`,
    text: filledPrimary.text,
    background: filledPrimary.background,
    claim: 'AA',
    color: primary,
    sample: 'filled',
  },
  {
    id: 'filled-hover',
    usage: 'Filled buttons, hovered',
    text: filledPrimary.hoverText,
    background: filledPrimary.hover ?? filledPrimary.background,
    claim: 'AA',
    color: primary,
  },
  { id: 'anchor', usage: 'Links', text: resolveColor('var(--mantine-color-anchor)'), background: BODY, claim: 'AA', sample: 'anchor' },
  {
    id: 'light',
    usage: `Light variant (${primary}): badges, alerts, light buttons`,
    text: lightPrimary.text,
    background: lightPrimary.background,
    claim: 'AA',
    color: primary,
    sample: 'light',
  },
  {
    id: 'outline',
    usage: `Outline and subtle variants (${primary}) on the page`,
    text: outlinePrimary.text,
    background: outlinePrimary.background,
    claim: 'AA',
    color: primary,
    sample: 'outline',
  },
  ...(['red', 'green'] as const).map((color): ContrastPair => {
    const light = variantColors(color, 'light');
    return {
      id: `light-${color}`,
      usage: `Light variant (${color}): error and success alerts`,
      text: light.text,
      background: light.background,
      claim: 'AA',
      color,
      sample: 'light',
    };
  }),
  {
    id: 'dimmed',
    usage: 'Dimmed text (secondary information)',
    text: resolveColor('var(--mantine-color-dimmed)'),
    background: BODY,
    claim: 'AA',
    sample: 'dimmed',
  },
  {
    id: 'error',
    usage: 'Error text under a field',
    text: resolveColor('var(--mantine-color-error)'),
    background: BODY,
    claim: 'AA',
    sample: 'error',
  },
  {
    id: 'placeholder',
    usage: 'Placeholder text in a field',
    text: resolveColor('var(--mantine-color-placeholder)'),
    background: BODY,
    claim: 'AA',
    sample: 'placeholder',
  },
  {
    id: 'success',
    usage: 'Success text (TEXT_COLORS.success)',
    text: TEXT_COLORS.success,
    background: BODY,
    claim: 'AA',
    sample: 'success',
  },
  {
    id: 'mantine-blue',
    usage: "Mantine's default filled blue with white text: why the brand palette exists",
    text: fullTheme.white,
    background: defaultBlue,
    claim: 'fails',
  },
];

/** Every palette in every variant a component can take: for reference, not all of them are used. */
export const VARIANT_MATRIX = COLOR_NAMES.map((color) => {
  const filled = variantColors(color, 'filled');
  const light = variantColors(color, 'light');
  const outline = variantColors(color, 'outline');
  return {
    color,
    cells: [
      { variant: 'Filled', text: filled.text, background: filled.background },
      { variant: 'Filled, hovered', text: filled.hoverText, background: filled.hover ?? filled.background },
      { variant: 'Light', text: light.text, background: light.background },
      { variant: 'Outline and subtle', text: outline.text, background: outline.background },
    ],
  };
});

/** Pixels of a theme length such as `calc(0.625rem * var(--mantine-scale))` (1rem = 16px unless the page says otherwise). */
export function themeLengthPx(value: string, rootFontPx = 16): number {
  const rem = /(-?[\d.]+)rem/.exec(value)?.[1];
  if (rem !== undefined) return Number(rem) * rootFontPx * fullTheme.scale;
  const px = /(-?[\d.]+)px/.exec(value)?.[1];
  if (px !== undefined) return Number(px);
  throw new Error(`Not a length this page can read: ${value}`);
}
