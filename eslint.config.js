// @ts-check
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers of DESIGN.md, one direction only:
 * shared (src/ui, src/lib, src/i18n) <- features <- pages <- app; api and state serve pages and app.
 * Code in src crosses folders through the `@/` alias only (no `../`), so these import patterns
 * see every crossing.
 */
const rule = {
  parentRelative: { group: ['../*'], message: 'Import across folders with the @/ alias (the layer rules read it).' },
  outsideSrc: {
    group: ['@stories/*', '**/mock-api/*', '**/tests/*', '**/scripts/*', '**/stories/*'],
    message: 'The portal never imports the mock API, stories, tests or scripts.',
  },
  view: {
    group: ['@/api/*', '@/state/*', '@/pages/*', '@/app/*'],
    message: 'A view in src/features is pure: no src/api, src/state, pages or app (pass data and callbacks as props).',
  },
  otherFeatures: (/** @type {string} */ feature) => ({
    group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/*`],
    message: 'Features never import each other: move what they share to src/ui or src/lib.',
  }),
  shared: {
    group: ['@/features/*', '@/pages/*', '@/app/*', '@/state/*', '@/api/*'],
    message: 'Shared code (src/ui, src/lib, src/i18n) depends on nothing above it.',
  },
  dataLayer: {
    group: ['@/features/*', '@/pages/*', '@/app/*'],
    message: 'The API client and the atoms know nothing of views, pages or the app.',
  },
  pages: { group: ['@/app/*'], message: 'Pages never import the app layer.' },
  startupInternals: {
    group: ['@/startup/*'],
    message: 'Use the start-up module through its index (@/startup): its other files are its own.',
  },
  startupInViews: {
    group: ['@/startup', '@/startup/*'],
    message:
      'A view in src/features is pure: the page decides what loads late, waits for hydration or keeps its server markup (src/startup).',
  },
  otherPages: {
    group: ['./*Page', './*Page.tsx', '@/pages/*Page', '@/pages/*Page.tsx'],
    message: 'Pages never import pages: move what two pages share to a module of src/pages (e.g. purchase.ts), src/api or src/lib.',
  },
  mockApi: {
    group: ['**/src/*', '!**/src/lib', '!**/src/lib/*', '!**/src/i18n', '!**/src/i18n/namespaces.ts'],
    message: 'The mock API shares only src/lib (types, constants) with the portal.',
  },
  /**
   * The demo data is the mock API's (mock-api/fixtures): the stories and the tests read it from
   * there, so the server's data never depends on a story and the two never import each other.
   */
  mockApiAlone: {
    group: ['**/stories/*', '**/tests/*', '@stories/*'],
    message: 'The mock API never imports stories or tests: its demo data lives in mock-api/fixtures, which they read.',
  },
  /**
   * Product facts (plans, prices, call packages, voices) live in src/lib (plans.ts, dashboard.ts);
   * mock-api/fixtures holds demo seed data only. From a fixture module the mock API and the scripts
   * may import the demo data, named `Mock*`, `SEED_*` or `DEMO_*`, and nothing else (no namespace
   * import either). src may not import the mock API at all (rule.outsideSrc).
   */
  /**
   * Mantine's ThemeIcon leaves `radius` and `color` on its element as attributes (invalid HTML):
   * the portal's own src/ui/ThemeIcon turns them into CSS variables.
   */
  themeIcon: {
    group: ['@mantine/core'],
    importNames: ['ThemeIcon'],
    message: "Use ThemeIcon from '@/ui/ThemeIcon' (valid HTML: no radius or color attributes).",
  },
  seedOnly: {
    group: ['**/fixtures/*'],
    allowImportNamePattern: '^(Mock|SEED_|DEMO_)',
    message:
      'From mock-api/fixtures take demo seed data only (Mock*, SEED_*, DEMO_*): product facts (plans, prices, packages, voices) come from src/lib (plans.ts, dashboard.ts).',
  },
};

const ROUTE_MESSAGE =
  'A route module never imports another: use ctx.services (mock-api/services.ts) or a data module of mock-api (calls/, studio/, dashboard/...).';

const FORMAT_MESSAGE =
  "Format dates, times, numbers and money with the formatters of src/lib (format.ts, dateText.ts): the locale's numbering system and the account's time zone live there.";

/** One `no-restricted-imports` block for a set of files (a later block replaces an earlier one's options). */
const restrict = (/** @type {string[]} */ files, /** @type {object[]} */ patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-ssr',
      'storybook-static',
      'coverage',
      'reports',
      'mock-api/data',
      'playwright-report',
      'test-results',
      '!.storybook',
      '.storybook/public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // Import layers (one block per folder: a later block's options replace an earlier one's).
  restrict(['src/**/*.{ts,tsx}'], [rule.parentRelative, rule.outsideSrc, rule.startupInternals, rule.themeIcon]),
  ...features.map((feature) =>
    restrict(
      [`src/features/${feature}/**/*.{ts,tsx}`],
      [rule.parentRelative, rule.outsideSrc, rule.view, rule.otherFeatures(feature), rule.startupInViews, rule.themeIcon],
    ),
  ),
  restrict(
    ['src/ui/**/*.{ts,tsx}', 'src/i18n/**/*.{ts,tsx}'],
    [rule.parentRelative, rule.outsideSrc, rule.shared, rule.startupInternals, rule.themeIcon],
  ),
  restrict(['src/ui/ThemeIcon.tsx'], [rule.parentRelative, rule.outsideSrc, rule.shared, rule.startupInternals]),
  // The start-up module (hydration, lazy landing sections, first input, the inline loader) sits
  // beside src/ui: shared code, used through its index only (rule.startupInternals elsewhere).
  restrict(['src/startup/**/*.{ts,tsx}'], [rule.parentRelative, rule.outsideSrc, rule.shared, rule.themeIcon]),
  // src/lib runs under Node too (mock API, scripts): relative imports with .ts, one step up to i18n
  // (and, from a folder of src/lib, to the contract's types, validation.ts (no imports of its own)
  // and the dashboard's translations, which the studio's change summaries use).
  restrict(
    ['src/lib/**/*.ts'],
    [
      {
        message: rule.parentRelative.message,
        regex: String.raw`^\.\./(?!i18n(/namespaces\.ts)?$|contract\.ts$|validation\.ts$|\.\./\.\./locales/(en|es|ae)/dashboard\.json$)`,
      },
      rule.outsideSrc,
      rule.shared,
      rule.startupInternals,
    ],
  ),
  restrict(['src/api/**/*.ts', 'src/state/**/*.ts'], [rule.parentRelative, rule.outsideSrc, rule.dataLayer, rule.startupInternals]),
  restrict(
    ['src/pages/**/*.{ts,tsx}'],
    [rule.parentRelative, rule.outsideSrc, rule.pages, rule.otherPages, rule.startupInternals, rule.themeIcon],
  ),
  restrict(['mock-api/**/*.ts'], [rule.mockApi, rule.mockApiAlone, rule.seedOnly]),
  // A route module reaches another part of the API through ctx.services (mock-api/services.ts) or
  // a data module (mock-api/calls, studio, dashboard...), never by importing another route module:
  // which part depends on which stays written in one place.
  {
    ...restrict(
      ['mock-api/routes/*.ts'],
      [rule.mockApi, rule.mockApiAlone, rule.seedOnly, { regex: String.raw`^\./`, message: ROUTE_MESSAGE }],
    ),
    ignores: ['mock-api/routes/index.ts'],
  },
  restrict(
    ['mock-api/routes/*/**/*.ts'],
    [rule.mockApi, rule.mockApiAlone, rule.seedOnly, { regex: String.raw`^\.\./[^.]`, message: ROUTE_MESSAGE }],
  ),
  {
    // The environment is read once, when a server is created (mock-api/config.ts), and reaches the
    // modules as ctx.config: two servers in one process never share a switch.
    files: ['mock-api/**/*.ts'],
    ignores: ['mock-api/config.ts', 'mock-api/main.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from ctx.config (mock-api/config.ts), not process.env.' },
      ],
    },
  },
  restrict(['mock-api/fixtures/*.ts'], [rule.mockApi, rule.mockApiAlone]),
  restrict(['scripts/**/*.ts'], [rule.seedOnly]),
  {
    // A file holds one concept: past 400 lines it holds several (split it by concept, not to fit).
    files: ['src/**/*.{ts,tsx}', 'mock-api/**/*.ts', 'stories/**/*.{ts,tsx}', 'tests/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['src/lib/contract.gen.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // No import cycles in the portal (a cycle hides an order of evaluation and breaks the layers).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          tsconfig: { configFile: fileURLToPath(new URL('./tsconfig.app.json', import.meta.url)) },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx', 'stories/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // No literal UI text in JSX: every string goes through t().
    files: ['src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only', 'should-validate-template': true }],
    },
  },
  {
    // Dates, times, numbers and money are formatted by src/lib (format.ts, dateText.ts) only: the
    // locale's numbering system (Western digits in Arabic, docs/decisions.md) and the account's
    // time zone are decided there once, and pre-rendered HTML and hydration agree.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleDateString', 'toLocaleTimeString', 'toLocaleString'].map((property) => ({ property, message: FORMAT_MESSAGE })),
        ...['DateTimeFormat', 'NumberFormat'].map((property) => ({ object: 'Intl', property, message: FORMAT_MESSAGE })),
      ],
    },
  },
  {
    // A busy button keeps the focus: Mantine's `loading` disables it, and a disabled button drops
    // the focus to the page's body. `busyButtonProps` (src/ui/busyRoot.tsx) shows the same spinner
    // on a button that stays focusable. (A Dropzone's `loading` is an overlay, not a button.)
    files: ['src/**/*.tsx'],
    ignores: ['src/ui/busyRoot.tsx', 'src/ui/FileDrop.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/^(Button|ActionIcon)$/] > JSXAttribute[name.name="loading"]',
          message: 'A busy button keeps the focus: spread busyButtonProps(busy) from @/ui/busyRoot instead of `loading`.',
        },
        {
          selector:
            'JSXOpeningElement[name.name=/^(TextInput|NumberInput|Textarea|NativeSelect|Select|MultiSelect|TagsInput|Autocomplete|DateInput)$/] > JSXAttribute[name.name="aria-describedby"]',
          message:
            'A Mantine input replaces an aria-describedby prop with its own description and error: link another message with ref={alsoDescribedBy(id)} from @/ui/serverField.',
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['mock-api/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
