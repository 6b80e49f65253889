import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import storefront from './scripts/lint/no-import-cycle.js';

// Layers point one way (see docs/architecture.md): contracts ← mock-api, server, client; inside the
// client ui/api/state ← features ← app, and a feature never imports another feature; inside mock-api
// shared ← seed ← persistence ← domain ← test-control ← http ← main.
// scripts/test/boundaries.test.ts and mock-api/test/layers.test.ts lint fixtures with this config
// to prove the zones hold.
const featuresDir = './client/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
// mock-api's layers, each with the layers above it (which it must never import).
const mockApi = (layer) => `./mock-api/src/${layer}`;
const mockApiEntry = ['main.ts', 'env.ts', 'listen-address.ts'].map(mockApi);
const mockApiLayers = ['shared', 'seed', 'persistence', 'domain', 'test-control', 'http'];
const mockApiZones = mockApiLayers.map((layer, i) => ({
  target: mockApi(layer),
  from: [...mockApiLayers.slice(i + 1).map(mockApi), ...mockApiEntry],
  message: `mock-api/src/${layer} imports only the layers below it (${mockApiLayers.slice(0, i).join(', ') || 'none of ours'}) and contracts (see mock-api/README.md).`,
}));
const featureZones = features.map((name) => ({
  target: `${featuresDir}/${name}`,
  from: featuresDir,
  except: [`./${name}`],
  message: 'A feature never imports another feature; compose them in src/app.',
}));

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
            {
              target: ['./client/src/ui', './client/src/api', './client/src/state', './client/src/config'],
              from: ['./client/src/features', './client/src/app', './client/src/mobile'],
              message: 'ui, api, state and config sit below the features and the app.',
            },
            {
              target: './client/src/features',
              from: './client/src/app',
              message: 'Features never import app/; shared pieces live in src/ui.',
            },
            {
              target: './client/src/mobile',
              from: ['./client/src/features', './client/src/ui', './client/src/app', './client/src/styles'],
              message:
                'The mobile shop shares api, state, config and contracts only; its own pieces live in src/mobile/ui.',
            },
            {
              target: ['./client/src/features', './client/src/ui', './client/src/app'],
              from: './client/src/mobile',
              message: 'The desktop never imports the mobile shop.',
            },
            ...featureZones,
            ...mockApiZones,
          ],
        },
      ],
    },
  },
  {
    // Zones stop imports that run up; this stops circles inside a layer, type-only imports included.
    // contracts too: the catalogue's entries import the example helpers, which import nothing of it.
    files: ['mock-api/src/**/*.ts', 'contracts/src/**/*.ts'],
    plugins: { storefront },
    rules: { 'storefront/no-import-cycle': 'error' },
  },
  {
    // A function over 80 lines does more than one job: split it (scripts/test/function-length.test.ts).
    // Tests, e2e journeys and fixtures are not held to it.
    files: [
      'mock-api/src/**/*.ts',
      'mock-api/console/src/**/*.ts',
      'server/src/**/*.ts',
      'contracts/src/**/*.ts',
      'scripts/**/*.{ts,mjs,js}',
    ],
    ignores: ['**/*.test.ts', '**/*.e2e.ts', 'scripts/**/fixtures/**'],
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
          ],
        },
      ],
    },
  },
  {
    // The Pact consumer tests run in Node and are never bundled: they derive matchers from the zod schemas.
    files: ['client/src/api/pact/**/*.ts'],
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
