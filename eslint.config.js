import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Features do not reach into each other (design.md section 5): anything shared moves to
// lib/ or app/. One zone per feature folder, generated from the folder list.
import { readdirSync } from 'node:fs';
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other; move shared code to src/lib or src/app.',
}));

const layoutMessage =
  'src/layout imports no feature: render a feature component through a slot filled in src/app.';
const bottomMessage =
  'src/lib, src/config and src/i18n are bottom layers: they import nothing from app, features, layout, components or store.';

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
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            // The layout frames every page but knows no feature: features come in through
            // slots filled in src/app (docs/data-layer.md).
            { target: './src/layout', from: './src/features', message: layoutMessage },
            // lib/ and config/ are the bottom layers: nothing above them may leak in.
            ...['./src/lib', './src/config'].map((target) => ({
              target,
              from: [
                './src/features',
                './src/app',
                './src/layout',
                './src/components',
                './src/store',
                './src/i18n',
              ],
              message: bottomMessage,
            })),
            {
              target: './src/i18n',
              from: [
                './src/features',
                './src/app',
                './src/layout',
                './src/components',
                './src/store',
              ],
              message: bottomMessage,
            },
          ],
        },
      ],
      'import/no-cycle': 'error',
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
