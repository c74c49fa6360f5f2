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
