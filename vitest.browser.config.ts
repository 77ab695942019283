import { defineConfig } from 'vitest/config';

// The web app's tests in Debian's Chromium: one file, one browser, run in order.
export default defineConfig({
  test: {
    include: ['test/web/browser/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
