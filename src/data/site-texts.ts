import 'server-only'

import { globalTag } from '@/config/cache-tags'
import type { Locale } from '@/config/constants'
import type { SiteText } from '@/config/payload-types'
import { asVisitor } from '@/lib/visitor'

import { cached } from './cache'
import { payloadClient } from './payload'

/**
 * The page texts global (intros, calls to action, the forms' texts, figure labels) in one
 * language: an English text left empty reads Russian (Payload's locale fallback), which the
 * admin's translation notice names. Tagged with the global, so a save reaches every page at once.
 */
export const getSiteTexts = cached(
  'site-texts',
  async (locale: Locale): Promise<SiteText> =>
    (await payloadClient()).findGlobal({ slug: 'site-texts', locale, depth: 0, ...asVisitor }),
  () => [globalTag('site-texts')],
)
