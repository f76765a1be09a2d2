import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { noCrossPageImports } from './eslint-rules/no-cross-page-imports.js';
import { serverLayers } from './eslint-rules/server-layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'node_modules/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      local: { rules: { 'no-cross-page-imports': noCrossPageImports } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/no-cross-page-imports': 'error',
      // The SPA reaches the network only through src/api/ (STYLE.md).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                'The SPA imports contract shapes with `import type` only; zod stays out of the bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/pages/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: 'Call the typed functions in src/api/ instead.' },
            { name: 'zod', message: 'The SPA imports contract shapes with `import type` only.' },
          ],
        },
      ],
    },
  },
  {
    files: [
      'server/**/*.ts',
      'scripts/**/*.{js,mjs,ts}',
      'eslint-rules/**/*.js',
      '*.config.{js,ts}',
      'tests/e2e/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The server's house (docs/architecture.md): routes and operator commands without the schema,
    // domains through their index.ts, the demo seed apart.
    files: ['server/**/*.ts'],
    plugins: { server: { rules: { layers: serverLayers } } },
    rules: { 'server/layers': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
