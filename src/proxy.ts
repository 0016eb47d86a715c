import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import { LOCALE_COOKIE, LOCALES } from '@/config/constants'
import { getEnv } from '@/config/env'
import { queryPagePath } from '@/data/query-pages'
import { routing } from '@/i18n/routing'
import { METRICS_PATH, metricsAuthorized } from '@/security/metrics-access'
import { ADMIN_LANGUAGE_COOKIE } from '@/security/session-token'

/** Status of the language redirect from the root path (SPEC §2: default 302). */
const ROOT_REDIRECT_STATUS = 302

/**
 * The bare static page scripts/bench/measure-pages.ts measures as the framework's ceiling: a 404
 * unless the server runs with BENCH_CEILING=1, and outside the locale negotiation.
 */
export const BENCH_CEILING_PATH = '/bench-ceiling'

const withDetection = createMiddleware({ ...routing, localeDetection: true })
const withoutDetection = createMiddleware({ ...routing, localeDetection: false })

/**
 * Locale negotiation. The browser language (cookie, then Accept-Language) decides only on the
 * root path: a deep link always opens in the language its path names (SPEC §2 "Locale choice").
 */
function negotiateLocale(request: NextRequest): NextResponse {
  const isRoot = request.nextUrl.pathname === '/'
  const response = (isRoot ? withDetection : withoutDetection)(request)
  const location = response.headers.get('location')
  if (!isRoot || !location || response.status < 300 || response.status >= 400) return response
  const redirect = NextResponse.redirect(location, ROOT_REDIRECT_STATUS)
  // Remember the detected language (SPEC §9 i18n_redirected), so the root is decided once.
  const detected = LOCALES.find((l) => new URL(location, request.url).pathname === `/${l}`)
  if (detected) {
    redirect.cookies.set(LOCALE_COOKIE.name, detected, {
      maxAge: LOCALE_COOKIE.maxAgeSeconds,
      sameSite: LOCALE_COOKIE.sameSite,
      path: LOCALE_COOKIE.path,
    })
  }
  return redirect
}

/**
 * A press-center or search address with a query is served from the page Next keeps for that query
 * (src/data/query-pages.ts); the language is negotiated as for any page (its cookie kept).
 */
function servePage(request: NextRequest): NextResponse {
  const response = negotiateLocale(request)
  const kept = queryPagePath(request.nextUrl.pathname, request.nextUrl.searchParams)
  if (!kept || (response.status >= 300 && response.status < 400)) return response
  const rewrite = NextResponse.rewrite(new URL(kept, request.url))
  for (const cookie of response.cookies.getAll()) rewrite.cookies.set(cookie)
  return rewrite
}

const ADMIN_LANGUAGES = ['ru', 'en']

/**
 * The admin speaks Russian to a staff member who has not chosen its language: Payload would
 * otherwise follow the browser's Accept-Language. Choosing English in the account view sets the
 * cookie, which wins from then on.
 */
function defaultAdminToRussian(request: NextRequest): NextResponse {
  const chosen = request.cookies.get(ADMIN_LANGUAGE_COOKIE)?.value
  if (chosen && ADMIN_LANGUAGES.includes(chosen)) return NextResponse.next()
  const headers = new Headers(request.headers)
  request.cookies.set(ADMIN_LANGUAGE_COOKIE, 'ru')
  headers.set('cookie', request.cookies.toString())
  return NextResponse.next({ request: { headers } })
}

export default function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    return defaultAdminToRussian(request)
  }
  // Only the scraper holding METRICS_TOKEN reaches the metrics; anyone else gets the 404 of an
  // unknown address.
  if (
    pathname === METRICS_PATH &&
    metricsAuthorized(request.headers.get('authorization'), getEnv().METRICS_TOKEN)
  ) {
    return NextResponse.next()
  }
  // The benchmark's bare page exists in every build; only a benchmark run switches it on.
  if (pathname === BENCH_CEILING_PATH) {
    return getEnv().BENCH_CEILING
      ? NextResponse.next()
      : new NextResponse('Not Found', { status: 404 })
  }
  return servePage(request)
}

export const config = {
  // The APIs, the content snapshot, health checks, Next internals and files are no localized pages
  // and need nothing here.
  matcher: ['/((?!api|graphql|_content|_next|_vercel|healthz|readyz|.*\\..*).*)'],
}
