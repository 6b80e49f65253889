// One jest run over every workspace. swc compiles TS (and ESM-only deps) to CommonJS for jest,
// so code under test must not rely on import.meta.
const swc = ['@swc/jest', {
  jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
  module: { type: 'commonjs' },
}];
const esmOnly = ['@faker-js', 'uuid', '@readme', 'yaml'].join('|');
const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
  moduleNameMapper: {
    '^@storefront/contracts/schemas$': '<rootDir>/../contracts/src/schemas.ts',
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
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '\\.pact\\.test\\.ts$', '\\.e2e\\.'],
});
export default {
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
        ...common.moduleNameMapper,
      },
    },
  ],
};
