import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isValidPhoneNumber, validatePhoneNumberLength, type MetadataJson } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import {
  fontDisplayOptional,
  metadataAsJsonParse,
  REACT_DOM_SENTINELS,
  sentinelsWithoutStacks,
  startupPlugins,
} from '../../scripts/startup-plugins.ts';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const reactDomClient = path.join(packageDir('react-dom'), 'cjs', 'react-dom-client.production.js');
const phoneMetadata = path.join(packageDir('libphonenumber-js'), 'metadata.max.json.js');

/** Runs a CommonJS module's source and returns its exports. */
function runCommonJs(code: string, file: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const localRequire = createRequire(file);
  new Function('module', 'exports', 'require', code)(module, module.exports, localRequire);
  return module.exports;
}

/** Runs an ES module's source (here: one default export, no imports) and returns its default. */
async function runEsModule(code: string): Promise<unknown> {
  const module = (await import(/* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    default: unknown;
  };
  return module.default;
}

describe('build-time rewrites for a cheaper first load (scripts/startup-plugins.ts)', () => {
  it("turns the self-hosted fonts' swap into optional, and nothing else", () => {
    for (const name of ['@fontsource-variable/inter', '@fontsource-variable/cairo']) {
      const source = readFileSync(path.join(packageDir(name), 'wght.css'), 'utf8');
      const rewritten = fontDisplayOptional(source);
      expect(rewritten).not.toContain('font-display: swap');
      expect(rewritten.match(/font-display: optional/g)?.length).toBe(source.match(/font-display: swap/g)?.length);
      expect(rewritten.replaceAll('font-display: optional', 'font-display: swap')).toBe(source);
    }
    expect(() => fontDisplayOptional('@font-face{font-family:x}')).toThrow(/font-display/);
  });

  it("builds React DOM's sentinel errors without the Error constructor, and React DOM still loads", () => {
    const source = readFileSync(reactDomClient, 'utf8');
    const rewritten = sentinelsWithoutStacks(source);
    for (const id of REACT_DOM_SENTINELS) {
      expect(rewritten).not.toMatch(new RegExp(`^(var | {2})\\w+ = Error\\(formatProdErrorMessage\\(${id}\\)\\)`, 'm'));
      expect(rewritten).toContain(
        `Object.create(Error.prototype, { message: { value: formatProdErrorMessage(${id}), writable: !0, configurable: !0 } })`,
      );
    }
    // Only those five lines change.
    const before = source.split('\n');
    const changed = rewritten.split('\n').filter((line, index) => line !== before[index]);
    expect(changed).toHaveLength(REACT_DOM_SENTINELS.length);
    const client = runCommonJs(rewritten, reactDomClient);
    expect(typeof client.createRoot).toBe('function');
    expect(typeof client.hydrateRoot).toBe('function');
  });

  it('makes objects that are errors in every way React and a console use, but carry no stack', () => {
    const sentinel = runCommonJs(
      sentinelsWithoutStacks(
        [
          'function formatProdErrorMessage(code) { return "Minified React error #" + code; }',
          ...REACT_DOM_SENTINELS.map((id) => `var e${id} = Error(formatProdErrorMessage(${id}));`),
          'module.exports = e460;',
        ].join('\n'),
      ),
      reactDomClient,
    ) as unknown as Error;
    expect(sentinel).toBeInstanceOf(Error);
    expect(sentinel.message).toBe('Minified React error #460');
    expect(sentinel.name).toBe('Error');
    expect(String(sentinel)).toBe('Error: Minified React error #460');
    expect(sentinel.stack).toBeUndefined();
  });

  it('fails the build, naming the cause, when React DOM no longer has those sentinels', () => {
    expect(() => sentinelsWithoutStacks('var SuspenseException = Error(formatProdErrorMessage(460));\n')).toThrow(
      /expected React DOM's 5 top-level sentinel errors .* found 1/,
    );
  });

  it('turns the phone metadata into a JSON.parse of the same data, which libphonenumber still validates with', async () => {
    const source = readFileSync(phoneMetadata, 'utf8');
    const rewritten = metadataAsJsonParse(source);
    expect(rewritten).toMatch(/^export default JSON\.parse\("/);
    const original = await runEsModule(source);
    const parsed = (await runEsModule(rewritten)) as MetadataJson;
    expect(parsed).toEqual(original);
    expect(isValidPhoneNumber('+34600111222', parsed)).toBe(true);
    expect(isValidPhoneNumber('+34100111222', parsed)).toBe(false);
    expect(validatePhoneNumberLength('+3460011122', parsed)).toBe('TOO_SHORT');
  });

  it('rewrites only those files, and only when building (the fonts: not for Storybook)', () => {
    const [fonts, plugin] = startupPlugins();
    if (!fonts || !plugin) throw new Error('startupPlugins returns two plugins');
    expect(plugin.apply).toBe('build');
    const applies = fonts.apply as (config: object, env: { command: string }) => boolean;
    const storybook = process.env.STORYBOOK;
    try {
      delete process.env.STORYBOOK;
      expect(applies({}, { command: 'build' })).toBe(true);
      expect(applies({}, { command: 'serve' })).toBe(false);
      process.env.STORYBOOK = 'true';
      expect(applies({}, { command: 'build' })).toBe(false);
    } finally {
      if (storybook === undefined) delete process.env.STORYBOOK;
      else process.env.STORYBOOK = storybook;
    }
    const fontTransform = fonts.transform as (code: string, id: string) => { code: string } | null;
    expect(fontTransform('@font-face{font-display: swap}', '/x/node_modules/@fontsource-variable/inter/wght.css')?.code).toBe(
      '@font-face{font-display: optional}',
    );
    expect(fontTransform('@font-face{font-display: swap}', '/x/src/app/global.css')).toBeNull();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(transform('export default {"a":1}', '/x/node_modules/libphonenumber-js/metadata.min.json.js?v=1')?.code).toBe(
      'export default JSON.parse("{\\"a\\":1}");\n',
    );
    expect(transform('export default {"a":1}', '/x/src/data.json.js')).toBeNull();
    expect(
      transform('var x = Error(formatProdErrorMessage(460));', '/x/node_modules/react-dom/cjs/react-dom-server.browser.production.js'),
    ).toBeNull();
  });
});
