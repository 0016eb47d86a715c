import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve('src/cms/payload.config.ts'),
  '@': path.resolve('src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'support/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker, not one per file: the unit tests keep no state between
          // files (no module mocks; every stubbed global, env variable and fake clock is restored
          // in its own file), and a fresh graph per file cost most of the step: 832 tests in
          // 72 s isolated against 12 s here (2 cores), passing the same in four shuffled orders.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          pool: 'forks',
        },
      },
    ],
  },
})
