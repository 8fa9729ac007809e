// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers of DESIGN.md, one direction only:
 * shared (src/ui, src/lib, src/i18n) <- features <- pages <- app; api and state serve pages and app.
 */
const layerZones = [
  {
    target: './src/features',
    from: ['./src/api', './src/state', './src/pages', './src/app'],
    message: 'A view in src/features is pure: no src/api, src/state, pages or app (pass data and callbacks as props).',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move what they share to src/ui or src/lib.',
  })),
  {
    target: ['./src/ui', './src/lib', './src/i18n'],
    from: ['./src/features', './src/pages', './src/app', './src/state', './src/api'],
    message: 'Shared code (src/ui, src/lib, src/i18n) depends on nothing above it.',
  },
  {
    target: ['./src/api', './src/state'],
    from: ['./src/features', './src/pages', './src/app'],
    message: 'The API client and the atoms know nothing of views, pages or the app.',
  },
  { target: './src/pages', from: './src/app', message: 'Pages never import the app layer.' },
  {
    target: './src',
    from: ['./mock-api', './stories', './tests', './scripts'],
    message: 'The portal never imports the mock API, stories, tests or scripts.',
  },
  {
    target: './mock-api',
    from: ['./src/app', './src/pages', './src/features', './src/ui', './src/state', './src/api', './src/i18n/createI18n.ts'],
    message: 'The mock API shares only src/lib (types, constants) with the portal.',
  },
];

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.app.json', 'tsconfig.node.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
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
  ...storybook.configs['flat/recommended'],
  {
    files: ['mock-api/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
