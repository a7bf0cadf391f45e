// One lint setup for the workspace: typescript-eslint's recommended rules everywhere, React hooks rules in
// the SPA, and nx's module boundaries: a project imports another only through its public entry point
// (@leadsignal/<lib>), apps import libraries, libraries import only libraries below them, the SPA only
// the shared ones (docs/decisions.md, "One server core"). Inside the SPA, web-layers keeps app → features →
// search kit → components and lib, and a feature uses another only through its index.ts (docs/web-search-kit.md).
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import webLayers from './tools/eslint/web-layers.mjs';

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'dist/**', 'coverage/**', 'data/**', 'tmp/**', 'libs/reference-data/src/data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx,js}', 'apps/*/test/**/*.ts', 'libs/*/src/**/*.{ts,js}', 'tools/**/*.{ts,js}'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:shared'] },
            // Test helpers stand on the shared contracts only, so every server project's specs can use them.
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'tier:core', onlyDependOnLibsWithTags: ['scope:shared', 'type:testing'] },
            { sourceTag: 'tier:base', onlyDependOnLibsWithTags: ['scope:shared', 'type:testing', 'tier:core'] },
            {
              sourceTag: 'tier:feature',
              onlyDependOnLibsWithTags: ['scope:shared', 'type:testing', 'tier:core', 'tier:base'],
            },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['scope:shared', 'type:testing', 'tier:core', 'tier:base', 'tier:feature'],
            },
            {
              sourceTag: 'type:tool',
              onlyDependOnLibsWithTags: ['scope:shared', 'type:testing', 'tier:core', 'tier:base', 'tier:feature'],
            },
            {
              sourceTag: 'type:e2e',
              onlyDependOnLibsWithTags: ['scope:shared', 'type:testing', 'tier:core', 'tier:base', 'tier:feature'],
            },
          ],
        },
      ],
    },
  },
  {
    // Test helpers are for tests: production code of the server never imports them.
    files: ['apps/api/src/**/*.ts', 'apps/worker/src/**/*.ts', 'libs/*/src/**/*.ts', 'tools/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/__tests__/**', 'libs/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@leadsignal/testing', message: 'Only tests may import the test helpers.' }] },
      ],
    },
  },
  {
    // Every request part is read through a zod schema (issue 23): ids in any letter case become one spelling
    // before a guard compares them, and nothing reaches a service unparsed.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/__tests__/**', 'apps/api/src/common/validation/zod.pipe.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@leadsignal/testing', message: 'Only tests may import the test helpers.' },
            {
              name: '@nestjs/common',
              importNames: ['Param', 'Query', 'Body'],
              message: 'Read requests with IdParam/ZodParam, ZodQuery and ZodBody (common/validation/zod.pipe.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // One id schema (issue 23): a UUID in any letter case, lower-cased — never zod's own uuid/guid checks.
    files: ['libs/contracts/src/**/*.ts'],
    ignores: ['libs/contracts/src/ids.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name=/^(uuid|guid)$/]",
          message: "Use idSchema from './ids': any letter case in, one spelling out.",
        },
      ],
    },
  },
  {
    // NestJS injects by the constructor parameter types' runtime metadata, so those imports must stay values.
    files: [
      'apps/api/**/*.ts',
      'apps/worker/**/*.ts',
      'libs/{server-core,search,credits,mail,exports,saved-searches,ingest,testing,accounts,notifications,billing,records,reported-data,lists,home,teams}/src/**/*.ts',
    ],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Product code only: specs and apps/web/test compose features as a user's journey does.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    plugins: { web: webLayers },
    rules: { 'web/layers': 'error' },
  },
);
