/**
 * The container image (Dockerfile, scripts/container/build-image.sh): built with podman, migrated
 * by its bootstrap in one container, then served by another against a throwaway PostgreSQL on
 * this machine (host network, 127.0.0.1 only). Skipped when podman is absent.
 * CONTAINER_IMAGE names an image already built, to skip the build.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort, startPostgres, type TestPostgres } from '../../../support/postgres'

const HAS_PODMAN = spawnSync('podman', ['--version']).status === 0
if (!HAS_PODMAN) {
  console.warn('Container image test skipped: podman is missing (npm run setup:system installs it)')
}

const ROOT = path.resolve(import.meta.dirname, '../../..')
const ENV = {
  ...process.env,
  CONTAINERS_CONF: path.join(ROOT, 'scripts/container/containers.conf'),
}
const IMAGE = process.env.CONTAINER_IMAGE ?? 'collegium-site:test'
const NAME = `collegium-image-test-${process.pid}`
const APP = `${NAME}-app`
const MIGRATE = `${NAME}-migrate`
const VOLUME = `${NAME}-data`
/** The image's limit, in bytes as podman counts them. */
const MAX_IMAGE_BYTES = 500_000_000
const READY_WITHIN_MS = 15_000

function podman(args: string[], timeout = 120_000): string {
  return execFileSync('podman', args, { env: ENV, encoding: 'utf8', timeout }).trim()
}

function removeOurs(): void {
  spawnSync('podman', ['rm', '-f', '-t', '5', APP, MIGRATE], { env: ENV })
  spawnSync('podman', ['volume', 'rm', '-f', VOLUME], { env: ENV })
}

describe.skipIf(!HAS_PODMAN)('container image (podman)', () => {
  let pg: TestPostgres
  let port: number
  let readyAfterMs = Number.NaN
  const origin = () => `http://127.0.0.1:${port}`

  beforeAll(async () => {
    if (!process.env.CONTAINER_IMAGE) {
      execFileSync('bash', ['scripts/container/build-image.sh', IMAGE], {
        cwd: ROOT,
        env: ENV,
        stdio: 'inherit',
        timeout: 1_500_000,
      })
    }
    pg = await startPostgres()
    port = await freePort()
    removeOurs()
    const settings = [
      ...['--network', 'host', '-v', `${VOLUME}:/data`],
      ...['-e', `DATABASE_URL=${pg.url}`, '-e', `SITE_URL=${origin()}`],
      ...['-e', 'PAYLOAD_SECRET=container-test-secret-0123456789', '-e', 'HOST=127.0.0.1'],
      ...['-e', `PORT=${port}`],
    ]
    // Migrations (and the demo content, for pages to show) run once, before the instance starts.
    podman(
      ['run', '--rm', '--name', MIGRATE, ...settings, '-e', 'SEED=true', IMAGE].concat([
        'node',
        '--conditions=production',
        'dist/bootstrap.mjs',
      ]),
      600_000,
    )
    podman(['run', '-d', '--name', APP, ...settings, '-e', 'SEED=false', IMAGE])
    const started = Date.now()
    while (Date.now() - started < 60_000) {
      const ok = await fetch(`${origin()}/readyz`).then(
        (res) => res.status === 200,
        () => false,
      )
      if (ok) {
        readyAfterMs = Date.now() - started
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    if (Number.isNaN(readyAfterMs)) console.error(podman(['logs', APP]))
  }, 2_000_000)

  afterAll(() => {
    if (HAS_PODMAN) removeOurs()
    pg?.stop()
  })

  it(`answers /readyz within ${READY_WITHIN_MS / 1000} s of its start`, () => {
    console.log(`Container ready after ${readyAfterMs} ms`)
    expect(readyAfterMs).toBeLessThanOrEqual(READY_WITHIN_MS)
  })

  it('serves a page in each language', async () => {
    const russian = await fetch(`${origin()}/`, {
      headers: { 'accept-language': 'ru' },
      redirect: 'manual',
    })
    expect(russian.status).toBe(200)
    expect(await russian.text()).toContain('lang="ru"')
    const english = await fetch(`${origin()}/en`, { redirect: 'manual' })
    expect(english.status).toBe(200)
    expect(await english.text()).toContain('lang="en"')
  })

  it('runs the server as a non-root user', () => {
    const status = podman(['exec', APP, 'cat', '/proc/1/status'])
    const uid = status.match(/^Uid:\s+(\d+)/m)?.[1]
    expect(uid).toBeDefined()
    expect(Number(uid)).not.toBe(0)
  })

  it('holds only what runs, on Node 22, with a health check, within the size limit', () => {
    expect(podman(['exec', APP, 'node', '--version'])).toMatch(/^v22\./)
    const missing = spawnSync(
      'podman',
      [
        'exec',
        APP,
        'sh',
        '-c',
        'test ! -e node_modules/typescript && test ! -e node_modules/vitest',
      ],
      { env: ENV },
    )
    expect(missing.status).toBe(0)
    const size = Number(podman(['image', 'inspect', IMAGE, '--format', '{{.Size}}']))
    expect(size).toBeLessThanOrEqual(MAX_IMAGE_BYTES)
    expect(
      podman(['image', 'inspect', IMAGE, '--format', '{{json .Config.Healthcheck}}']),
    ).toContain('/readyz')
  })
})
