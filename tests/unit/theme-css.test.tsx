import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MantineProvider, Text } from '@mantine/core';
import { createStore } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/Providers';
import { createI18n } from '@/i18n/createI18n';
import { cssVariablesResolver, theme, TEXT_COLORS } from '@/theme';

const FILE = path.resolve(__dirname, '../../src/app/mantine-theme.css');

/** The CSS `MantineProvider` writes into the page for the portal's theme. */
function providerCss(): string {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      {null}
    </MantineProvider>,
  );
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
}

describe('the theme stylesheet (src/app/mantine-theme.css)', () => {
  it('is exactly what MantineProvider renders for the theme (after a theme change, run this test with -u)', async () => {
    const css = providerCss();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');
    expect(css).toContain(`--mantine-color-dimmed: ${TEXT_COLORS.dimmed}`);
    expect(css).toContain('.mantine-hidden-from-sm');
    const header =
      '/* Written by tests/unit/theme-css.test.tsx (vitest -u) from src/theme.ts: what MantineProvider would write into the page. */';
    await expect(`${header}\n${css}\n`).toMatchFileSnapshot(FILE);
  });

  it('is what the portal has instead: its providers write no style into the page', () => {
    const html = renderToStaticMarkup(
      <AppProviders i18n={createI18n({ locale: 'en', resources: { en: {} } })} store={createStore()}>
        <Text c="dimmed">hello</Text>
      </AppProviders>,
    );
    expect(html).not.toContain('<style');
    expect(html).toContain('hello');
    expect(readFileSync(FILE, 'utf8')).toContain('--mantine-color-brand-6: #3b5bdb');
  });
});
