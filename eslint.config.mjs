// Lint: ESLint's and typescript-eslint's recommended rules over every TypeScript file of the project.
// (Biome was tried first: `npm ci` fails on it here, its platform packages are not all on the registry this project uses.)
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'reports/', 'fixtures/'] },
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
);
