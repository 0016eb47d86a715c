/**
 * SEO files and security headers against the production server on a copy of the seeded demo
 * database: the sitemap (every public page in both languages, consistent with each page's own
 * canonical and hreflang tags), robots.txt, the press center's RSS 2.0 feeds, what the editors'
 * SEO fields put in the head, JSON-LD of every page type (validated against schema.org), and the
 * security headers of HTML, JSON, XML, files and error answers.
 */
import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_PORT } from '@/config/constants'
import { paths as sitePaths } from '@/lib/paths'
import { FEED_ITEMS } from '@/lib/rss'
import { SEO_CACHE_CONTROL } from '@/security/headers'

import { type AppServer, copyOfTestData, startApp } from '../../../support/app-server'
import { eventually } from '../../helpers/eventually'
import { adminToken, createPostAs, postGraphql } from '../../helpers/graphql-http'
import { validateStructuredData } from '../../helpers/structured-data'
import { childrenNamed, only, parseXml, type XmlElement } from '../../helpers/xml'

let app: AppServer
let dataDir: string | undefined
/**
 * The public address the server names in absolute links (SITE_URL): not the address the test
 * reaches it at, as behind a proxy.
 */
const site = `http://localhost:${DEFAULT_PORT}`
let token: string

/** A page's head: title, <link> tags' attributes, description and robots meta, JSON-LD blocks. */
type Head = {
  title: string
  links: Record<string, string>[]
  description: string | null
  robots: string | null
  jsonLd: string[]
}

function attributesOf(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {}
  for (const m of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) {
    attrs[(m[1] as string).toLowerCase()] = (m[2] as string).replace(/&amp;/g, '&')
  }
  return attrs
}

function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'))
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '',
    links: [...head.matchAll(/<link\b[^>]*>/g)].map((m) => attributesOf(m[0])),
    description:
      attributesOf(/<meta name="description"[^>]*>/.exec(head)?.[0] ?? '').content ?? null,
    robots: attributesOf(/<meta name="robots"[^>]*>/.exec(head)?.[0] ?? '').content ?? null,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => m[1] as string,
    ),
  }
}

/** The sitemap's entries: address, alternates by language, lastmod. */
type Entry = { loc: string; alternates: Record<string, string>; lastmod?: string }

async function readSitemap(): Promise<Entry[]> {
  const res = await fetch(`${app.url}/sitemap.xml`)
  expect(res.status).toBe(200)
  const root = parseXml(await res.text())
  expect(root.name).toBe('urlset')
  expect(root.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
  expect(root.attributes['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml')
  return childrenNamed(root, 'url').map((url) => {
    const alternates: Record<string, string> = {}
    for (const link of childrenNamed(url, 'xhtml:link')) {
      expect(link.attributes.rel).toBe('alternate')
      alternates[link.attributes.hreflang as string] = link.attributes.href as string
    }
    const lastmod = childrenNamed(url, 'lastmod')[0]?.text
    return { loc: only(url, 'loc').text, alternates, ...(lastmod ? { lastmod } : {}) }
  })
}

/** Fetches a site address (absolute, naming SITE_URL) from the test server. */
const local = (address: string) =>
  `${app.url}${new URL(address).pathname}${new URL(address).search}`

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await fn(items[index] as T)
      }
    }),
  )
  return results
}

/** Public documents of a collection as a visitor sees them (REST count). */
async function publicCount(collection: string, where = ''): Promise<number> {
  const res = await fetch(`${app.url}/api/${collection}?limit=1&depth=0${where}`)
  return ((await res.json()) as { totalDocs: number }).totalDocs
}

beforeAll(async () => {
  // A database of its own (and so a build of its own): the counts below are the seeded content's
  // and the posts this file publishes, whatever the files beside it change.
  dataDir = copyOfTestData()
  app = await startApp({ SITE_URL: site, DATA_DIR: dataDir })
  token = await adminToken(`${app.url}/graphql`)
}, 120_000)

