import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/client/**/*.test.{ts,tsx}',
            'src/server/**/*.unit.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // The files share one module cache, as the integration project's do: isolated, each of the 256 files
          // imported the coach and the domain afresh, and the project took 183 s where it takes 55 s so
          // (2026-12-07, loaded machine; decision 0045, fourth round). Tests restore what they stub in afterEach;
          // two runs with the files shuffled passed, and vi.mock still applies per file.
          isolate: false,
          // Property tests run hundreds of cases: under 1 s on a quiet machine, but a shared 2-core machine
          // stretches them past vitest's 5 s default. Timeouts here catch hangs, not slowness (that is `npm run bench`).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['src/server/**/*.test.ts'],
          exclude: ['src/server/**/*.unit.test.ts'],
          // One database per worker, shared by its files (a new PGlite takes seconds to start).
          isolate: false,
          pool: 'forks',
          environment: 'node',
          setupFiles: ['src/server/test/setup-integration.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
