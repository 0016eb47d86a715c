'use client'

import { useEffect } from 'react'

import { failedChunkUrl, isChunkLoadError, shouldReloadForChunkError } from '@/browser/chunk-reload'

/** sessionStorage, or null where the browser refuses it (disabled storage, sandboxed frames). */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * SPEC §4: when a page chunk fails to load (typically a new deployment removed the chunks an open
 * tab still refers to), reload the page once; the guard allows the next reload only after 60 s.
 * Renders nothing. A failure the guard lets pass shows the error view in place
 * (`app/(site)/[locale]/error.tsx`); when the framework's own chunks are gone too and the page's
 * head came with the navigation, it shows the last-resort view (`app/global-error.tsx`), since
 * Next renders the head above every error view of the site (tests/e2e/shell-behaviour.e2e.ts).
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    const reloadIfAllowed = () => {
      // Offline, a chunk fails for want of a network, not because a deployment removed it: a
      // reload would replace the page the visitor still has with the browser's error page.
      if (!navigator.onLine) return
      if (shouldReloadForChunkError(sessionStore(), Date.now())) window.location.reload()
    }
    const onError = (event: Event) => {
      // Turbopack loads chunks with <script> and <link> elements: their errors do not bubble, so
      // they reach this capture-phase listener with no message, only the element.
      if (event instanceof ErrorEvent) {
        if (isChunkLoadError(event.error) || isChunkLoadError(event.message)) reloadIfAllowed()
      } else if (failedChunkUrl(event.target, window.location.origin)) {
        reloadIfAllowed()
      }
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadIfAllowed()
    }
    window.addEventListener('error', onError, true)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError, true)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
