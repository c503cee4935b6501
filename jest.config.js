// Two projects: the browser-side code under jsdom, the local back office under node.
// Playwright specs (tests/e2e) stay out of jest's roots.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2020',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc },
  // element-react's sources, and the ESM-only packages the Fastify plugins load (jest runs CommonJS).
  transformIgnorePatterns: ['/node_modules/(?!element-react/|content-disposition/|cookie/|@fastify/cookie/)'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '\\.(css)$': '<rootDir>/tests/support/style-stub.js',
    '\\.(png|jpe?g|gif|svg|woff2?|ttf|eot)$': '<rootDir>/tests/support/file-stub.js',
  },
  globalSetup: '<rootDir>/tests/support/global-setup.js',
};

module.exports = {
  // Two cores run two workers plus, at times, a build: flows that encrypt with RSA in jsdom need more than
  // jest's 5 s under that load (a timing flake, never a behaviour difference).
  // A global option: inside `projects` jest ignores it.
  testTimeout: 15000,
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: [
        '/node_modules/',
        '<rootDir>/tests/e2e/',
        '<rootDir>/tests/server/',
        '<rootDir>/tests/security/',
        '<rootDir>/tests/deploy/',
      ],
      setupFilesAfterEnv: ['<rootDir>/tests/support/jest-setup.ts'],
    },
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/tests/server/**/*.test.ts',
        '<rootDir>/tests/security/**/*.test.ts',
        '<rootDir>/tests/deploy/**/*.test.ts',
      ],
      setupFilesAfterEnv: ['<rootDir>/tests/support/jest-setup-node.ts'],
    },
  ],
};
