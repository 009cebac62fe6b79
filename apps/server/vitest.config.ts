import { defineConfig } from 'vitest/config';

// Test runs started at once (two terminals, two checkouts) keep their database templates apart;
// the test workers inherit this from the process that loads the configuration.
process.env.TEST_RUN_ID ??= String(process.pid);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
