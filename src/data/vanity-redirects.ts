import 'server-only'

import { LOCALES, type Locale, VANITY_REDIRECTS } from '@/config/constants'
import type { Practice, Redirect } from '@/config/payload-types'
import type { LiveBus } from '@/events/bus'
import { localizedHref } from '@/lib/page-metadata'
import { paths } from '@/lib/paths'
import { processSingleton } from '@/lib/process-singleton'
import type { VanityAnswer } from '@/lib/vanity-redirects'
import { asVisitor } from '@/lib/visitor'
import { payloadClient } from './payload'

/** What a change of these collections can alter in the table: the links, and practices' slugs. */
const SOURCES = new Set(['redirects', 'practices'])

type Table = Map<string, VanityAnswer>

/**
 * Every vanity link of the site in memory, per language, so that the server answers one without a
 * database query or a render. Built on first use, forgotten on every instance when a redirect or a
 * practice changes (the bus), rebuilt on the next lookup. Bounded: the count of redirects is
 * (VANITY_REDIRECTS.maxCount, refused on save), and a table over `tableMaxBytes` is not kept (each
 * lookup then asks the database).
 */
class VanityTable {
  private version = 0
  private table: Promise<Table | null> | undefined

  forget(): void {
    this.version++
    this.table = undefined
  }

  async find(locale: Locale, from: string): Promise<VanityAnswer | null> {
    const table = await this.current()
    if (table) return table.get(key(locale, from)) ?? null
    const [answer] = await readAnswers(locale, from)
    return answer?.[1] ?? null
  }

  private current(): Promise<Table | null> {
    if (this.table) return this.table
    const version = this.version
    const building = buildTable()
    this.table = building
    // A failed build (database down) is not kept; nor is one that a change overtook.
    building.then(
      () => {
        if (this.version !== version && this.table === building) this.table = undefined
      },
      () => {
        if (this.table === building) this.table = undefined
      },
    )
    return building
  }
}

const key = (locale: Locale, from: string) => `${locale}:${from}`

/** The answers of the redirects in a language (all of them, or the one of `from`). */
async function readAnswers(locale: Locale, from?: string): Promise<[string, VanityAnswer][]> {
  const result = await (await payloadClient()).find({
    collection: 'redirects',
    locale,
    depth: 1,
    limit: VANITY_REDIRECTS.maxCount,
    pagination: false,
    ...(from ? { where: { from: { equals: from } } } : {}),
    ...asVisitor,
  })
  const answers: [string, VanityAnswer][] = []
  for (const redirect of result.docs) {
    const answer = answerOf(redirect, locale)
    if (answer) answers.push([redirect.from, answer])
  }
  return answers
}

function answerOf(redirect: Redirect, locale: Locale): VanityAnswer | null {
  const practice = typeof redirect.practice === 'object' ? (redirect.practice as Practice) : null
  const target = practice ? paths.practice(practice) : redirect.url
  if (!target) return null
  return {
    status: redirect.status === '302' ? 302 : 301,
    target: localizedHref(locale, target),
    section: redirect.section ?? null,
  }
}

async function buildTable(): Promise<Table | null> {
  const table: Table = new Map()
  let bytes = 0
  for (const locale of LOCALES) {
    for (const [from, answer] of await readAnswers(locale)) {
      const k = key(locale, from)
      bytes += 2 * (k.length + answer.target.length + (answer.section?.length ?? 0)) + 64
      table.set(k, answer)
    }
  }
  if (bytes <= VANITY_REDIRECTS.tableMaxBytes) return table
  console.error(`vanity redirects: table of ${bytes} bytes not kept; links read one by one`)
  return null
}

function vanityTable(): VanityTable {
  return processSingleton('vanity-table', () => new VanityTable())
}

/** The vanity link of a source ("/a/b") in a language, from this process's table. */
export function findVanityRedirect(locale: Locale, from: string): Promise<VanityAnswer | null> {
  return vanityTable().find(locale, from)
}

/** Forgets the table whenever a redirect or a practice changes on any instance. */
export function followRedirectChanges(bus: LiveBus): () => void {
  return bus.subscribe((event) => {
    if (event.type === 'content-changed' && SOURCES.has(event.collection)) vanityTable().forget()
  })
}
