/**
 * CMS pages marked "not ready" (issue 19, item 7) are noindex in their meta tags and in an
 * `X-Robots-Tag` header. The header is the custom server's, which asks Next's bundle (where
 * Payload lives) through the check registered here.
 */
import { CMS_PAGE_ROUTES, DEFAULT_LOCALE, LOCALES } from '@/config/constants'
import { peekProcessSingleton, setProcessSingleton } from './process-singleton'

/** The key of the CMS page a path shows ("/en/demo" → "demo"), or undefined. */
export function cmsPageKeyOfPath(path: string): string | undefined {
  let rest = path
  for (const locale of LOCALES) {
    if (locale !== DEFAULT_LOCALE && path.startsWith(`/${locale}/`))
      rest = path.slice(locale.length + 1)
  }
  const key = rest.slice(1)
  return (CMS_PAGE_ROUTES as readonly string[]).includes(key) ? key : undefined
}

/** Says whether the CMS page of a key is marked "not ready". */
export type HiddenPageCheck = (key: string) => Promise<boolean>

/** Next's bundle registers the check (instrumentation); the custom server asks it. */
export function registerHiddenPageCheck(check: HiddenPageCheck): void {
  setProcessSingleton('hidden-page-check', check)
}

/** The registered check, once Next has started. */
export function registeredHiddenPageCheck(): HiddenPageCheck | undefined {
  return peekProcessSingleton<HiddenPageCheck>('hidden-page-check')
}
