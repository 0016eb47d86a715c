import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import { LOCALE_COOKIE, LOCALES, ROOT_REDIRECT_STATUS } from '@/config/constants'
import { routing } from '@/i18n/routing'

const withDetection = createMiddleware({ ...routing, localeDetection: true })
const withoutDetection = createMiddleware({ ...routing, localeDetection: false })

/**
 * Locale negotiation only. The browser language (cookie, then Accept-Language) decides only on the
 * root path: a deep link always opens in the language its path names (SPEC §2 "Locale choice").
 */
export default function proxy(request: NextRequest): NextResponse {
  const isRoot = request.nextUrl.pathname === '/'
  const response = (isRoot ? withDetection : withoutDetection)(request)
  if (isRoot && response.status >= 300 && response.status < 400) {
    const location = response.headers.get('location')
    if (location) {
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
  }
  return response
}

export const config = {
  // Payload (admin, api), GraphQL, the content snapshot, health checks, Next internals and files are
  // not localized pages; nor is the benchmark's bare page (BENCH_CEILING_PATH).
  matcher: [
    '/((?!admin|api|graphql|_content|_next|_vercel|healthz|readyz|bench-ceiling|.*\\..*).*)',
  ],
}
