/** Checks the delivery stories share: names that start with a visible label, badge contrast. */

/** A pattern for an accessible name that starts with the visible label (and names its item after it). */
export const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** sRGB relative luminance of a computed `rgb()` / `rgba()` colour. */
function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
    const c = Number(value) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two computed colours (the background taken as opaque). */
export function contrast(text: string, background: string): number {
  const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Each Mantine badge under `root`: its text and the contrast of its text on its own background. */
export function badgeContrasts(root: HTMLElement): [string, number][] {
  return [...root.querySelectorAll<HTMLElement>('.mantine-Badge-root')].map((badge) => {
    const style = getComputedStyle(badge);
    return [
      badge.textContent ?? '',
      contrast(getComputedStyle(badge.querySelector('.mantine-Badge-label') ?? badge).color, style.backgroundColor),
    ];
  });
}
