import type { CollectionSlug, Payload } from 'payload'

import { slugify } from '../fields/slugify'
import { achievements } from './data/achievements'
import { cases, clients, navigation, offices, pages, proBono, redirects, site } from './data/firm'
import { home } from './data/home'
import { people } from './data/people'
import { posts } from './data/posts'
import { practices } from './data/practices'
import { sectors } from './data/sectors'
import { siteTexts } from './data/site-texts'
import { vacancies } from './data/vacancies'
import { COVER_FOCUS, cover, type GeneratedFile, mapPlan } from './images'
import { markedToLexical, paragraphsToLexical } from './lexical'
import type { HomeSeed, L, PostSeed, PracticeSeed, SeoSeed } from './types'

/** The collections the seeder fills (and `--reset` empties). Users and callback requests stay. */
const CONTENT_COLLECTIONS = [
  'redirects',
  'vacancies',
  'pages',
  'pro-bono',
  'offices',
  'cases',
  'clients',
  'achievements',
  'posts',
  'people',
  'practices',
  'industry-sectors',
  'media',
] as const satisfies CollectionSlug[]

export type SeedReport = { seeded: boolean; counts: Record<string, number> }

type Ids = Map<string, number>
type Row = { id?: string | null }

/**
 * Every write of the seed: no revalidation of pages (no server is running yet), and the written
 * document back without its relations filled in: the seed reads only ids from it.
 */
const WRITE = { context: { disableRevalidate: true }, depth: 0 }

/**
 * Fills an empty database with the demo content, in both languages, in a fixed order so that a
 * fresh database always gets the same ids and slugs. Does nothing when content exists, unless reset.
 */
export async function seed(
  payload: Payload,
  options: { reset?: boolean; log?: (message: string) => void } = {},
): Promise<SeedReport> {
  const log = options.log ?? ((message: string) => payload.logger.info(message))
  if (options.reset) await resetContent(payload, log)
  else if ((await payload.count({ collection: 'practices' })).totalDocs > 0) {
    await fillPageTexts(payload, log)
    return { seeded: false, counts: await countContent(payload) }
  }
  const s = new Seeder(payload)
  log('seeding: media and industry sectors')
  await s.sectors()
  log('seeding: practices')
  await s.practices(practices)
  log('seeding: people')
  await s.people()
  log('seeding: press center')
  await s.posts()
  log('seeding: rankings, clients, cases, offices, pro bono, pages, redirects')
  await s.achievements()
  await s.vacancies()
  await s.firm()
  await s.globals()
  return { seeded: true, counts: await countContent(payload) }
}

/**
 * A seed value with each `{ ru, en }` pair replaced by its text in one language; a plain string
 * (a link, the same in both) stays as it is.
 */
type InLanguage<T> = T extends L
  ? string
  : T extends string
    ? T
    : { [K in keyof T]: InLanguage<T[K]> }

function inLanguage<T extends object>(value: T, lang: 'ru' | 'en'): InLanguage<T> {
  const entries = Object.entries(value).map(([key, v]) => {
    const item = v as L | object | string
    if (typeof item === 'string') return [key, item]
    return [key, 'ru' in item && 'en' in item ? item[lang] : inLanguage(item, lang)]
  })
  return Object.fromEntries(entries) as InLanguage<T>
}

/** Writes the page texts global in both languages, with the catalogues' former texts. */
export async function writePageTexts(payload: Payload): Promise<void> {
  for (const lang of ['ru', 'en'] as const) {
    await payload.updateGlobal({
      slug: 'site-texts',
      locale: lang,
      data: inLanguage(siteTexts, lang),
      ...WRITE,
    })
  }
}

/**
 * A database seeded before the page texts moved out of the catalogues (issue 19) has an empty
 * page texts global and offices without hours: it gets the texts the site showed until then, once
 * (an editor's later changes are never overwritten: this runs only while the global is empty).
 */
