// One jest run over every workspace. swc compiles TS (and ESM-only deps) to CommonJS for jest,
// so code under test must not rely on import.meta.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const esmOnly = [
  '@faker-js',
  'uuid',
  'http-proxy-middleware',
  'httpxy',
  '@readme',
  'yaml',
  'is-plain-obj',
  'kubernetes-models',
  '@kubernetes-models',
  'is-cidr',
  'cidr-regex',
  'ip-regex',
].join('|');
const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
  moduleNameMapper: {
    // ESM-only packages whose exports name no `require` entry: mapped to their files, compiled by swc.
    '^(kubernetes-models|@kubernetes-models/apimachinery)/(.*)$': '<rootDir>/../node_modules/$1/$2.js',
    '^@kubernetes-models/(base|validate)$': '<rootDir>/../node_modules/@kubernetes-models/$1/dist/index.js',
    '^@storefront/contracts/schemas$': '<rootDir>/../contracts/src/schemas.ts',
    '^@storefront/contracts/examples$': '<rootDir>/../contracts/src/examples/index.ts',
    '^@storefront/contracts$': '<rootDir>/../contracts/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
const nodeProject = (name) => ({
  ...common,
  displayName: name,
  rootDir: name,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '/dist/',
    '\\.pact\\.test\\.ts$',
    '\\.e2e\\.',
    '/mock-api/test/pact/',
  ],
});
// Pact runs only when asked for by name (`npx jest --selectProjects pact-consumer`), from
// scripts/test/run-pact.mjs after the default run: consumer first, then provider, then the gate.
// Pact's verifier pulls in ESM-only proxy agents from a nested node_modules; swc compiles them too.
const pactCommon = {
  ...common,
  testEnvironment: 'node',
  transformIgnorePatterns: [
    `^(?!.*/node_modules/(${esmOnly}|https-proxy-agent|agent-base|proxy-agent-negotiate)/).*/node_modules/`,
  ],
};
const pactProjects = [
  {
    ...pactCommon,
    displayName: 'pact-consumer',
    rootDir: 'client',
    testMatch: ['<rootDir>/src/core/api/pact/**/*.pact.test.ts'],
  },
  {
    ...pactCommon,
    displayName: 'pact-provider',
    rootDir: 'mock-api',
    testMatch: ['<rootDir>/test/pact/**/*.test.ts'],
  },
  {
    ...pactCommon,
    displayName: 'pact-gate',
    rootDir: 'scripts',
    testMatch: ['<rootDir>/test/coverage-gate.pact.test.ts'],
  },
];
const pactRequested = process.argv.some((arg) => /\bpact-(consumer|provider|gate)\b/.test(arg));
export default {
  // A test's limit is a guard against a hang, not a speed check: 5 s (jest's default) failed page and
  // manifest tests on a loaded 2-core machine that pass alone. Speed is measured by scripts/bench/.
  // (A global option: jest ignores it inside a project.)
  testTimeout: 30_000,
  projects: [
    nodeProject('contracts'),
    nodeProject('mock-api'),
    nodeProject('server'),
    nodeProject('scripts'),
    {
      ...common,
      displayName: 'client',
      rootDir: 'client',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['/node_modules/', '\\.pact\\.test\\.ts$'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      moduleNameMapper: {
        '\\.(css)$': 'identity-obj-proxy',
        '\\.(svg|png|jpg|webp)$': '<rootDir>/src/test/file-stub.ts',
        // antd-mobile's ES build is what Vite bundles; jest loads the same components' CommonJS build.
        '^antd-mobile/es/(.*)$': 'antd-mobile/cjs/$1',
        ...common.moduleNameMapper,
      },
    },
    ...(pactRequested ? pactProjects : []),
  ],
};
