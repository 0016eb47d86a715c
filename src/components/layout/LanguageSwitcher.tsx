'use client'

import { LOCALES, type Locale } from '@/config/constants'
import { Link, usePathname } from '@/i18n/navigation'

/** Links to the same page in the other language (detail pages redirect to their localized slug). */
export function LanguageSwitcher({ locale, label }: { locale: Locale; label: string }) {
  const pathname = usePathname()
  return (
    <ul className="lang-switch" aria-label={label}>
      {LOCALES.map((code) => (
        <li key={code}>
          {code === locale ? (
            <span aria-current="true">{code.toUpperCase()}</span>
          ) : (
            <Link href={pathname} locale={code} hrefLang={code} lang={code}>
              {code.toUpperCase()}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}
