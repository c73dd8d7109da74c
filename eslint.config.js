import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-boundaries.js';

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'web/dist-server', 'cdk.out', '.data', 'coverage', 'tests/artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The full zod API does not tree-shake: it costs each Lambda that validates 10-30 ms of load.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Use 'zod/mini' (schemas: import * as z from 'shared/schemas/zod'); full zod slows Lambda load.",
            },
          ],
        },
      ],
    },
  },
  {
    // Who may import whom (eslint-boundaries.js; docs/architecture.md#repository-layout).
    plugins: { boundaries },
    rules: { 'boundaries/zones': 'error' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
