import { permanentRedirect as nextPermanentRedirect } from 'next/navigation'

import type { Locale } from '@/config/constants'
import { localizedHref } from '@/lib/page-metadata'

/** A permanent redirect (308) to a path in a language, with that language's prefix rule. */
export function permanentRedirect({ href, locale }: { href: string; locale: Locale }): never {
  return nextPermanentRedirect(localizedHref(locale, href))
}
