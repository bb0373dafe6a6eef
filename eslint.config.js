// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Lint rules (ADR 22): ESLint's and typescript-eslint's recommended sets, React's rules of hooks
 * with exhaustive dependencies, jsx-a11y's recommended set for the UI, and Prettier's formatting
 * (checked by `npm run format:check`, so no style rule here). Zero warnings: a rule either holds
 * everywhere or is switched off here with its reason.
 */
export default tseslint.config(
  {
    ignores: ['build/', '.react-router/', 'node_modules/', 'coverage/', 'reports/', 'test-results/', 'playwright-report/', '.stryker-tmp/', '.data/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      // Unused values are mistakes; a leading underscore marks one kept on purpose (an ignored parameter).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      // Declaration merging of React Router's AppLoadContext needs an empty interface that extends ours.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'composition/react/**/*.tsx', 'tests/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['ui/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  prettier,
);
