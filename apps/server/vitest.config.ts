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
    // A worker keeps the loaded app for its next file (decision 0050): loading it per file was
    // the largest part of the run. Each file opens and closes its own database, and the
    // product's caches are kept per database handle, so nothing of one file reaches the next.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
