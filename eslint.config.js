import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { scopeConditionConfig } from './eslint-rules/scope-conditions.js';

/** The server's modules (folders of apps/server/src with an index.ts that app.ts lists). */
const SERVER_MODULES = ['base', 'community', 'content', 'fee', 'system', 'letter'];

/**
 * The server's boundaries (docs/architecture.md, "Module services and jobs"): the platform imports no module, and a
 * module imports no other module (it uses contracts, the platform and the services it requires). Relative paths
 * are matched as written, so one block per folder depth: at depth d, `../` d times reaches apps/server/src.
 */
const serverBoundaries = [1, 2, 3, 4].flatMap((depth) => {
  const up = '\\.\\./'.repeat(depth);
  const files = (folder) => [`apps/server/src/${folder}/${'*/'.repeat(depth - 1)}*.ts`];
  const block = (folder, banned, message) => ({
    files: files(folder),
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: `^${up}(${banned.join('|')})(/|$)`, message }] }] },
  });
  return [
    block('platform', SERVER_MODULES, 'The platform imports no module: a module gives it what it needs (ServerModule, services).'),
    ...SERVER_MODULES.map((module) =>
      block(module, SERVER_MODULES.filter((m) => m !== module), 'A module imports no other module: require its service (platform/services.ts) or use contracts.'),
    ),
  ];
});

/**
 * One lint config for the whole repository (ESLint 9 flat config): typescript-eslint's recommended rules
 * (not type-aware, so linting stays fast), React's hook rules for the web app, Node or browser globals by folder.
 */
export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', 'apps/server/drizzle/**', '**/test-results/**', '**/playwright-report/**', '**/coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `x!` after a check the compiler cannot follow (request.user!, getElementById('root')!) is deliberate.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Sanitisers (input text, upload file names) strip control characters on purpose.
      'no-control-regex': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The sanitiser's character class lists emoji joiners and variation selectors one by one, on purpose.
    files: ['packages/contracts/src/platform/validators.ts'],
    rules: { 'no-misleading-character-class': 'off' },
  },
  ...serverBoundaries,
  // Tenant and live-row conditions only through the platform's scope helpers (eslint-rules/scope-conditions.js).
  ...scopeConditionConfig,
  {
    // Playwright's page.evaluate callbacks run in the browser.
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The specs' `test` is e2e/src/test.ts's: one browser context per worker (Playwright's own makes one per test).
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from e2e/src/test.ts (one browser context per worker)." }] },
      ],
    },
  },
);
