/**
 * What the guide's video slides and its PDF share: the brand's fonts, embedded (Inter, and Cairo
 * for Arabic, from node_modules), its logo, and text escaped for HTML.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.ts';

const FONTS = path.join(ROOT, 'node_modules', '@fontsource-variable');

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function fontFace(family: string, file: string, range?: string): string {
  const data = readFileSync(path.join(FONTS, file)).toString('base64');
  return `@font-face{font-family:'${family}';src:url(data:font/woff2;base64,${data}) format('woff2');font-weight:100 900;font-style:normal;font-display:block;${range ? `unicode-range:${range};` : ''}}`;
}

export const FONT_CSS = [
  fontFace('Inter', 'inter/files/inter-latin-wght-normal.woff2'),
  fontFace(
    'Inter',
    'inter/files/inter-latin-ext-wght-normal.woff2',
    'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  ),
  fontFace('Cairo', 'cairo/files/cairo-arabic-wght-normal.woff2'),
].join('\n');

export const LOGO_SVG = `<svg width="44" height="44" viewBox="0 0 32 32" aria-hidden="true"><rect x="1" y="1" width="30" height="26" rx="9" fill="#3b5bdb"/><path d="M9 27 L9 31 L14 27 Z" fill="#3b5bdb"/><g stroke="#fff" stroke-width="2.4" stroke-linecap="round"><line x1="9" y1="12" x2="9" y2="16"/><line x1="13" y1="8.5" x2="13" y2="19.5"/><line x1="17" y1="10.5" x2="17" y2="17.5"/><line x1="21" y1="7" x2="21" y2="21"/><line x1="25" y1="12" x2="25" y2="16"/></g></svg>`;
