import { spawnSync } from 'node:child_process'

import { expect, test } from '@playwright/test'

/**
 * Lighthouse floors of issue 8 for the five page types (home, press center, a post, a lawyer, a
 * practice): performance 95 on mobile, and 100 for accessibility, best practices and SEO on both
 * form factors. Mobile's performance is simulated from the main-thread work observed, times four,
 * so it follows the speed of the machine at the moment: on the 2-core machines of CI, Lighthouse's
 * own CPU benchmark of one session ranged from 1,590 to 2,576, and five audits of one page scored
 * from 76 to 95. Each page counts there with its median of seven audits (Lighthouse advises the
 * median of at least five). The full reports are kept in bench/results/lighthouse/.
 */
const SETTINGS = {
  mobile: { floors: '95,100,100,100', runs: 7 },
  desktop: { floors: '95,100,100,100', runs: 1 },
} as const

for (const formFactor of ['mobile', 'desktop'] as const) {
  const { floors, runs } = SETTINGS[formFactor]
  test(`Lighthouse scores on ${formFactor} stay at or above ${floors}`, ({ baseURL }) => {
    test.setTimeout(900_000)
    // The pages' canonical and hreflang links name the site's public address (in npm test the
    // build's SITE_URL and the server's default alike: http://localhost:{port}); audited under
    // another name they would point elsewhere and fail SEO.
    const url = new URL(process.env.E2E_SITE_URL ?? (baseURL as string))
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/lighthouse.ts',
        '--url',
        url.origin,
        '--form-factor',
        formFactor,
        '--floors',
        floors,
        '--runs',
        String(runs),
      ],
      { encoding: 'utf8' },
    )
    console.log(result.stdout)
    expect(result.status, result.stdout + result.stderr).toBe(0)
  })
}
