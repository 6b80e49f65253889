import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import storefront from './scripts/lint/no-import-cycle.js';

// Layers point one way (see docs/architecture.md): contracts ← mock-api, server, client; inside the
// client core ← desktop and core ← mobile, two faces that never import each other; inside the desktop
// ui ← features ← app, inside the phone ui ← pages ← app, and a feature (or a page area) never imports
// a sibling; inside mock-api shared ← seed ← persistence ← domain ← test-control ← http ← main.
// scripts/test/boundaries.test.ts and mock-api/test/layers.test.ts lint fixtures with this config
// to prove the zones hold.
const client = (dir) => `./client/src/${dir}`;
const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
// Each desktop feature and each phone page area may import only itself among its siblings.
const siblingZones = (dir, what) =>
  subfolders(client(dir)).map((name) => ({
    target: `${client(dir)}/${name}`,
    from: client(dir),
    except: [`./${name}`],
    message: `${what} never imports a sibling; compose them in the face's app/.`,
  }));
const clientZones = [
  {
    target: client('core'),
    from: [client('desktop'), client('mobile')],
    message: 'core serves both faces and imports neither (client/src/desktop, client/src/mobile).',
  },
  {
    target: client('desktop'),
    from: client('mobile'),
    message: 'A face never imports the other: the desktop never imports client/src/mobile.',
  },
  {
    target: client('mobile'),
    from: client('desktop'),
    message: 'A face never imports the other: the phone never imports client/src/desktop.',
  },
  {
    target: client('desktop/ui'),
    from: [client('desktop/features'), client('desktop/app')],
    message: 'desktop/ui sits below the features and the app.',
  },
  {
    target: client('mobile/ui'),
    from: [client('mobile/pages'), client('mobile/app')],
    message: 'mobile/ui sits below the pages and the app.',
  },
  {
    target: client('desktop/features'),
    from: client('desktop/app'),
    message: 'Features never import app/; shared pieces live in desktop/ui or core.',
  },
  {
    target: client('mobile/pages'),
    from: client('mobile/app'),
    message: 'Phone pages never import app/; shared pieces live in mobile/ui or core.',
  },
  ...siblingZones('desktop/features', 'A desktop feature'),
  ...siblingZones('mobile/pages', 'A phone page area'),
];
// mock-api's layers, each with the layers above it (which it must never import).
const mockApi = (layer) => `./mock-api/src/${layer}`;
const mockApiEntry = ['main.ts', 'env.ts', 'listen-address.ts'].map(mockApi);
const mockApiLayers = ['shared', 'seed', 'persistence', 'domain', 'test-control', 'http'];
const mockApiZones = mockApiLayers.map((layer, i) => ({
  target: mockApi(layer),
  from: [...mockApiLayers.slice(i + 1).map(mockApi), ...mockApiEntry],
  message: `mock-api/src/${layer} imports only the layers below it (${mockApiLayers.slice(0, i).join(', ') || 'none of ours'}) and contracts (see mock-api/README.md).`,
}));
// Both faces route with react-router-dom, the package the stack names (it re-exports react-router 7).
const routerMessage = 'Import routing from react-router-dom, not react-router itself.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-types/**',
      'contracts/pacts/**',
      'reports/**',
      'coverage/**',
      'scripts/bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without a resolver import-x cannot resolve extensionless TypeScript imports and
      // no-restricted-paths silently skips them; this one reads each package's tsconfig.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: 'tsconfig.json',
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './contracts',
              from: ['./mock-api', './server', './client', './scripts'],
              message: 'contracts depends on nothing of ours.',
            },
            {
              target: ['./mock-api', './server', './scripts'],
              from: './client',
              message: 'Nothing imports the client from outside it.',
            },
            { target: './client', from: ['./mock-api', './server', './scripts'] },
            { target: './mock-api', from: ['./server', './scripts'] },
            {
              target: './server',
              from: ['./mock-api', './scripts'],
              message: 'The server knows nothing of the mock; it reads only the route list from contracts.',
            },
            ...clientZones,
            ...mockApiZones,
          ],
        },
      ],
    },
  },
  {
    // Zones stop imports that run up; this stops circles inside a layer, type-only imports included.
    // contracts too: the catalogue's entries import the example helpers, which import nothing of it.
    // The client too, tests and their harness aside (scripts/test/boundaries.test.ts breaks it once).
    files: ['mock-api/src/**/*.ts', 'contracts/src/**/*.ts', 'client/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'client/src/test/**'],
    plugins: { storefront },
    rules: { 'storefront/no-import-cycle': 'error' },
  },
  {
    // A function over 80 lines does more than one job: split it (scripts/test/function-length.test.ts).
    // Tests, e2e journeys, fixtures and the client's test harness are not held to it.
    files: [
      'mock-api/src/**/*.ts',
      'mock-api/console/src/**/*.ts',
      'server/src/**/*.ts',
      'contracts/src/**/*.ts',
      'scripts/**/*.{ts,mjs,js}',
      'client/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts', 'scripts/**/fixtures/**', 'client/src/test/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
  {
    // The server reads the route list from the browser-safe contracts entry, never the zod schemas.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@storefront/contracts/schemas',
              message: 'The server only needs the route list from @storefront/contracts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The browser bundle must not carry zod: only the plain catalogue and validators.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: 'zod stays out of the browser bundle (see docs/decisions.md).' },
            {
              name: '@storefront/contracts/schemas',
              message: 'Use import type only, or the plain catalogue.',
              allowTypeImports: true,
            },
            { name: 'react-router', message: routerMessage },
          ],
          patterns: [{ group: ['react-router/*'], message: routerMessage }],
        },
      ],
    },
  },
  {
    // Mutations own their cache updates (core/<area>/*-mutations.ts): a face never patches the query cache.
    files: ['client/src/desktop/**/*.{ts,tsx}', 'client/src/mobile/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^set(Query|Queries)Data$/]',
          message:
            'A face never patches the query cache: the area mutation hook does it in its update effect.',
        },
      ],
    },
  },
  {
    // The Pact consumer tests run in Node and are never bundled: they derive matchers from the zod schemas.
    files: ['client/src/core/api/pact/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**/*', 'mock-api/**/*', 'server/**/*', 'contracts/**/*'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['client/**/*'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The mock's console runs in the browser (mock-api/console, served at /__mock/console).
    files: ['mock-api/console/**/*'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'scripts/**/*.{js,mjs,ts}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
