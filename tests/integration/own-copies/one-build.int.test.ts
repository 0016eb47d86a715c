/**
 * One build, two deployments: the suite's build (NEXT_DIST_DIR), copied as it would be shipped to
 * two machines, serves instance A through `npm start` on a new, empty SQLite data folder (its
 * bootstrap migrates it and creates the admin; no demo content) and instance B through the
 * compiled server on PostgreSQL (migrated first, as production's deploy step does), each at its
 * own SITE_URL. Each serves both languages, names its own address in canonical and hreflang links,
 * shows its own database's posts only, and neither rebuilds nor changes the build.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  type AppServer,
  copyOfBuild,
  migrateDatabase,
  NPM_START_ARGS,
  startApp,
} from '../../../support/app-server'
import { freePort, startPostgres, type TestPostgres } from '../../../support/postgres'
import { adminToken, publishNewsPost, TEST_ADMIN } from '../../helpers/graphql-http'

const BUILD = process.env.NEXT_DIST_DIR ?? '.next'

/** Every file of a build but Next's cache folder, with its size and modification time. */
function fingerprint(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name)
    const relative = path.relative(dir, file)
    if (!entry.isFile() || relative.split(path.sep)[0] === 'cache') continue
    const stat = fs.statSync(file)
    files[relative] = `${stat.size} ${stat.mtimeMs}`
  }
  return files
}

/** The addresses of a page's canonical and alternate-language links. */
function headLinks(html: string): { canonical: string[]; hreflang: Record<string, string> } {
  const links = html.match(/<link [^>]*>/g) ?? []
  // Compared as URLs: the home page's canonical link has no trailing slash.
  const href = (tag: string) => new URL(/href="([^"]+)"/.exec(tag)?.[1] ?? '', 'invalid:/').href
  return {
    canonical: links.filter((tag) => tag.includes('rel="canonical"')).map(href),
    hreflang: Object.fromEntries(
      links.flatMap((tag) => {
        const lang = /hrefLang="([^"]+)"/i.exec(tag)?.[1]
        return tag.includes('rel="alternate"') && lang ? [[lang, href(tag)]] : []
      }),
    ),
  }
}

type Deployment = { name: string; siteUrl: string; app: AppServer; build: string; post: string }

describe('one build serves two deployments', () => {
  const dirs: string[] = []
  let pg: TestPostgres
  let a: Deployment
  let b: Deployment
  let buildBefore: Record<string, string>
  let copiesBefore: Record<string, string>[]

  beforeAll(async () => {
    buildBefore = fingerprint(BUILD)
    const temporary = (name: string) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `one-build-${name}-`))
      dirs.push(dir)
      return dir
    }
    // Under the project (Next reads NEXT_DIST_DIR there), one per machine.
    const builds = ['a', 'b'].map((name) =>
      copyOfBuild(path.join('tmp', `one-build-${process.pid}-${name}`), BUILD),
    )
    dirs.push(...builds.map((build) => path.resolve(build)))
    copiesBefore = builds.map(fingerprint)
    const admin = { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password }
    const [portA, portB] = [await freePort(), await freePort()]
    const siteA = `http://127.0.0.1:${portA}`
    const siteB = `http://127.0.0.1:${portB}`

    const startA = startApp(
      {
        ...admin,
        PORT: String(portA),
        SITE_URL: siteA,
        DATA_DIR: temporary('a'),
        NEXT_DIST_DIR: builds[0] ?? '',
      },
      NPM_START_ARGS,
    )
    const startB = (async () => {
      pg = await startPostgres()
      const env = {
        DATABASE_URL: pg.url,
        PAYLOAD_SECRET: 'b'.repeat(32),
        DATA_DIR: temporary('b'),
        SITE_URL: siteB,
      }
      await migrateDatabase({ ...env, ...admin })
      return startApp({ ...env, PORT: String(portB), NEXT_DIST_DIR: builds[1] ?? '' })
    })()
    const [appA, appB] = await Promise.all([startA, startB])
    a = { name: 'A', siteUrl: siteA, app: appA, build: builds[0] ?? '', post: 'Только на SQLite' }
    b = {
      name: 'B',
      siteUrl: siteB,
      app: appB,
      build: builds[1] ?? '',
      post: 'Только на PostgreSQL',
    }
    for (const { app, post } of [a, b]) {
      await publishNewsPost(`${app.url}/graphql`, await adminToken(`${app.url}/graphql`), post)
    }
  })

  afterAll(async () => {
    await Promise.all([a?.app.stop(), b?.app.stop()])
    pg?.stop()
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('serves the home page in each language, naming its own address in canonical and hreflang', async () => {
    for (const { name, siteUrl, app } of [a, b]) {
      for (const [pagePath, lang, own] of [
        ['/', 'ru', `${siteUrl}/`],
        ['/en', 'en', `${siteUrl}/en`],
      ] as const) {
        const res = await fetch(`${app.url}${pagePath}`, { headers: { 'accept-language': 'ru' } })
        const html = await res.text()
        expect(res.status, `${name} ${pagePath}`).toBe(200)
        expect(html, `${name} ${pagePath}`).toContain(`lang="${lang}"`)
        const links = headLinks(html)
        expect(links.canonical, `${name} ${pagePath}`).toEqual([own])
        expect(links.hreflang, `${name} ${pagePath}`).toMatchObject({
          ru: `${siteUrl}/`,
          en: `${siteUrl}/en`,
        })
        for (const link of Object.values(links.hreflang)) expect(link).toMatch(siteUrl)
        // No address of the build's own machine or settings (its SITE_URL was localhost's).
        expect(html, `${name} ${pagePath}`).not.toMatch(/https?:\/\/localhost[:/]/)
      }
    }
  })

  it("shows each database's own posts, and not the other's", async () => {
    for (const [own, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const html = await (await fetch(`${own.app.url}/news`)).text()
      expect(html, own.name).toContain(own.post)
      expect(html, own.name).not.toContain(other.post)
    }
  })

  it('neither rebuilds nor changes the build, nor the copies the instances serve', () => {
    expect(fingerprint(BUILD)).toEqual(buildBefore)
    const buildId = fs.readFileSync(path.join(BUILD, 'BUILD_ID'), 'utf8')
    for (const [i, { name, build }] of [a, b].entries()) {
      expect(fs.readFileSync(path.join(build, 'BUILD_ID'), 'utf8'), name).toBe(buildId)
      expect(fingerprint(build), name).toEqual(copiesBefore[i])
    }
    // `npm start` checked the build and found it current.
    expect(a.app.output()).not.toContain('Build complete')
  })
})
