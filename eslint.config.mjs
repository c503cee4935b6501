import { readdirSync, readFileSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import noUnsanitized from 'eslint-plugin-no-unsanitized';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import security from 'eslint-plugin-security';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The entries' folders under pages/, from the one list of pages (shared/routing/pages.json). */
const PAGES = Object.values(
  JSON.parse(readFileSync(new URL('./shared/routing/pages.json', import.meta.url), 'utf8')),
).map((page) => page.name);

/**
 * The feature kit (docs/architecture.md): building blocks any feature may use. Every other feature imports no
 * other feature; a kit member imports only other kit members. What two features share goes to the kit or shared/.
 */
const FEATURE_KIT = [
  'captcha',
  'encryption',
  'id-card',
  'private-signing',
  'receiving-account',
  'sms',
  'trade-kit',
  'trade-password',
];
const FEATURES = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** No feature imports a feature outside the kit. */
function featureZones() {
  const outsideKit = FEATURES.filter((feature) => !FEATURE_KIT.includes(feature));
  return FEATURES.map((feature) => ({
    target: `./features/${feature}`,
    from: outsideKit.filter((other) => other !== feature).map((other) => `./features/${other}`),
    message: FEATURE_KIT.includes(feature)
      ? 'A kit feature imports only other kit features (FEATURE_KIT, docs/architecture.md).'
      : 'A feature imports no other feature outside the kit (FEATURE_KIT): move what they share to the kit or shared/.',
  }));
}

// Imports run one way: pages → features → store → api → shared (a layer may skip the ones below it). No page
// imports another page, no feature imports a page; browser code never imports the back office.
const directionZones = [
  {
    target: './shared',
    from: ['./pages', './features', './store', './api', './server'],
    message: 'shared/ imports nothing from pages, features, store, api or server.',
  },
  {
    target: './api',
    from: ['./pages', './features', './store', './server'],
    message: 'api/ may import only shared/.',
  },
  {
    target: './store',
    from: ['./pages', './features', './server'],
    message: 'store/ may import only api/ and shared/.',
  },
  {
    target: './features',
    from: ['./pages', './server'],
    message: 'features/ may import store/, api/ and shared/, never a page.',
  },
  ...featureZones(),
  { target: './pages', from: ['./server'], message: 'Browser code never imports the back office.' },
  {
    target: './pages/common',
    from: PAGES.map((page) => `./pages/${page}`),
    message: 'pages/common serves every entry and imports none of them.',
  },
  ...PAGES.map((page) => ({
    target: `./pages/${page}`,
    from: PAGES.filter((other) => other !== page).map((other) => `./pages/${other}`),
    message: 'A page never imports another page: move what two entries share to features/ or shared/.',
  })),
];

/**
 * element's class names (el-button, el-input__inner, …) belong to shared/ui, the facade over element-react:
 * a string that names one elsewhere draws element's markup by hand or reaches into it. Scripts check CSS.
 */
const ELEMENT_CLASS = '/(^|[\\s.])el-[a-z]/';
const elementClassRule = [
  'error',
  {
    selector: `Literal[value=${ELEMENT_CLASS}]`,
    message: 'element class names only in shared/ui: use (or add) a prop or component of the facade.',
  },
  {
    selector: `TemplateElement[value.raw=${ELEMENT_CLASS}]`,
    message: 'element class names only in shared/ui: use (or add) a prop or component of the facade.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.data',
      'coverage',
      'test-results',
      'playwright-report',
      'static-agreements/*.pdf',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // Type-aware rules read the program tsconfig.json describes; the few plain JS files are not in it.
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    rules: {
      // Fastify's route handlers are async without an await by design (an async handler's return value is the
      // reply), and fakes implement async interfaces: 197 such functions, none a bug.
      '@typescript-eslint/require-await': 'off',
      // A promise returned from inside try/catch must be awaited, or its rejection skips the catch.
      '@typescript-eslint/return-await': ['error', 'error-handling-correctness-only'],
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  security.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'no-unsanitized': noUnsanitized },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'no-unsanitized/method': 'error',
      'no-unsanitized/property': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-default-export': 'error',
      'import-x/no-restricted-paths': ['error', { zones: directionZones }],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'always',
          alphabetize: { order: 'asc' },
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['element-react', 'element-react/*'],
              message: 'Import UI through @/shared/ui, the element-react facade.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Indexing typed records and arrays is everyday TypeScript, not an injection vector.
      'security/detect-object-injection': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling table is a labelled region keyboard users can focus to scroll (axe scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'react/prop-types': 'off',
    },
  },
  {
    files: ['pages/**', 'features/**', 'shared/**', 'store/**', 'api/**'],
    ignores: ['shared/ui/**'],
    rules: { 'no-restricted-syntax': elementClassRule },
  },
  {
    files: ['shared/ui/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Tools that require a default export.
    files: [
      'webpack.config.ts',
      'eslint.config.mjs',
      'playwright.config.ts',
      'jest.config.js',
      'tests/support/*.js',
    ],
    rules: { 'import-x/no-default-export': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests read the bytes the server sends (JSON.parse, response.json()) as `any` on purpose and assert on them.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    files: ['tests/**', 'server/**', 'scripts/**', 'deploy/**', 'eslint.config.mjs'],
    rules: {
      // Tests, scripts and the back office read fixture and data paths they build themselves.
      'security/detect-non-literal-fs-filename': 'off',
      'security/detect-child-process': 'off',
    },
  },
);
