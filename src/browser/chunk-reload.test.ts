import { describe, expect, it } from 'vitest'

import { CHUNK_RELOAD_GUARD_MS } from '@/config/constants'

import {
  CHUNK_RELOAD_STORAGE_KEY,
  failedChunkUrl,
  type GuardStorage,
  isChunkLoadError,
  isChunkResourceUrl,
  shouldReloadForChunkError,
} from './chunk-reload'

/** A sessionStorage stand-in. */
function memoryStorage(initial: Record<string, string> = {}): GuardStorage & {
  data: Map<string, string>
} {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value)
    },
  }
}

describe('isChunkLoadError', () => {
  it('recognises the ChunkLoadError name of webpack and Turbopack', () => {
    const error = new Error('anything')
    error.name = 'ChunkLoadError'
    expect(isChunkLoadError(error)).toBe(true)
  })

  it('recognises webpack’s "Loading chunk … failed"', () => {
    expect(
      isChunkLoadError(
        new Error('Loading chunk 932 failed.\n(error: /_next/static/chunks/932.js)'),
      ),
    ).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk app-pages-internals failed.'))).toBe(true)
  })

  it('recognises Turbopack’s "Failed to load chunk …"', () => {
    expect(
      isChunkLoadError(
        new Error('Failed to load chunk /_next/static/chunks/0abc.js from module 1234'),
      ),
    ).toBe(true)
  })

  it('recognises failed native dynamic imports in Chromium, Safari and Firefox', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: https://x.test/a.js'),
      ),
    ).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
  })

  it('recognises CSS chunk failures by message and by code', () => {
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.\n(/_next/static/7.css)'))).toBe(
      true,
    )
    expect(isChunkLoadError(Object.assign(new Error('x'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe(
      true,
    )
    expect(isChunkLoadError(new Error('Unable to preload CSS for /_next/static/a.css'))).toBe(true)
  })

  it('accepts a bare message (an ErrorEvent’s message)', () => {
    expect(isChunkLoadError('Uncaught ChunkLoadError: Loading chunk 5 failed.')).toBe(true)
    expect(isChunkLoadError('Uncaught TypeError: x is undefined')).toBe(false)
  })

  it('rejects other errors and non-errors', () => {
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false)
    expect(isChunkLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
    expect(isChunkLoadError(42)).toBe(false)
    expect(isChunkLoadError({ message: 404 })).toBe(false)
  })
})

describe('isChunkResourceUrl', () => {
  const origin = 'https://site.test'

  it('accepts scripts and styles of this site under /_next/static/', () => {
    expect(isChunkResourceUrl('https://site.test/_next/static/chunks/0abc.js', origin)).toBe(true)
    expect(isChunkResourceUrl('/_next/static/chunks/05c7.css', origin)).toBe(true)
  })

  it('rejects other paths, other origins and garbage', () => {
    expect(isChunkResourceUrl('https://site.test/api/media/file/a.jpg', origin)).toBe(false)
    expect(isChunkResourceUrl('https://cdn.test/_next/static/chunks/a.js', origin)).toBe(false)
    expect(isChunkResourceUrl('https://mc.yandex.ru/metrika/tag.js', origin)).toBe(false)
    expect(isChunkResourceUrl('http://[', origin)).toBe(false)
  })
})

describe('failedChunkUrl', () => {
  const origin = 'https://site.test'
  const chunk = 'https://site.test/_next/static/chunks/0abc.js'
  const css = 'https://site.test/_next/static/chunks/05c7.css'

  it('names the chunk of a failed script or stylesheet', () => {
    expect(failedChunkUrl({ tagName: 'SCRIPT', src: chunk }, origin)).toBe(chunk)
    expect(failedChunkUrl({ tagName: 'LINK', rel: 'stylesheet', href: css }, origin)).toBe(css)
  })

  it('ignores preloads, images, inline scripts, other sites and non-elements', () => {
    expect(failedChunkUrl({ tagName: 'LINK', rel: 'preload', href: chunk }, origin)).toBeNull()
    expect(failedChunkUrl({ tagName: 'IMG', src: chunk }, origin)).toBeNull()
    expect(failedChunkUrl({ tagName: 'SCRIPT', src: '' }, origin)).toBeNull()
    expect(
      failedChunkUrl({ tagName: 'SCRIPT', src: 'https://mc.yandex.ru/metrika/tag.js' }, origin),
    ).toBeNull()
    expect(failedChunkUrl(null, origin)).toBeNull()
    expect(failedChunkUrl({}, origin)).toBeNull()
  })
})

describe('shouldReloadForChunkError', () => {
  const t0 = 1_700_000_000_000

  it('reloads on the first failure and records the time under the SPEC key', () => {
    const storage = memoryStorage()
    expect(shouldReloadForChunkError(storage, t0)).toBe(true)
    expect(storage.data.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(t0))
  })

  it('does not reload again within the guard time, and keeps the first time', () => {
    const storage = memoryStorage()
    shouldReloadForChunkError(storage, t0)
    expect(shouldReloadForChunkError(storage, t0 + 1)).toBe(false)
    expect(shouldReloadForChunkError(storage, t0 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false)
    expect(storage.data.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(t0))
  })

  it('reloads again once the guard time has passed, and records the new time', () => {
    const storage = memoryStorage()
    shouldReloadForChunkError(storage, t0)
    expect(shouldReloadForChunkError(storage, t0 + CHUNK_RELOAD_GUARD_MS)).toBe(true)
    expect(storage.data.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(t0 + CHUNK_RELOAD_GUARD_MS))
    expect(shouldReloadForChunkError(storage, t0 + CHUNK_RELOAD_GUARD_MS + 1)).toBe(false)
  })

  it('is 60 s by SPEC §9', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000)
  })

  it('ignores an unreadable or future record', () => {
    expect(
      shouldReloadForChunkError(memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: 'garbage' }), t0),
    ).toBe(true)
    expect(
      shouldReloadForChunkError(memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: String(t0 + 5) }), t0),
    ).toBe(true)
  })

  it('never reloads without usable storage, so a missing chunk cannot loop', () => {
    expect(shouldReloadForChunkError(null, t0)).toBe(false)
    const throwing: GuardStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(shouldReloadForChunkError(throwing, t0)).toBe(false)
    const full: GuardStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(shouldReloadForChunkError(full, t0)).toBe(false)
  })

  it('honours a custom guard time', () => {
    const storage = memoryStorage()
    shouldReloadForChunkError(storage, t0, 10)
    expect(shouldReloadForChunkError(storage, t0 + 9, 10)).toBe(false)
    expect(shouldReloadForChunkError(storage, t0 + 10, 10)).toBe(true)
  })
})