async function fillPageTexts(payload: Payload, log: (message: string) => void): Promise<void> {
  const current = await payload.findGlobal({ slug: 'site-texts', locale: 'ru', depth: 0 })
  if (current.news?.intro) return
  log('seeding: page texts and office hours (moved out of the catalogues)')
  await writePageTexts(payload)
  const hours = offices.find((o) => o.hours)?.hours
  if (!hours) return
  for (const lang of ['ru', 'en'] as const) {
    await payload.update({
      collection: 'offices',
      where: { kind: { in: ['headquarters', 'branch'] }, hours: { exists: false } },
      locale: lang,
      data: { hours: hours[lang] },
      ...WRITE,
    })
  }
}

async function resetContent(payload: Payload, log: (message: string) => void): Promise<void> {
  log('seed --reset: removing demo content')
  for (const collection of CONTENT_COLLECTIONS) {
    await payload.delete({ collection, where: { id: { exists: true } }, ...WRITE })
  }
}

/** Document counts of every content collection. */
export async function countContent(payload: Payload): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const collection of CONTENT_COLLECTIONS) {
    counts[collection] = (await payload.count({ collection })).totalDocs
  }
  return counts
}

/** A document's SEO tab in one language (nothing when its seed has none). */
const seoIn = (seo: SeoSeed | undefined, lang: 'ru' | 'en', image?: number) =>
  seo ? { meta: { title: seo.title[lang], description: seo.description[lang], image } } : {}

/** An event's registration settings: switched on when the seed gives any. */
const registrationOf = (seed: NonNullable<PostSeed['event']>['registration']) =>
  seed ? { enabled: true, waitingList: true, ...seed } : { enabled: false }

/** Rows of a non-localized array whose subfields are localized: the en pass keeps the row ids. */
function localizedRows<T extends Record<string, unknown>>(created: unknown, en: T[]): (T & Row)[] {
  const rows = (Array.isArray(created) ? created : []) as Row[]
  return en.map((values, i) => ({ ...values, id: rows[i]?.id ?? undefined }))
}

class Seeder {
  private readonly media: Ids = new Map()
  private readonly practiceIds: Ids = new Map()
  private readonly sectorIds: Ids = new Map()
  private readonly personIds: Ids = new Map()
  /** Achievements by `year:Russian title`, for the home page's featured rankings. */
  private readonly achievementIds: Ids = new Map()

  constructor(private readonly payload: Payload) {}

  private ids(map: Ids, keys: string[] | undefined): number[] {
    return (keys ?? []).map((key) => {
      const id = map.get(key)
      if (id === undefined) throw new Error(`seed: unknown reference "${key}"`)
      return id
    })
  }

  /**
   * Creates a document in Russian, then adds its English texts; returns the created document. A
   * content type with drafts gets its demo documents published (a draft is not on the site).
   */
  private async bilingual<T extends Record<string, unknown>>(
    collection: CollectionSlug,
    ru: T,
    en: (created: Record<string, unknown>) => Partial<T>,
  ): Promise<Record<string, unknown> & { id: number }> {
    const status = this.payload.collections[collection].config.versions?.drafts
      ? { _status: 'published' }
      : {}
    const created = (await this.payload.create({
      collection,
      locale: 'ru',
      data: { ...ru, ...status } as never,
      ...WRITE,
    })) as unknown as Record<string, unknown> & { id: number }
    await this.payload.update({
      collection,
      id: created.id,
      locale: 'en',
      data: { ...en(created), ...status } as never,
      ...WRITE,
    })
    return created
  }

  /**
   * Uploads a generated image with its alt text in both languages and its focal point (per cent;
   * Payload cuts every generated size around it, the site's CSS crops keep it in view).
   */
  private async upload(
    file: GeneratedFile,
    alt: L,
    focal: { x: number; y: number } = { x: 50, y: 50 },
  ): Promise<number> {
    const doc = await this.payload.create({
      collection: 'media',
      locale: 'ru',
      data: { alt: alt.ru, focalX: focal.x, focalY: focal.y },
      file,
      ...WRITE,
    })
    await this.payload.update({
      collection: 'media',
      id: doc.id,
      locale: 'en',
      data: { alt: alt.en },
      ...WRITE,
    })
    return doc.id
  }

