import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The web app's tests drive a browser: npm run test:browser.
    exclude: ['test/web/browser/**', 'node_modules/**'],
    // Vitest's default is one worker fewer than the cores: one, on a two-core machine. Most tests
    // spawn the command line or a solver and wait on it, so three workers keep both cores busy.
    maxWorkers: 3,
    isolate: false,
    // The TypeScript of tests and sources, transformed once and kept on disk between runs.
    experimental: { fsModuleCache: true },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
