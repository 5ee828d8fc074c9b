import { defineConfig } from 'vitest/config';

// Issue 39: the reliability tests (real PostgreSQL clusters, server processes, faults), run by
// `npm run test:reliability` and not part of the default `vitest run`.
export default defineConfig({
  test: {
    // One file at a time: each starts its own database and server processes on a small machine.
    maxWorkers: 1,
    projects: [
      {
        test: {
          name: 'reliability',
          root: 'apps/server',
          include: ['reliability/**/*.test.ts'],
          pool: 'forks',
          testTimeout: 180_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