afterAll(async () => {
  await app?.stop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('sitemap.xml', () => {
  it('lists every public page in both languages, with hreflang alternates and absolute addresses', async () => {
    const res = await fetch(`${app.url}/sitemap.xml`)
    expect(res.headers.get('content-type')).toContain('application/xml')
    expect(res.headers.get('cache-control')).toBe(SEO_CACHE_CONTROL)
    const entries = await readSitemap()
    const locs = entries.map((e) => e.loc)
    expect(new Set(locs).size).toBe(locs.length)
    for (const entry of entries) {
      expect(entry.loc.startsWith(`${site}/`)).toBe(true)
      expect(Object.keys(entry.alternates).sort()).toEqual(['en', 'ru', 'x-default'])
      // Each address is one of its own alternates, and x-default is the Russian page.
      expect(Object.values(entry.alternates)).toContain(entry.loc)
      expect(entry.alternates['x-default']).toBe(entry.alternates.ru)
      expect(entry.alternates.en?.startsWith(`${site}/en`)).toBe(true)
      if (entry.lastmod) expect(Number.isNaN(Date.parse(entry.lastmod))).toBe(false)
    }
    // Both languages of every page, each listed with the same alternates.
    for (const entry of entries) {
      const other = entries.find(
        (e) => e.loc === entry.alternates[entry.loc === entry.alternates.ru ? 'en' : 'ru'],
      )
      expect(other?.alternates).toEqual(entry.alternates)
    }
    const paths = locs.map((l) => new URL(l).pathname)
    for (const route of [
      '/',
      '/collegium',
      '/practices',
      '/industry-sectors',
      '/team',
      '/achievements',
      '/news',
      '/contacts',
      '/careers',
      '/privacy',
      '/accessibility',
      '/app',
      '/demo',
      '/qemo',
    ]) {
      expect(paths).toContain(route)
      expect(paths).toContain(route === '/' ? '/en' : `/en${route}`)
    }
    // The search page is noindex, so it is no sitemap entry.
    expect(paths).not.toContain('/search')
    const count = (pattern: RegExp) => paths.filter((p) => pattern.test(p)).length
    const [posts, people, practices, sectors] = await Promise.all([
      publicCount('posts'),
      publicCount('people'),
      publicCount('practices', '&where[parent][exists]=false'),
      publicCount('industry-sectors'),
    ])
    expect(posts).toBeGreaterThan(0)
    expect(count(/^(\/en)?\/news\/\d+$/)).toBe(2 * posts)
    expect(count(/^(\/en)?\/team\/\d+\/[a-z0-9-]+$/)).toBe(2 * people)
    expect(count(/^(\/en)?\/practices\/\d+\/[a-z0-9-]+$/)).toBe(2 * practices)
    expect(count(/^(\/en)?\/industry-sectors\/\d+\/[a-z0-9-]+$/)).toBe(2 * sectors)
    // Documents carry their last change.
    expect(entries.find((e) => /\/news\/\d+$/.test(e.loc))?.lastmod).toBeTruthy()
  })

  it('every address answers 200, indexable, titled and described, with the canonical and alternates the sitemap names; JSON-LD parses', async () => {
    const entries = await readSitemap()
    let jsonLdBlocks = 0
    const problems = (
      await mapLimit(entries, 4, async (entry) => {
        const res = await fetch(local(entry.loc), { redirect: 'manual' })
        if (res.status !== 200) return [`${entry.loc}: ${res.status}`]
        const head = readHead(await res.text())
        const issues: string[] = []
        // Compared by path: each server of the test run names its own address, and pages
        // re-rendered after an earlier test's publish carry that server's (in production one
        // SITE_URL serves build and run). Both must be absolute.
        const pathOf = (href: string | undefined) =>
          href && /^https?:\/\//.test(href) ? new URL(href).pathname : `not absolute: ${href}`
        const canonical = head.links.find((l) => l.rel === 'canonical')?.href
        if (pathOf(canonical) !== pathOf(entry.loc))
          issues.push(`${entry.loc}: canonical ${canonical}`)
        const alternates = Object.fromEntries(
          head.links
            .filter((l) => l.rel === 'alternate' && l.hreflang)
            .map((l) => [l.hreflang, pathOf(l.href)]),
        )
        const expected = Object.fromEntries(
          Object.entries(entry.alternates).map(([lang, href]) => [lang, pathOf(href)]),
        )
        const sorted = (o: Record<string, unknown>) => JSON.stringify(o, Object.keys(o).sort())
        if (sorted(alternates) !== sorted(expected)) {
          issues.push(`${entry.loc}: alternates ${sorted(alternates)} ≠ ${sorted(expected)}`)
        }
        if (head.robots?.includes('noindex')) issues.push(`${entry.loc}: noindex`)
        // What a search engine shows of the page in its results.
        if (!head.title.trim()) issues.push(`${entry.loc}: no title`)
        if (!head.description?.trim()) issues.push(`${entry.loc}: no meta description`)
        for (const block of head.jsonLd) {
          jsonLdBlocks++
          try {
            const data = JSON.parse(block) as Record<string, unknown>
            if (data['@context'] !== 'https://schema.org')
              issues.push(`${entry.loc}: JSON-LD @context`)
            if (typeof data['@type'] !== 'string' || !data['@type'])
              issues.push(`${entry.loc}: JSON-LD @type`)
          } catch (error) {
            issues.push(`${entry.loc}: JSON-LD does not parse: ${error}`)
          }
        }
        return issues
      })
    ).flat()
    expect(problems).toEqual([])
    // Home, contacts, people, posts and breadcrumbs carry structured data.
    expect(jsonLdBlocks).toBeGreaterThan(entries.length / 2)
  }, 300_000)

  it('follows a publish: a new post is listed at once, a deleted one is gone', async () => {
    const id = await createPostAs(`${app.url}/graphql`, token, {
      title: 'Проверка карты сайта',
      type: 'news',
      publishedAt: '2026-11-21T10:00:00.000Z',
      _status: 'published',
    })
    await eventually(async () => {
      const locs = (await readSitemap()).map((e) => e.loc)
      expect(locs).toContain(`${site}/news/${id}`)
      expect(locs).toContain(`${site}/en/news/${id}`)
      expect(await (await fetch(`${app.url}/news/rss.xml`)).text()).toContain(`${site}/news/${id}<`)
    })
    await postGraphql(
      `${app.url}/graphql`,
      { query: `mutation { deletePost(id: ${id}) { id } }` },
      { token },
    )
    await eventually(async () => {
      expect((await readSitemap()).map((e) => e.loc)).not.toContain(`${site}/news/${id}`)
      expect(await (await fetch(`${app.url}/en/news/rss.xml`)).text()).not.toContain(
        `/en/news/${id}<`,
      )
    })
  }, 60_000)
})

/** The head's <meta> tags by name or property (og:…, twitter:…), their entities decoded. */
function metaTags(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'))
  const tags: Record<string, string> = {}
  for (const m of head.matchAll(/<meta\b[^>]*>/g)) {
    const attrs = attributesOf(m[0])
    const key = attrs.name ?? attrs.property
    if (key && attrs.content !== undefined) tags[key] = decodeEntities(attrs.content)
  }
  return tags
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

type SeoDoc = {
  id: number
  slug?: string
  title?: string
  name?: string
  summary?: string | null
  meta?: {
    title?: string | null
    description?: string | null
    image?: { sizes?: { og?: { url?: string | null } } } | number | null
  }
}

/** The first public document of a collection matching a REST `where` query, in a language. */
async function firstDoc(collection: string, where: string, locale: string): Promise<SeoDoc> {
  const res = await fetch(`${app.url}/api/${collection}?limit=1&depth=1&locale=${locale}&${where}`)
  const doc = ((await res.json()) as { docs: SeoDoc[] }).docs[0]
  expect(doc, `${collection}?${where}`).toBeDefined()
  return doc as SeoDoc
}

const WITH_SEO = 'where[meta.title][exists]=true'
const prefixOf = (locale: string) => (locale === 'en' ? '/en' : '')

describe('search and sharing: the SEO tab', () => {
  for (const locale of ['ru', 'en']) {
    it(`${locale}: filled fields are the title, description, Open Graph and Twitter tags`, async () => {
      const post = await firstDoc('posts', WITH_SEO, locale)
      const practice = await firstDoc('practices', WITH_SEO, locale)
      const person = await firstDoc('people', WITH_SEO, locale)
      const pages = [
        [post, `/news/${post.id}`],
        [practice, `/practices/${practice.id}/${practice.slug}`],
        [person, `/team/${person.id}/${person.slug}`],
      ] as const
      for (const [doc, path] of pages) {
        const html = await (await fetch(`${app.url}${prefixOf(locale)}${path}`)).text()
        const tags = metaTags(html)
        const { title, description } = doc.meta ?? {}
        expect(title && description, path).toBeTruthy()
        // The editor's title as written: no site name after it.
        expect(decodeEntities(readHead(html).title), path).toBe(title)
        expect(tags.description, path).toBe(description)
        for (const tag of ['og:title', 'twitter:title']) expect(tags[tag], path).toBe(title)
        for (const tag of ['og:description', 'twitter:description'])
          expect(tags[tag], path).toBe(description)
      }
      // The post's own share image replaces its cover.
      const image = post.meta?.image
      const ogUrl = typeof image === 'object' ? image?.sizes?.og?.url : undefined
      expect(ogUrl).toBeTruthy()
      const tags = metaTags(
        await (await fetch(`${app.url}${prefixOf(locale)}/news/${post.id}`)).text(),
      )
      const imagePath = new URL(ogUrl as string, app.url).pathname
      expect(new URL(tags['og:image'] as string).pathname).toBe(imagePath)
      expect(new URL(tags['twitter:image'] as string).pathname).toBe(imagePath)
      expect(tags['twitter:card']).toBe('summary_large_image')
    })

    it(`${locale}: empty fields leave the page's own title, summary and image`, async () => {
      const post = await firstDoc('posts', 'where[meta.title][exists]=false', locale)
      const html = await (await fetch(`${app.url}${prefixOf(locale)}/news/${post.id}`)).text()
      const tags = metaTags(html)
      expect(decodeEntities(readHead(html).title).startsWith(`${post.title} — `)).toBe(true)
      expect(tags.description).toBe(post.summary)
      expect(tags['og:title']).toBe(post.title)
      expect(tags['twitter:title']).toBe(post.title)
      expect(tags['og:image']).toMatch(/\/api\/media\/file\/cover-/)
    })
  }
})

describe('search and sharing: the home page (a global)', () => {
  /** Publishes the home page's SEO title in a language (null empties it). */
  async function publishHomeTitle(locale: string, title: string | null) {
    const res = await fetch(`${app.url}/api/globals/home?locale=${locale}`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ meta: { title }, _status: 'published' }),
    })
    expect(res.status, await res.text()).toBe(200)
  }
  const homeTitle = async (address: string) =>
    decodeEntities(readHead(await (await fetch(`${app.url}${address}`)).text()).title)

  it('takes its SEO title in one language, and gives it back when emptied', async () => {
    const before = { ru: await homeTitle('/'), en: await homeTitle('/en') }
    const title = 'Адвокаты в Москве: споры, защита бизнеса, частные клиенты'
    await publishHomeTitle('ru', title)
    try {
      await eventually(async () => expect(await homeTitle('/')).toBe(title))
      // The English page keeps its own title: the Russian one is no fallback.
      expect(await homeTitle('/en')).toBe(before.en)
    } finally {
      await publishHomeTitle('ru', null)
    }
    await eventually(async () => expect(await homeTitle('/')).toBe(before.ru))
  }, 60_000)
})

