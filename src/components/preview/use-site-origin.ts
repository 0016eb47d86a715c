import { useSyncExternalStore } from 'react'

const never = () => () => {}

/** This page's origin once in the browser (null while rendering on the server). */
export function useSiteOrigin(): string | null {
  return useSyncExternalStore(
    never,
    () => window.location.origin,
    () => null,
  )
}