  private async coverFor(key: string, title: L): Promise<number> {
    const existing = this.media.get(`cover:${key}`)
    if (existing) return existing
    const id = await this.upload(await cover(key), title, COVER_FOCUS)
    this.media.set(`cover:${key}`, id)
    return id
  }

  async sectors(): Promise<void> {
    for (const [order, sector] of sectors.entries()) {
      const image = await this.coverFor(sector.key, sector.title)
      const doc = await this.bilingual(
        'industry-sectors',
        {
          title: sector.title.ru,
          slug: slugify(sector.title.ru),
          summary: sector.summary.ru,
          body: paragraphsToLexical(sector.body.ru),
          image,
          order,
        },
        () => ({
          title: sector.title.en,
          slug: slugify(sector.title.en),
          summary: sector.summary.en,
          body: paragraphsToLexical(sector.body.en),
        }),
      )
      this.sectorIds.set(sector.key, doc.id)
    }
  }

  async practices(list: PracticeSeed[], parent?: number): Promise<void> {
    for (const [order, practice] of list.entries()) {
      const image = parent ? undefined : await this.coverFor(practice.key, practice.title)
      const slug = (text: string) => practice.sectionKey ?? slugify(text)
      const doc = await this.bilingual(
        'practices',
        {
          title: practice.title.ru,
          slug: slug(practice.title.ru),
          sectionKey: practice.sectionKey,
          parent,
          summary: practice.summary.ru,
          body: paragraphsToLexical(practice.body.ru),
          card: practice.card
            ? { value: practice.card.value.ru, label: practice.card.label.ru }
            : undefined,
          image,
          sectors: this.ids(this.sectorIds, practice.sectors),
          order,
          ...seoIn(practice.seo, 'ru'),
        },
        () => ({
          ...seoIn(practice.seo, 'en'),
          title: practice.title.en,
          slug: slug(practice.title.en),
          summary: practice.summary.en,
          body: paragraphsToLexical(practice.body.en),
          card: practice.card
            ? { value: practice.card.value.en, label: practice.card.label.en }
            : undefined,
        }),
      )
      this.practiceIds.set(practice.key, doc.id)
      if (practice.children) await this.practices(practice.children, doc.id)
    }
  }

  async people(): Promise<void> {
    for (const [order, person] of people.entries()) {
      const lists = (pick: 'ru' | 'en') => ({
        education: person.education.map((e) => ({ text: e[pick] })),
        ratings: (person.ratings ?? []).map((r) => ({
          source: r.source[pick],
          text: r.text[pick],
        })),
        recognition: (person.recognition ?? []).map((r) => ({ text: r[pick] })),
        recentExperience: (person.recentExperience ?? []).map((r) => ({ text: r[pick] })),
      })
      const ru = lists('ru')
      const en = lists('en')
      const doc = await this.bilingual(
        'people',
        {
          name: person.name.ru,
          slug: slugify(person.name.ru),
          role: person.role,
          roleLabel: person.roleLabel.ru,
          practices: this.ids(this.practiceIds, person.practices),
          sectors: this.ids(this.sectorIds, person.sectors),
          bio: paragraphsToLexical(person.bio.ru),
          qualification: person.qualification.ru,
          languages: person.languages.ru,
          contacts: { email: person.email, phone: person.phone },
          order,
          ...ru,
          ...seoIn(person.seo, 'ru'),
        },
        (created) => ({
          ...seoIn(person.seo, 'en'),
          name: person.name.en,
          slug: slugify(person.name.en),
          roleLabel: person.roleLabel.en,
          bio: paragraphsToLexical(person.bio.en),
          qualification: person.qualification.en,
          languages: person.languages.en,
          education: localizedRows(created.education, en.education),
          ratings: localizedRows(created.ratings, en.ratings),
          recognition: localizedRows(created.recognition, en.recognition),
          recentExperience: localizedRows(created.recentExperience, en.recentExperience),
        }),
      )
      this.personIds.set(person.key, doc.id)
    }
  }

