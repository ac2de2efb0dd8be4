// One lint setup for the whole repository. Type-aware rules catch floating promises and
// non-exhaustive switches; `no-restricted-imports` keeps the boundaries of ARCHITECTURE.md.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const nodeBuiltins = [
  'assert',
  'buffer',
  'child_process',
  'cluster',
  'crypto',
  'dgram',
  'dns',
  'events',
  'fs',
  'http',
  'http2',
  'https',
  'net',
  'os',
  'path',
  'perf_hooks',
  'process',
  'readline',
  'stream',
  'timers',
  'tls',
  'url',
  'util',
  'v8',
  'vm',
  'worker_threads',
  'zlib',
];
const noNode = [
  { group: ['node:*'], message: 'packages/golf and packages/contract run in the browser too: no Node API.' },
  {
    group: nodeBuiltins,
    message: 'packages/golf and packages/contract run in the browser too: no Node API.',
  },
];

const noWebInServer = {
  group: ['@fairway/web', '@fairway/web/*', '**/apps/web/**', '**/web/src/**'],
  message: 'The server never imports web code: share through packages/contract.',
};
const thinRoutes = {
  group: ['**/db/*', '**/db', '**/*.repository'],
  allowTypeImports: true,
  message:
    'Routes are thin: they call one service function. SQL and tables belong to repositories, which only services use.',
};
/**
 * A server feature uses another only through that feature's index.ts, its public surface, so what a feature lets
 * others rely on is written in one place. `up` is the way out of the importing file's feature folder.
 */
const throughIndex = (up) => ({
  regex: `^${up.replaceAll('.', '\\.')}[^./][^/]*/(?!index$).+`,
  message:
    "Import another feature through its index.ts (e.g. '../games'), not its files: the index is what it lets others use.",
});
const featureTestFiles = ['**/*.test.ts', '**/*.test-kit.ts'];

const webBoundaries = {
  patterns: [
    {
      group: ['@fairway/server', '@fairway/server/*', '**/apps/server/**', '**/server/src/**'],
      message: 'The web app never imports server code: share through packages/contract.',
    },
  ],
  paths: [
    {
      name: 'lucide-react',
      allowTypeImports: true,
      message:
        'Import each icon from lucide-react/icons/<name>: the package root puts every icon in the bundle.',
    },
  ],
};
/**
 * A web feature uses another only through that feature's entry: its index.ts, or its index.light.ts, the part of
 * the same surface that the landing and the signed-in shell may load (it pulls in no heavy module). Styles are not
 * code and may be shared. Tests may also use another feature's test-factories. `up` leads out of the feature.
 */
const throughWebEntry = (up, alsoAllowed = []) => ({
  regex: `^${up.replaceAll('.', '\\.')}[^./][^/]*/(?!(?:${['index', 'index\\.light', ...alsoAllowed].join('|')})$)(?!.*\\.css$).+`,
  message:
    "Import another feature through its index.ts (e.g. '../../clubs'), or its index.light.ts where it has one, not its files: " +
    'the index is what it lets others use, so its insides can change without breaking them.',
});
const webFeatureRule = (up, alsoAllowed) => [
  'error',
  { ...webBoundaries, patterns: [...webBoundaries.patterns, throughWebEntry(up, alsoAllowed)] },
];
const webTestFiles = ['**/*.test.ts', '**/*.test.tsx'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // tests/lint-boundaries.test.ts lints snippets as if they lived at these paths (never on disk); at most 8
          // such files, or the project service refuses them.
          allowDefaultProject: [
            'packages/golf/src/lint-fixture.ts',
            'packages/contract/src/lint-fixture.ts',
            'apps/server/src/lint-fixture.ts',
            'apps/server/src/features/scores/lint-fixture.ts',
            'apps/server/src/features/scores/lint-fixture.routes.ts',
            'apps/web/src/features/scores/{,components/}lint-fixture{,.test}.{ts,tsx}',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-console': 'off',
      // Fastify plugins and hooks are async by convention even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/golf/**/*.ts'],
    ignores: ['packages/golf/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@fairway/*'],
              message: 'packages/golf is the bottom of the graph: it imports nothing of ours.',
            },
            ...noNode,
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'packages/golf is pure: no DOM.' },
        { name: 'document', message: 'packages/golf is pure: no DOM.' },
        { name: 'process', message: 'packages/golf is pure: no Node API.' },
        { name: 'fetch', message: 'packages/golf is pure: no I/O.' },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    ignores: ['packages/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|zod/|@fairway/golf$|\\.{1,2}/).+',
              message: 'packages/contract imports only zod and @fairway/golf.',
            },
            ...noNode,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', webBoundaries],
    },
  },
  {
    files: ['apps/web/src/features/*/*.{ts,tsx}'],
    ignores: webTestFiles,
    rules: { 'no-restricted-imports': webFeatureRule('../') },
  },
  {
    files: ['apps/web/src/features/*/*/*.{ts,tsx}'],
    ignores: webTestFiles,
    rules: { 'no-restricted-imports': webFeatureRule('../../') },
  },
  {
    files: webTestFiles.map((test) => `apps/web/src/features/*/${test}`),
    rules: { 'no-restricted-imports': webFeatureRule('../', ['test-factories']) },
  },
  {
    files: webTestFiles.map((test) => `apps/web/src/features/*/*/${test}`),
    rules: { 'no-restricted-imports': webFeatureRule('../../', ['test-factories']) },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noWebInServer] }] },
  },
  {
    files: ['apps/server/src/features/*/*.ts'],
    ignores: featureTestFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [noWebInServer, throughIndex('../')] }] },
  },
  {
    files: ['apps/server/src/features/*/*/*.ts'],
    ignores: featureTestFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [noWebInServer, throughIndex('../../')] }] },
  },
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noWebInServer, thinRoutes] }] },
  },
  {
    files: ['apps/server/src/features/*/*.routes.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noWebInServer, thinRoutes, throughIndex('../')] }],
    },
  },
);
