import { useCallback, useEffect, useState } from 'react'

import type { Locale } from '@/config/constants'
import type { QueryHit } from '@/search/content-query'
import {
  keepSnapshotFresh,
  loadSnapshot,
  peekSnapshot,
  type SnapshotFailure,
  SnapshotLoadError,
} from '@/search/snapshot-client'
import type { ContentSnapshot } from '@/search/snapshot-format'
import type { ContentDocument } from '@/search/types'

import { measureIndex, measureQuery } from './popup-search-marks'
import { type PopupSearchState, popupSearchState } from './popup-search-state'

/** Results the header's popup shows per keystroke. */
export const POPUP_RESULTS = 8

type Engine = typeof import('./popup-search-engine')

let engineModule: Promise<Engine> | undefined
/** The search code, fetched once per page; a failed fetch (offline) is tried again next time. */
function loadEngine(): Promise<Engine> {
  engineModule ??= import('./popup-search-engine').catch((error: unknown) => {
    engineModule = undefined
    throw error
  })
  return engineModule
}

type Found = { q: string; count: number; hits: QueryHit<ContentDocument>[] }

/** The popup search's state: the query, what it found, and where the loading stands. */
export type PopupSearch = {
  q: string
  setQ: (q: string) => void
  /** The query, trimmed. */
  query: string
  /** The search code and the snapshot are in: the popup can answer. */
  ready: boolean
  state: PopupSearchState
  /** The latest answer, while the query is not empty. */
  shown: Found | undefined
  /** Asks the manifest again if the snapshot is old, or retries after a failure. */
  load: () => void
}

/**
 * Answers every keystroke from the content snapshot, in the browser: loads the search code and the
 * snapshot when mounted, keeps the snapshot current while the page lives, builds the index when the
 * popup opens (so that the first keystroke does not wait for it), and measures each query and the
 * index build for scripts/bench/measure-popup.ts.
 */
export function usePopupSearch(locale: Locale, open: boolean): PopupSearch {
  const [snapshot, setSnapshot] = useState<ContentSnapshot | undefined>(() => peekSnapshot(locale))
  const [engine, setEngine] = useState<Engine>()
  const [failure, setFailure] = useState<SnapshotFailure>()
  const [q, setQ] = useState('')
  const [found, setFound] = useState<Found>()

  const load = useCallback(() => {
    loadSnapshot(locale).then(
      (loaded) => {
        setSnapshot(loaded)
        setFailure(undefined)
      },
      (error: unknown) =>
        setFailure(error instanceof SnapshotLoadError ? error.reason : 'unavailable'),
    )
    loadEngine().then(
      (module) => setEngine(() => module),
      () => setFailure(navigator.onLine === false ? 'offline' : 'unavailable'),
    )
  }, [locale])

  // Loads when mounted (intent or idle), and keeps the snapshot current while the page lives.
  useEffect(() => {
    load()
    return keepSnapshotFresh(locale, (fresh) => {
      setSnapshot(fresh)
      setFailure(undefined)
    })
  }, [locale, load])

  // The index is built when the popup opens, so that the first keystroke does not wait for it.
  useEffect(() => {
    if (!open || !engine || !snapshot) return
    const start = performance.now()
    engine.prepareSearch(snapshot).then(
      (built) => {
        if (built) measureIndex(start)
      },
      // The first query builds it again, and says so if that fails too.
      () => undefined,
    )
  }, [open, engine, snapshot])

  useEffect(() => {
    if (!engine || !snapshot) return
    if (!q.trim()) {
      setFound(undefined)
      return
    }
    let current = true
    const start = performance.now()
    engine.searchSnapshot(snapshot, q, POPUP_RESULTS).then(
      (result) => {
        measureQuery(start, q, result.count)
        if (current) setFound({ q, ...result })
      },
      () => current && setFailure('unavailable'),
    )
    return () => {
      current = false
    }
  }, [engine, snapshot, q])

  const ready = Boolean(engine && snapshot)
  const query = q.trim()
  const shown = ready && query && found ? found : undefined
  const state = popupSearchState({ ready, failure, query, count: shown?.count })
  return { q, setQ, query, ready, state, shown, load }
}
