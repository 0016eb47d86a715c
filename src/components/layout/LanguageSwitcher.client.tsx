'use client'

import { useRouter } from 'next/navigation'
import type { MouseEvent } from 'react'
import { storeLocale } from '@/browser/locale-cookie'
import { LOCALES, type Locale } from '@/config/constants'
import { Link, usePathname } from '@/i18n/navigation'
import { sameOriginPath } from '@/lib/same-origin-redirect'

/** The page's own address in another language, from its hreflang alternate (slugs differ). */
function alternateHref(locale: Locale): string | null {
  const link = document.head.querySelector<HTMLLinkElement>(
    `link[rel="alternate"][hreflang="${locale}"]`,
  )
  const path = sameOriginPath(link?.href, window.location.origin)
  return path === null ? null : `${path.split(/[?#]/)[0]}${window.location.search}`
}

/**
 * SPEC §4 "Language switch": nothing happens for the current language; otherwise the choice is
 * stored in the cookie and the same page opens in the other language. Without JavaScript the
 * link still works (a detail page then redirects to its localized slug).
 */
export function LanguageSwitcher({ locale, label }: { locale: Locale; label: string }) {
  const pathname = usePathname()
  const router = useRouter()

  const onSwitch = (target: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    if (target === locale) return
    storeLocale(target)
    const href = alternateHref(target)
    if (href) router.push(href)
    else window.location.assign(event.currentTarget.href)
  }

  return (
    <ul className="lang-switch" aria-label={label}>
      {LOCALES.map((code) => (
        <li key={code}>
          <Link
            href={pathname}
            locale={code}
            // The switch goes to the page's alternate address, known only on click (slugs differ),
            // so a prefetch of this link's own address is of no use; Next would otherwise fetch it,
            // the current page in the current language among them, on every page load.
            prefetch={false}
            hrefLang={code}
            lang={code}
            aria-current={code === locale ? 'true' : undefined}
            onClick={onSwitch(code)}
          >
            {code.toUpperCase()}
          </Link>
        </li>
      ))}
    </ul>
  )
}
