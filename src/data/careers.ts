import 'server-only'

import { collectionTag } from '@/config/cache-tags'
import type { Locale } from '@/config/constants'
import type { Practice, Vacancy } from '@/config/payload-types'
import { cached } from './cache'
import { payloadClient } from './payload'
import { readRights } from './preview'

/** An open vacancy as /careers shows it, with its practice's title and address. */
export type OpenVacancy = Omit<Vacancy, 'practice'> & {
  practice: Pick<Practice, 'id' | 'title' | 'slug'> | null
}

/** The open vacancies, newest first (closed ones stay in the admin only). */
export const listOpenVacancies = cached(
  'open-vacancies',
  async (locale: Locale): Promise<OpenVacancy[]> => {
    const result = await (await payloadClient()).find({
      collection: 'vacancies',
      locale,
      where: { hiringStatus: { equals: 'open' } },
      sort: '-createdAt',
      limit: 100,
      depth: 1,
      populate: { practices: { title: true, slug: true } },
      ...readRights(),
    })
    return result.docs.map((doc) => ({
      ...doc,
      practice: typeof doc.practice === 'object' && doc.practice ? doc.practice : null,
    }))
  },
  () => ['vacancies', 'practices'].map(collectionTag),
)
