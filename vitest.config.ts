import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Fork workers keep native modules (sqlite3, canvas) isolated per file.
    pool: 'forks',
  },
});
