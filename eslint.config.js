import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

// The rooms of src and what each may import (docs/data-layer.md, design.md section 5): imports
// only go down, app → features → layout → components → store → lib/config/i18n. Each rule below
// is proven to fire by scripts/__tests__/importBoundaries.test.ts.
const room = (name) => `./src/${name}`;
const zone = (target, from, message) => ({ target: room(target), from: from.map(room), message });
const below = (name) => `src/${name} imports nothing above it`;

// Features do not reach into each other: anything shared moves down. One zone per feature.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other; move shared code down (components, store, lib).',
}));

const climbMessage = 'No import climbs more than two folders: use the @/ alias for src.';
const functionsMessage =
  'The client reaches functions/ only through @shared/ (functions/src/shared).';
const apiMessage =
  'Components and pages import only types from api/: data goes through the slice and its thunks (docs/data-layer.md).';

const modelMessage =
  'model/ holds pure rules and never imports api/, not even types (docs/data-layer.md).';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'artifacts',
      '.cache',
      'node_modules',
      'functions/lib',
      'functions/node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, import: importPlugin },
    settings: {
      'import/resolver': {
        typescript: { project: './tsconfig.app.json' },
        node: { extensions: ['.ts', '.tsx', '.js', '.json'] },
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // src/app is the composition root: only src/main.tsx imports it.
            zone('features', ['app'], 'Only src/main.tsx imports src/app.'),
            ...featureZones,
            // The frame knows no feature: features come in through slots filled in src/app.
            zone('layout', ['features', 'app'], below('layout')),
            zone('components', ['features', 'app', 'layout'], below('components')),
            zone('store', ['features', 'app', 'layout', 'components'], below('store')),
            zone('test', ['app'], 'Only src/main.tsx imports src/app.'),
            ...['lib', 'config'].map((name) =>
              zone(
                name,
                ['features', 'app', 'layout', 'components', 'store', 'i18n', 'test'],
                below(name),
              ),
            ),
            zone(
              'i18n',
              ['features', 'app', 'layout', 'components', 'store', 'test'],
              below('i18n'),
            ),
          ],
        },
      ],
      'import/no-cycle': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./){3,}', message: climbMessage },
            { regex: '(^|/)functions/', message: functionsMessage },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**/components/**/*.{ts,tsx}', 'src/features/**/pages/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)api/', allowTypeImports: true, message: apiMessage }] },
      ],
      // import('…/api/…') is a value import too.
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression[source.value=/(^|\\/)api\\//]', message: apiMessage },
      ],
    },
  },
  {
    files: ['src/features/**/model/**/*.ts'],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./){3,}', message: climbMessage },
            { regex: '(^|/)functions/', message: functionsMessage },
            { regex: '(^|/)api/', message: modelMessage },
          ],
        },
      ],
    },
  },
  {
    files: [
      'scripts/**/*.{js,mjs,ts}',
      'tests/**/*.{ts,mjs,js}',
      '*.config.{js,ts}',
      'functions/src/**/*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
);
