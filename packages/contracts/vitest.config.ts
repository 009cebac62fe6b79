import { defineConfig } from 'vitest/config';

// Pure functions and schemas: no database, no DOM, nothing to isolate between files.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    isolate: false,
  },
});
