/**
 * This instance's search: one index per language, built from the database on first use, kept
 * current by content-change events from the bus (raised by Payload hooks on any instance), and the
 * content snapshot derived from the same documents.
 */
import type { Payload } from 'payload'

import { LOCALES, type Locale } from '@/config/constants'
import type { LiveBus, LiveEvent } from '@/events/bus'
import { logError } from '@/lib/logger'

import {
  type IndexedCollection,
  isIndexedCollection,
  loadContentDocument,
  loadContentDocuments,
} from './documents'
import {
  addDocuments,
  createSearchIndex,
  removeDocuments,
  type SearchIndex,
  searchIndex,
} from './engine'
import { normalizeSearchQuery } from './query'
import { type BuiltSnapshot, buildSnapshot } from './snapshot'
import type { ContentManifest } from './snapshot-format'
import type { ContentDocument, SearchParams, SearchResults } from './types'

/**
 * Earlier snapshots still served, so a page that read the manifest just before a publish loads;
 * all are dropped once a document leaves the index or changes (docs/search.md).
 */
const SNAPSHOT_HISTORY = 4

type Language = {
  index: SearchIndex
  docs: Map<string, ContentDocument>
  /**
   * Newest first; older ones stay downloadable for a while (SNAPSHOT_HISTORY), until a
   * document leaves the index or changes: then none made before is served any more.
   */
  snapshots: BuiltSnapshot[]
  stale: boolean
}

export type SearchServiceOptions = {
  payload: () => Promise<Payload>
  bus?: LiveBus
  log?: (message: string, error?: unknown) => void
  /** Told once a change is in the indexes (the pages that show searches are kept until then). */
  onChange?: () => void
}

export class SearchService {
  private languages: Promise<Record<Locale, Language>> | undefined
  private built = false
  /** Changes apply one at a time, in arrival order, after the first build. */
  private queue: Promise<void> = Promise.resolve()
  private readonly unsubscribe: (() => void) | undefined

  constructor(private readonly options: SearchServiceOptions) {
    // Listening starts before the first build, so a change made during it is applied after it.
    this.unsubscribe = options.bus?.subscribe((event) => this.onEvent(event))
  }

  /** Builds the indexes unless built; a failed build (database down) is retried on next use. */
  ready(): Promise<Record<Locale, Language>> {
    this.languages ??= this.build().then(
      (languages) => {
        this.built = true
        return languages
      },
      (error: unknown) => {
        this.languages = undefined
        throw error
      },
    )
    return this.languages
  }

  /** Whether the indexes have been built (the server's readiness waits for it). */
  isBuilt(): boolean {
    return this.built
  }

  private async build(): Promise<Record<Locale, Language>> {
    const payload = await this.options.payload()
    const entries = await Promise.all(
      LOCALES.map(async (locale) => {
        const docs = await loadContentDocuments(payload, locale)
        const index = createSearchIndex(locale)
        await addDocuments(index, docs)
        const language: Language = {
          index,
          docs: new Map(docs.map((doc) => [doc.id, doc])),
          snapshots: [],
          stale: true,
        }
        return [locale, language] as const
      }),
    )
    return Object.fromEntries(entries) as Record<Locale, Language>
  }

  /** Searches with the query bounded in length and words, whoever called (bounded time). */
  async search(locale: Locale, params: SearchParams): Promise<SearchResults> {
    const languages = await this.ready()
    await this.queue
    return searchIndex(languages[locale].index, { ...params, q: normalizeSearchQuery(params.q) })
  }

  async manifest(): Promise<ContentManifest> {
    const languages = await this.ready()
    await this.queue
    const entries = LOCALES.map((locale) => [locale, this.current(languages[locale]).hash])
    return Object.fromEntries(entries) as ContentManifest
  }

  /** The snapshot body with this hash, current or recent (and not withdrawn), in any language. */
  async snapshot(hash: string): Promise<string | undefined> {
    const languages = await this.ready()
    await this.queue
    for (const locale of LOCALES) {
      const language = languages[locale]
      this.current(language)
      const found = language.snapshots.find((snapshot) => snapshot.hash === hash)
      if (found) return found.body
    }
    return undefined
  }

  private current(language: Language): BuiltSnapshot {
    const latest = language.snapshots[0]
    if (latest && !language.stale) return latest
    const built = buildSnapshot(language.index.locale, language.docs.values())
    language.stale = false
    if (built.hash !== latest?.hash) {
      language.snapshots = [built, ...language.snapshots].slice(0, SNAPSHOT_HISTORY)
    }
    return built
  }

  private onEvent(event: LiveEvent): void {
    if (event.type !== 'content-changed' || !isIndexedCollection(event.collection)) return
    const { collection, id } = event
    this.queue = this.queue
      .then(() => this.refresh(collection, id))
      .then(() => this.options.onChange?.())
      .catch((error: unknown) =>
        (this.options.log ?? logError)(`search: ${collection} ${id} not reindexed`, error),
      )
  }

  /** Re-reads one document in every language and replaces what the indexes hold of it. */
  async refresh(collection: IndexedCollection, id: number): Promise<void> {
    // Not built yet: the build will read the document as it is now.
    if (!this.languages) return
    const languages = await this.ready()
    const payload = await this.options.payload()
    const fresh = await Promise.all(
      LOCALES.map((locale) => loadContentDocument(payload, collection, id, locale)),
    )
    for (const [i, locale] of LOCALES.entries()) {
      const language = languages[locale]
      const key = `${collection}:${id}`
      const doc = fresh[i]
      const before = language.docs.get(key)
      if (before) {
        await removeDocuments(language.index, [key])
        language.docs.delete(key)
        // Unpublished, deleted or edited: an older snapshot would still give its old text.
        if (!doc || JSON.stringify(doc) !== JSON.stringify(before)) language.snapshots = []
      }
      if (doc) {
        await addDocuments(language.index, [doc])
        language.docs.set(doc.id, doc)
      }
      language.stale = true
    }
  }

  close(): void {
    this.unsubscribe?.()
  }
}
