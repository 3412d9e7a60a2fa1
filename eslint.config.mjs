// Lint: ESLint's and typescript-eslint's recommended rules over every TypeScript file of the project.
// (Biome was tried first: `npm ci` fails on it here, its platform packages are not all on the registry this project uses.)
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'reports/', 'fixtures/', 'dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: 'error',
      'no-console': 'off',
    },
  },
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  // Independence (DESIGN.md §3): the sandbox is a second reading of the documents, so it imports nothing of the harness.
  {
    files: ['sandbox/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src', '**/src/**', '**/suites', '**/suites/**', '**/schemas', '**/schemas/**'],
              message: 'sandbox/ imports nothing from src/, suites/ or schemas/ (DESIGN.md §3): write what it needs in sandbox/.',
            },
          ],
        },
      ],
    },
  },
);
