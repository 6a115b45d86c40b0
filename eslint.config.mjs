// Flat config (ESLint 9). Type-aware linting (projectService) is on for TypeScript sources: the rules
// that catch real bugs here (floating promises, misused promises, awaiting non-thenables) need types.
// Lint the whole repo in one run: `npx eslint .` (~15 s on 2 cores; ESLINT_NO_TYPES=1 skips type-aware rules).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import jest from 'eslint-plugin-jest';
import tseslint from 'typescript-eslint';

const typed = process.env.ESLINT_NO_TYPES !== '1';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', '**/.turbo/**', '**/*.d.ts'],
  },
  {
    files: ['**/*.ts'],
    extends: [typed ? tseslint.configs.recommendedTypeChecked : tseslint.configs.recommended],
    languageOptions: {
      parserOptions: {
        // Nest injects constructor parameters through decorator metadata: consistent-type-imports must know,
        // or its autofix turns injected classes into `import type` and breaks DI at run time.
        emitDecoratorMetadata: true,
        experimentalDecorators: true,
        ...(typed ? { projectService: { allowDefaultProject: ['*.ts'] }, tsconfigRootDir: dirname(fileURLToPath(import.meta.url)) } : {}),
      },
    },
    rules: {
      // Nest injects through decorators and metadata; parameter properties and empty classes are idiomatic.
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      ...(typed
        ? {
            '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
            '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
            // Untyped JSON crosses the bus and HTTP on purpose; validation happens at the boundary.
            '@typescript-eslint/no-unsafe-assignment': 'off',
            '@typescript-eslint/no-unsafe-member-access': 'off',
            '@typescript-eslint/no-unsafe-argument': 'off',
            '@typescript-eslint/no-unsafe-return': 'off',
            '@typescript-eslint/no-unsafe-call': 'off',
            '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true, allowNullish: true }],
            '@typescript-eslint/require-await': 'off',
            // Parameters arrive as unknown (bracket keys may nest); flag stringification for review, not as a gate.
            '@typescript-eslint/no-base-to-string': 'warn',
            // NATS exposes error codes as a string enum while errors carry plain strings.
            '@typescript-eslint/no-unsafe-enum-comparison': 'warn',
          }
        : {}),
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts', 'test/**/*.ts', '**/test/**/*.ts'],
    ...jest.configs['flat/recommended'],
    rules: {
      ...jest.configs['flat/recommended'].rules,
      // An un-awaited .resolves/.rejects passes silently (see STYLE.md 9.6).
      'jest/valid-expect': ['error', { alwaysAwait: true }],
      // ApiClient helpers assert inside; name them here so their tests count as asserting.
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'assert*', '*.expect*'] }],
      // describe(ClassName.name, ...) is the house style (STYLE.md 9.7).
      'jest/valid-title': ['error', { ignoreTypeOfDescribeName: true }],
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', process: 'readonly', __dirname: 'readonly', console: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module' },
  },
);
