import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

import { SERVER_ARGS } from './support/app-server'
import { chromiumLaunchOptions } from './support/chromium'
import {
  OWN_SERVERS_BESIDE_PHONE,
  OWN_SERVERS_FILES,
  PHONE_ONLY_TAG,
  PHONE_TAG,
  SHARED_CONTENT_FILES,
} from './support/e2e-projects'

const port = Number(process.env.E2E_PORT ?? 3104)
const dataDir = path.resolve(process.env.TEST_DATA_DIR ?? 'tmp/test-data')

const chromium = chromiumLaunchOptions
const desktop = { ...devices['Desktop Chrome'], launchOptions: chromium }
const phone = { ...devices['Pixel 7'], launchOptions: chromium }
const sharedContent = SHARED_CONTENT_FILES.map((name) => `**/${name}`)
const ownServers = OWN_SERVERS_FILES.map((name) => `**/${name}`)
const ownServersBesidePhone = OWN_SERVERS_BESIDE_PHONE.map((name) => `**/${name}`)
const ownServersBesideDesktop = OWN_SERVERS_FILES.filter(
  (name) => !OWN_SERVERS_BESIDE_PHONE.includes(name),
).map((name) => `**/${name}`)
/** Every file but those that only read the seeded site. */
const notOnlyReading = [...sharedContent, ...ownServers]

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  // A file's tests run in order, in one browser; two files run at once (two browsers), except the
  // files that change the site, which run one at a time after the rest (the projects below, and
  // support/e2e-projects.ts). On the 2-core machine the press-center and team files took 134 s one
  // at a time and 96 s two at once.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // How long a step waits for the page, not a check of speed (the benchmarks measure that): a
  // loaded CI machine showed the admin's message 5 s (Playwright's default) after its answer.
  expect: { timeout: 10_000 },
  // The JSON report feeds npm test's closing count (scripts/test/summarize-tests.ts), only when
  // it asks.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  outputDir: 'tmp/playwright',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'off',
    // The offline worker registers once a page has been open a few seconds, then fetches and stores
    // the offline pages and their files: browser and server work that only offline.e2e.ts (which
    // allows it) checks.
    serviceWorkers: 'block',
  },
  projects: [
    // The phone projects run the tests tagged for a phone only (support/e2e-projects.ts).
    { name: 'desktop', use: desktop, grepInvert: PHONE_ONLY_TAG, testIgnore: notOnlyReading },
    { name: 'phone', use: phone, grep: PHONE_TAG, testIgnore: notOnlyReading },
    // A failure above leaves these unrun (Playwright runs a project once its dependencies pass, and
    // a project's dependencies all finish before it starts). The files that change the site run
    // one at a time: the phone's few tests, then the desktop's.
    {
      name: 'phone, changing the site',
      use: phone,
      grep: PHONE_TAG,
      testMatch: sharedContent,
      workers: 1,
      dependencies: ['desktop', 'phone'],
    },
    {
      name: 'desktop, changing the site',
      use: desktop,
      grepInvert: PHONE_ONLY_TAG,
      testMatch: sharedContent,
      workers: 1,
      dependencies: ['phone, changing the site'],
    },
    // Beside each of the two above, in the second worker it leaves free: servers of their own, a
    // share of those files that ends about when it does (support/e2e-projects.ts).
    {
      name: 'desktop, own servers beside the phone',
      use: desktop,
      testMatch: ownServersBesidePhone,
      workers: 1,
      dependencies: ['desktop', 'phone'],
    },
    {
      name: 'desktop, own servers',
      use: desktop,
      testMatch: ownServersBesideDesktop,
      workers: 1,
      dependencies: ['desktop, own servers beside the phone'],
    },
  ],
  webServer: {
    // The compiled server, as production runs it (the build step compiles it).
    command: `node ${SERVER_ARGS.join(' ')}`,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: 'false',
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next',
      // The whole suite posts callback forms from 127.0.0.1, and its tests fill forms in well
      // under the 2.5 s a person needs (the limits themselves are covered by integration tests).
      CALLBACK_LIMIT_PER_IP: '1000',
      CALLBACK_MIN_FILL_MS: '500',
      // Every browser of the suite talks to /graphql from 127.0.0.1 (the limit has its own tests).
      API_RATE_LIMIT_PER_MINUTE: '1000000',
      // The fault-injection route of errors.e2e.ts; no other file asks for it.
      E2E_FAULTS: 'true',
    },
  },
})