describe('structured data', () => {
  /** A page of each type and the JSON-LD types it must carry. */
  async function pagesByType(): Promise<[string, string[]][]> {
    const [event, news, person, practice, sector] = await Promise.all([
      firstDoc('posts', 'where[type][equals]=event', 'ru'),
      firstDoc('posts', 'where[type][equals]=news', 'ru'),
      firstDoc('people', '', 'ru'),
      firstDoc('practices', 'where[parent][exists]=false', 'ru'),
      firstDoc('industry-sectors', '', 'ru'),
    ])
    return [
      ['/', ['LegalService']],
      ['/contacts', ['BreadcrumbList', 'LegalService']],
      [`/team/${person.id}`, ['BreadcrumbList', 'Person']],
      [`/news/${news.id}`, ['BreadcrumbList', 'NewsArticle']],
      [`/news/${event.id}`, ['BreadcrumbList', 'Event']],
      [`/practices/${practice.id}`, ['BreadcrumbList']],
      [`/industry-sectors/${sector.id}`, ['BreadcrumbList']],
      ['/collegium', ['BreadcrumbList']],
      ['/privacy', ['BreadcrumbList']],
    ]
  }

  it('every page type, in both languages, is valid against schema.org and Google’s rules', async () => {
    const problems: string[] = []
    for (const [path, expected] of await pagesByType()) {
      for (const locale of ['ru', 'en']) {
        const address = `${prefixOf(locale)}${path === '/' && locale === 'en' ? '' : path}`
        const res = await fetch(`${app.url}${address || '/'}`)
        expect(res.status, address).toBe(200)
        const { types, issues } = await validateStructuredData(await res.text())
        expect(types.sort(), address).toEqual(expected)
        for (const issue of issues) {
          problems.push(`${address}: ${issue.severity} ${issue.rootType}: ${issue.issueMessage}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('the validator finds an unknown property and a missing required one (it can fail)', async () => {
    const person = await firstDoc('people', '', 'ru')
    const html = await (await fetch(`${app.url}/team/${person.id}`, { redirect: 'follow' })).text()
    const broken = html
      .replace('"position":1,', '')
      .replace('"@type":"Person",', '"@type":"Person","shoeSize":"42",')
    const messages = (await validateStructuredData(broken)).issues.map((i) => i.issueMessage)
    expect(messages).toContainEqual(expect.stringContaining('"position" is missing'))
    expect(messages).toContainEqual(expect.stringContaining('"shoeSize"'))
  })
})

describe('robots.txt', () => {
  it('keeps crawlers out of the admin and the APIs and names the sitemap', async () => {
    const res = await fetch(`${app.url}/robots.txt`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/plain')
    expect(res.headers.get('cache-control')).toBe(SEO_CACHE_CONTROL)
    const lines = (await res.text()).split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const path of ['/admin', '/api', '/graphql', '/_content'])
      expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).not.toContain('Disallow: /')
    expect(lines).toContain(`Sitemap: ${site}/sitemap.xml`)
  })
})

/** RFC 822 date-time as RSS 2.0 requires (day name optional, 2- or 4-digit year, zone). */
const RFC822 =
  /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (?:\d{2}|\d{4}) \d{2}:\d{2}(?::\d{2})? (?:UT|GMT|EST|EDT|CST|CDT|MST|MDT|PST|PDT|[A-IK-Z]|[+-]\d{4})$/

/** The RSS 2.0 elements a channel and its items must (and here do) carry; returns the problems. */
function validateRss(
  root: XmlElement,
  locale: 'ru' | 'en',
  feed: string = sitePaths.newsFeed,
): string[] {
  const problems: string[] = []
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(what)
  }
  check(root.name === 'rss', 'root is <rss>')
  check(root.attributes.version === '2.0', 'version 2.0')
  const channels = childrenNamed(root, 'channel')
  check(channels.length === 1, 'one <channel>')
  const channel = channels[0]
  if (!channel) return problems
  for (const name of ['title', 'link', 'description']) {
    const els = childrenNamed(channel, name)
    check(els.length === 1 && els[0]?.text.trim() !== '', `channel <${name}>`)
  }
  check(only(channel, 'language').text === locale, 'channel <language>')
  const link = only(channel, 'link').text
  check(link === `${site}${locale === 'en' ? '/en' : ''}/news`, `channel <link> ${link}`)
  const self = childrenNamed(channel, 'atom:link')[0]
  check(self?.attributes.href === `${site}${locale === 'en' ? '/en' : ''}${feed}`, 'atom:link self')
  const lastBuild = childrenNamed(channel, 'lastBuildDate')[0]
  if (lastBuild) check(RFC822.test(lastBuild.text), `lastBuildDate ${lastBuild.text}`)
  let previous = Number.POSITIVE_INFINITY
  for (const item of childrenNamed(channel, 'item')) {
    const title = childrenNamed(item, 'title')[0]?.text ?? ''
    check(title.trim() !== '', 'item <title>')
    const itemLink = childrenNamed(item, 'link')[0]?.text ?? ''
    check(
      new RegExp(`^${site}${locale === 'en' ? '/en' : ''}/news/\\d+$`).test(itemLink),
      `item <link> ${itemLink}`,
    )
    const guid = childrenNamed(item, 'guid')
    check(
      guid.length === 1 && guid[0]?.attributes.isPermaLink === 'true' && guid[0]?.text === itemLink,
      `item <guid> ${title}`,
    )
    const pubDate = childrenNamed(item, 'pubDate')[0]?.text ?? ''
    check(RFC822.test(pubDate) && !Number.isNaN(Date.parse(pubDate)), `item <pubDate> ${pubDate}`)
    const time = Date.parse(pubDate)
    check(time <= previous, 'items newest first')
    previous = time
    for (const name of ['title', 'link', 'guid', 'pubDate', 'description', 'category']) {
      check(childrenNamed(item, name).length <= 1, `item has one <${name}> at most`)
    }
  }
  return problems
}

describe('RSS feeds of the press center', () => {
  for (const locale of ['ru', 'en'] as const) {
    const prefix = locale === 'en' ? '/en' : ''
    it(`${locale}: RSS 2.0 with the newest posts, each answering 200; linked from the press-center pages`, async () => {
      const res = await fetch(`${app.url}${prefix}${sitePaths.newsFeed}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('application/rss+xml')
      expect(res.headers.get('cache-control')).toBe(SEO_CACHE_CONTROL)
      const root = parseXml(await res.text())
      expect(validateRss(root, locale)).toEqual([])
      const items = childrenNamed(only(root, 'channel'), 'item')
      expect(items.length).toBe(Math.min(FEED_ITEMS, await publicCount('posts')))
      expect(
        items.filter((i) => childrenNamed(i, 'description').length === 1).length,
      ).toBeGreaterThan(0)
      const statuses = await mapLimit(
        items,
        4,
        async (item) =>
          (await fetch(local(only(item, 'link').text), { redirect: 'manual' })).status,
      )
      expect(new Set(statuses)).toEqual(new Set([200]))

      for (const page of [
        `${prefix}/news`,
        `${prefix}/news?type=event`,
        new URL(only(items[0] as XmlElement, 'link').text).pathname,
      ]) {
        const head = readHead(await (await fetch(`${app.url}${page}`)).text())
        const feed = head.links.find(
          (l) => l.rel === 'alternate' && l.type === 'application/rss+xml',
        )
        // By path, as the canonical above: a page may have been re-rendered by another server.
        expect(new URL(feed?.href ?? 'about:blank').pathname, page).toBe(
          `${prefix}${sitePaths.newsFeed}`,
        )
        expect(feed?.href).toMatch(/^https?:\/\//)
        expect(feed?.title).toBeTruthy()
      }
    })
  }

  for (const locale of ['ru', 'en'] as const) {
    const prefix = locale === 'en' ? '/en' : ''
    it(`${locale}: a practice's feed and each kind's, linked from the practice's page`, async () => {
      // A top-level practice with posts (a sub-area's page is a section of its parent's).
      const top = await fetch(
        `${app.url}/api/practices?limit=100&depth=0&locale=${locale}&where[parent][exists]=false`,
      )
      const practices = ((await top.json()) as { docs: { id: number; slug: string }[] }).docs
      const counts = await Promise.all(
        practices.map((p) => publicCount('posts', `&where[practices][in]=${p.id}`)),
      )
      const chosen = practices[counts.findIndex((count) => count > 0)]
      expect(chosen).toBeDefined()
      const { id: practiceId, slug } = chosen as { id: number; slug: string }
      const html = await (await fetch(`${app.url}${prefix}/practices/${practiceId}/${slug}`)).text()
      const feedPath = `${sitePaths.newsFeed}?practice=${practiceId}`
      const alternate = readHead(html).links.find(
        (l) => l.rel === 'alternate' && l.type === 'application/rss+xml',
      )
      expect(
        new URL(alternate?.href ?? 'about:blank').pathname +
          new URL(alternate?.href ?? 'about:blank').search,
      ).toBe(`${prefix}${feedPath}`)
      // Visible too, with each kind's feed of the practice.
      for (const type of ['', '&amp;type=news', '&amp;type=publication', '&amp;type=event']) {
        expect(html).toContain(`href="${prefix}${feedPath}${type}"`)
      }

      const res = await fetch(`${app.url}${prefix}${feedPath}`)
      expect(res.status).toBe(200)
      const root = parseXml(await res.text())
      expect(validateRss(root, locale, feedPath)).toEqual([])
      const items = childrenNamed(only(root, 'channel'), 'item')
      const count = await publicCount('posts', `&where[practices][in]=${practiceId}`)
      expect(count).toBeGreaterThan(0)
      expect(items.length).toBe(Math.min(FEED_ITEMS, count))

      const eventFeed = `${sitePaths.newsFeed}?type=event`
      const events = parseXml(await (await fetch(`${app.url}${prefix}${eventFeed}`)).text())
      expect(validateRss(events, locale, eventFeed)).toEqual([])
      const categories = childrenNamed(only(events, 'channel'), 'item').map(
        (item) => only(item, 'category').text,
      )
      expect(categories.length).toBe(
        Math.min(FEED_ITEMS, await publicCount('posts', '&where[type][equals]=event')),
      )
      expect(new Set(categories).size).toBe(1)

      // A query the feed does not take is refused with a reason; an unknown practice has none.
      const bad = await fetch(`${app.url}${prefix}${sitePaths.newsFeed}?type=gossip`)
      expect(bad.status).toBe(400)
      expect(await bad.text()).toMatch(/type must be one of/)
      expect((await fetch(`${app.url}${prefix}${sitePaths.newsFeed}?practice=999999`)).status).toBe(
        404,
      )
    })
  }

  it('the validator refuses a broken feed (it can fail)', () => {
    const broken = parseXml(
      '<rss version="0.91"><channel><title>t</title><link>x</link><language>de</language>' +
        '<item><title>a</title><link>x</link><guid>y</guid><pubDate>2026-01-01</pubDate></item></channel></rss>',
    )
    expect(validateRss(broken, 'ru').length).toBeGreaterThanOrEqual(5)
    expect(() => parseXml('<rss><channel>A & B</channel></rss>')).toThrow()
    expect(() => parseXml('<rss><channel></rss>')).toThrow()
  })

  it('/ru/news/rss.xml goes to the bare path; an unknown language is a 404', async () => {
    const res = await fetch(`${app.url}/ru${sitePaths.newsFeed}`, { redirect: 'manual' })
    expect([301, 308]).toContain(res.status)
    expect(new URL(res.headers.get('location') as string, app.url).pathname).toBe(
      sitePaths.newsFeed,
    )
    expect((await fetch(`${app.url}/de${sitePaths.newsFeed}`)).status).toBe(404)
  })
})

/** Checks the headers every answer carries; `admin` selects the admin's policy. */
function expectSecurityHeaders(res: Response, what: string, admin = false) {
  const csp = res.headers.get('content-security-policy') ?? ''
  expect(csp, what).toContain("frame-ancestors 'none'")
  expect(csp, what).toContain("object-src 'none'")
  if (!admin) {
    expect(csp, what).not.toContain('unsafe-eval')
    expect(csp, what).toContain('https://mc.yandex.ru')
  }
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff')
  expect(res.headers.get('x-frame-options'), what).toBe('DENY')
  expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin')
  expect(res.headers.get('permissions-policy'), what).toContain('camera=()')
}

describe('security headers', () => {
  it('on HTML, JSON, XML, files, redirects and error answers', async () => {
    const home = await (await fetch(`${app.url}/`)).text()
    const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1]
    expect(chunk).toBeTruthy()
    const answers: [string, number, RequestInit?][] = [
      ['/', 200],
      ['/en/news', 200],
      ['/news/rss.xml', 200],
      ['/sitemap.xml', 200],
      ['/robots.txt', 200],
      ['/api/posts?limit=1', 200],
      ['/_content/manifest.json', 200],
      ['/healthz', 200],
      ['/readyz', 200],
      ['/graphql?query=%7B__typename%7D', 200],
      [chunk as string, 200],
      ['/icon.svg', 200],
      ['/no-such-page', 404],
      ['/en/news/999999', 404],
      ['/api/no-such-collection', 404],
      ['/%00', 400],
      ['/ru/news', 307],
    ]
    for (const [path, status, init] of answers) {
      const res = await fetch(`${app.url}${path}`, { redirect: 'manual', ...init })
      expect(res.status, path).toBe(status)
      expectSecurityHeaders(res, path)
      // Plain HTTP without a trusted proxy: no HSTS.
      expect(res.headers.get('strict-transport-security'), path).toBeNull()
    }
    const admin = await fetch(`${app.url}/admin/login`)
    expectSecurityHeaders(admin, '/admin/login', true)
  })

  it('the public site asks for no client hint (a first visit is not restarted); the admin does', async () => {
    for (const path of ['/', '/en', '/news', '/en/team']) {
      const res = await fetch(`${app.url}${path}`, { headers: { 'accept-language': 'ru' } })
      expect(res.status, path).toBe(200)
      expect(res.headers.get('critical-ch'), path).toBeNull()
      expect(res.headers.get('accept-ch'), path).toBeNull()
    }
    // Payload's admin renders in the visitor's colour scheme from the hint.
    const admin = await fetch(`${app.url}/admin/login`)
    expect(admin.headers.get('accept-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
    expect(admin.headers.get('critical-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  it('HSTS only when a trusted proxy says the request came over HTTPS', async () => {
    const proxied = await startApp({ TRUSTED_PROXIES: '127.0.0.1', SITE_URL: site })
    try {
      const secure = await fetch(`${proxied.url}/`, { headers: { 'x-forwarded-proto': 'https' } })
      expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000')
      expectSecurityHeaders(secure, 'over https')
      const plain = await fetch(`${proxied.url}/`, { headers: { 'x-forwarded-proto': 'http' } })
      expect(plain.headers.get('strict-transport-security')).toBeNull()
    } finally {
      await proxied.stop()
    }
    // Without a trusted proxy a client's own header means nothing.
    const spoofed = await fetch(`${app.url}/`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(spoofed.headers.get('strict-transport-security')).toBeNull()
  }, 120_000)
})
