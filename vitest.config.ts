import fs from 'node:fs'
import path from 'node:path'

import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Vitest's order, with the files that seed the whole demo content (their tests take
 * SEED_TEST_TIMEOUT_MS) first: they take minutes where the others take seconds, and the databases'
 * step runs two files at once, so a seeding file started last keeps that step going alone on one
 * worker. Vitest puts the longest first by the timings of an earlier run, which a clean clone lacks
 * (it then goes by file size, and these files are short).
 */
class SeedingFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const seeds = (file: TestSpecification) =>
      fs.readFileSync(file.moduleId, 'utf8').includes('SEED_TEST_TIMEOUT_MS')
    return [...sorted.filter(seeds), ...sorted.filter((file) => !seeds(file))]
  }
}

const alias = {
  '@payload-config': path.resolve('src/cms/payload.config.ts'),
  '@': path.resolve('src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: SeedingFilesFirst },
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
