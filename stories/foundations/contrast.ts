/**
 * WCAG 2 contrast, computed rather than copied: relative luminance of sRGB colours and the ratio
 * between two of them (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio).
 */

/** WCAG AA for normal text (large text needs 3:1). */
export const AA_NORMAL_TEXT = 4.5;

type Rgb = readonly [number, number, number];

/**
 * A CSS colour as red, green and blue (0 to 255): `#rgb`, `#rrggbb`, `rgb()` or `rgba()`. A
 * translucent colour is drawn over `backdrop` (white unless told), as the browser would.
 */
export function parseColor(css: string, backdrop: Rgb = [255, 255, 255]): Rgb {
  const value = css.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(value)?.[1];
  if (rgb) {
    const [r = 0, g = 0, b = 0, a = 1] = rgb
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    const over = (c: number, i: number) => Math.round(c * a + (backdrop[i] ?? 255) * (1 - a));
    return [over(r, 0), over(g, 1), over(b, 2)];
  }
  throw new Error(`Not a colour this page can read: ${css}`);
}

/** Relative luminance of a colour (0 black, 1 white). */
export function relativeLuminance(css: string): number {
  const [r, g, b] = parseColor(css).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `5.67:1`: the ratio as designers write it, rounded down so a pass never rounds up from a fail. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** Whether two CSS colours are the same colour once drawn (`#fff` and `rgb(255, 255, 255)`). */
export function sameColor(a: string, b: string): boolean {
  const [x, y] = [parseColor(a), parseColor(b)];
  return x.every((channel, i) => channel === y[i]);
}