  async posts(): Promise<void> {
    // Oldest first, so ids grow with dates as they would on a live site.
    const ordered = [...posts].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt))
    for (const post of ordered) {
      const firstPractice = post.practices[0]
      const image = firstPractice
        ? (this.media.get(`cover:${firstPractice}`) ?? (await this.coverFor(post.key, post.title)))
        : undefined
      const shareImage = post.seo?.shareImage
        ? await this.coverFor(`share-${post.key}`, post.seo.title)
        : undefined
      await this.bilingual(
        'posts',
        {
          title: post.title.ru,
          slug: slugify(post.title.ru),
          type: post.type,
          publishedAt: new Date(post.publishedAt).toISOString(),
          event: post.event
            ? {
                startsAt: post.event.startsAt,
                endsAt: post.event.endsAt,
                place: post.event.place.ru,
                registration: registrationOf(post.event.registration),
              }
            : undefined,
          summary: post.summary.ru,
          body: paragraphsToLexical(post.body.ru),
          image,
          authors: this.ids(this.personIds, post.authors),
          practices: this.ids(this.practiceIds, post.practices),
          sectors: this.ids(this.sectorIds, post.sectors),
          sourceUrl: post.sourceUrl,
          ...seoIn(post.seo, 'ru', shareImage),
          _status: 'published',
        },
        () => ({
          ...seoIn(post.seo, 'en', shareImage),
          title: post.title.en,
          slug: slugify(post.title.en),
          event: post.event
            ? {
                startsAt: post.event.startsAt,
                endsAt: post.event.endsAt,
                place: post.event.place.en,
                registration: registrationOf(post.event.registration),
              }
            : undefined,
          summary: post.summary.en,
          body: paragraphsToLexical(post.body.en),
          _status: 'published',
        }),
      )
    }
  }

  async achievements(): Promise<void> {
    // Created oldest first (ids grow with years); `order` lists them newest first, as the
    // site showed them when it sorted by year alone (lists now sort by `order`, then year).
    const display = [...achievements.entries()]
      .sort(([i, a], [j, b]) => b.year - a.year || i - j)
      .map(([i]) => i)
    for (const [index, a] of achievements.entries()) {
      const order = display.indexOf(index)
      const pick = (lang: 'ru' | 'en') => ({
        source: a.source[lang],
        title: a.title[lang],
        text: a.text[lang],
        sum: a.sum?.[lang],
        value: a.value?.[lang],
        label: a.label?.[lang],
      })
      const created = await this.bilingual(
        'achievements',
        {
          year: a.year,
          ...pick('ru'),
          detailsUrl: a.detailsUrl,
          practices: this.ids(this.practiceIds, a.practices),
          people: this.ids(this.personIds, a.people),
          order,
        },
        () => pick('en'),
      )
      this.achievementIds.set(`${a.year}:${a.title.ru}`, created.id)
    }
  }

  async vacancies(): Promise<void> {
    for (const v of vacancies) {
      const pick = (lang: 'ru' | 'en') => ({
        title: v.title[lang],
        city: v.city[lang],
        description: markedToLexical(v.description[lang]),
        requirements: markedToLexical(v.requirements[lang]),
      })
      await this.bilingual(
        'vacancies',
        {
          ...pick('ru'),
          practice: v.practice ? this.ids(this.practiceIds, [v.practice])[0] : undefined,
          level: v.level,
          hiringStatus: 'open',
        },
        () => pick('en'),
      )
    }
  }

  async firm(): Promise<void> {
    for (const [order, client] of clients.entries()) {
      await this.bilingual(
        'clients',
        {
          name: client.name.ru,
          url: client.url,
          sector: client.sector ? this.ids(this.sectorIds, [client.sector])[0] : undefined,
          order,
        },
        () => ({ name: client.name.en }),
      )
    }
    for (const [order, c] of cases.entries()) {
      await this.bilingual(
        'cases',
        {
          title: c.title.ru,
          summary: c.summary.ru,
          year: c.year,
          value: c.value?.ru,
          featured: c.featured ?? false,
          practices: this.ids(this.practiceIds, c.practices),
          people: this.ids(this.personIds, c.people),
          order,
        },
        () => ({ title: c.title.en, summary: c.summary.en, value: c.value?.en }),
      )
    }
    for (const [order, o] of offices.entries()) {
      const pick = (lang: 'ru' | 'en') => ({
        name: o.name[lang],
        city: o.city[lang],
        country: o.country[lang],
        address: o.address[lang],
        hours: o.hours?.[lang],
        directions: o.directions?.[lang],
      })
      const mapImage = o.map
        ? await this.upload(await mapPlan(`office-${order}`), {
            ru: `Схема проезда: ${o.address.ru}`,
            en: `Map: ${o.address.en}`,
          })
        : undefined
      await this.bilingual(
        'offices',
        {
          ...pick('ru'),
          mapImage,
          kind: o.kind,
          phone: o.phone,
          email: o.email,
          url: o.url,
          location: o.location,
          order,
        },
        () => pick('en'),
      )
    }
    for (const [order, p] of proBono.entries()) {
      const pick = (lang: 'ru' | 'en') => ({
        title: p.title[lang],
        summary: p.summary[lang],
        partner: p.partner?.[lang],
      })
      await this.bilingual('pro-bono', { ...pick('ru'), year: p.year, order }, () => pick('en'))
    }
    for (const page of pages) {
      const pick = (lang: 'ru' | 'en') => ({
        title: page.title[lang],
        slug: slugify(page.title[lang]),
        summary: page.summary?.[lang],
        body: page.body[lang].length
          ? (page.marked ? markedToLexical : paragraphsToLexical)(page.body[lang])
          : undefined,
        _status: 'published' as const,
      })
      await this.bilingual('pages', { key: page.key, version: page.version, ...pick('ru') }, () =>
        pick('en'),
      )
    }
    for (const r of redirects) {
      await this.payload.create({
        collection: 'redirects',
        data: {
          from: r.from,
          status: r.status ?? '301',
          practice: r.practice ? this.ids(this.practiceIds, [r.practice])[0] : undefined,
          url: r.url,
          section: r.section,
        },
        ...WRITE,
      })
    }
  }

  async globals(): Promise<void> {
    const shareImage = await this.upload(await cover('site'), site.name)
    const siteData = (lang: 'ru' | 'en') => ({
      name: site.name[lang],
      tagline: site.tagline[lang],
      address: site.address[lang],
    })
    await this.payload.updateGlobal({
      slug: 'site',
      locale: 'ru',
      data: {
        ...siteData('ru'),
        phone: site.phone,
        email: site.email,
        social: site.social,
        shareImage,
        privacyPolicyVersion: site.privacyPolicyVersion,
      },
      ...WRITE,
    })
    await this.payload.updateGlobal({ slug: 'site', locale: 'en', data: siteData('en'), ...WRITE })
    await writePageTexts(this.payload)
    const menu = (lang: 'ru' | 'en') => ({
      header: navigation.header.map((item) => ({ label: item.label[lang], href: item.href })),
      footer: navigation.footer.map((item) => ({ label: item.label[lang], href: item.href })),
    })
    const created = await this.payload.updateGlobal({
      slug: 'navigation',
      locale: 'ru',
      data: menu('ru'),
      ...WRITE,
    })
    const en = menu('en')
    await this.payload.updateGlobal({
      slug: 'navigation',
      locale: 'en',
      data: {
        header: localizedRows(created.header, en.header),
        footer: localizedRows(created.footer, en.footer),
      },
      ...WRITE,
    })
    await this.home(home)
  }

  /** The home page's texts in both languages; of the curated lists only the rankings. */
  private async home(seed: HomeSeed): Promise<void> {
    const { hero, sections, cta } = seed
    const texts = (lang: 'ru' | 'en') => inLanguage({ hero, sections, cta }, lang)
    const achievements = this.ids(
      this.achievementIds,
      seed.featuredAchievements.map(({ year, title }) => `${year}:${title}`),
    )
    // Published, as the other demo content: a draft of the home page is not on the site.
    await this.payload.updateGlobal({
      slug: 'home',
      locale: 'ru',
      data: { ...texts('ru'), featured: { achievements }, _status: 'published' },
      ...WRITE,
    })
    await this.payload.updateGlobal({
      slug: 'home',
      locale: 'en',
      data: { ...texts('en'), _status: 'published' },
      ...WRITE,
    })
  }
}
