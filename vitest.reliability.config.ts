import { defineConfig } from 'vitest/config';

// Reliability under faults (issue 39): real server processes, file systems and clients; not part of `vitest run`.
export default defineConfig({
  test: {
    maxWorkers: 1,
    projects: [
      {
        test: {
          name: 'reliability',
          root: 'apps/server',
          include: ['reliability/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          pool: 'forks',
        },
      },
    ],
  },
});
