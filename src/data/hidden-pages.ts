import 'server-only'

import { CMS_PAGE_ROUTES } from '@/config/constants'
import type { LiveBus } from '@/events/bus'
import { processSingleton } from '@/lib/process-singleton'
import { asVisitor } from '@/lib/visitor'
import { payloadClient } from './payload'

/**
 * The keys of the routed CMS pages marked "not ready", in memory (a handful of keys at most), so
 * that the server's noindex header costs no query; forgotten on every instance when a page changes.
 */
class HiddenKeys {
  private keys: Promise<Set<string>> | undefined

  forget(): void {
    this.keys = undefined
  }

  has(key: string): Promise<boolean> {
    if (!this.keys) {
      const reading = readHiddenKeys()
      this.keys = reading
      reading.catch(() => {
        if (this.keys === reading) this.keys = undefined
      })
    }
    return this.keys.then((keys) => keys.has(key))
  }
}

async function readHiddenKeys(): Promise<Set<string>> {
  const result = await (await payloadClient()).find({
    collection: 'pages',
    locale: 'ru',
    depth: 0,
    pagination: false,
    limit: CMS_PAGE_ROUTES.length,
    where: { key: { in: [...CMS_PAGE_ROUTES] }, hidden: { equals: true } },
    select: { key: true },
    ...asVisitor,
  })
  return new Set(result.docs.map((doc) => doc.key))
}

const hiddenKeys = () => processSingleton('hidden-page-keys', () => new HiddenKeys())

/** Whether the routed CMS page of `key` is marked "not ready" (noindex). */
export function isPageHidden(key: string): Promise<boolean> {
  return hiddenKeys().has(key)
}

/** Forgets the keys whenever a page changes on any instance. */
export function followPageChanges(bus: LiveBus): () => void {
  return bus.subscribe((event) => {
    if (event.type === 'content-changed' && event.collection === 'pages') hiddenKeys().forget()
  })
}
