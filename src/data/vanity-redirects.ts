import 'server-only'

import { collectionTag } from '@/config/cache-tags'
import type { Locale } from '@/config/constants'
import type { Practice, Redirect } from '@/config/payload-types'
import { localizedHref } from '@/lib/page-metadata'
import { paths } from '@/lib/paths'
import type { VanityAnswer } from '@/lib/vanity-redirects'
import { asVisitor } from '@/lib/visitor'

import { cached } from './cache'
import { payloadClient } from './payload'

function answerOf(redirect: Redirect, locale: Locale): VanityAnswer | null {
  const practice = typeof redirect.practice === 'object' ? (redirect.practice as Practice) : null
  const target = practice ? paths.practice(practice) : redirect.url
  if (!target) return null
  return {
    status: redirect.status === '302' ? 302 : 301,
    target: localizedHref(locale, target),
    section: redirect.section ?? null,
  }
}

/**
 * The vanity link of a source ("/a/b") in a language, or null: cached until a redirect or a
 * practice (whose slug a link may lead to) changes on any instance.
 */
export const findVanityRedirect = cached(
  'vanity-redirect',
  async (locale: Locale, from: string): Promise<VanityAnswer | null> => {
    const result = await (await payloadClient()).find({
      collection: 'redirects',
      locale,
      depth: 1,
      limit: 1,
      where: { from: { equals: from } },
      ...asVisitor,
    })
    const [redirect] = result.docs
    return redirect ? answerOf(redirect, locale) : null
  },
  () => [collectionTag('redirects'), collectionTag('practices')],
)
