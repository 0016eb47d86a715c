import 'server-only'

import { getEnv } from '@/config/env'
import type { Site } from '@/config/payload-types'
import { draftModeOn } from './preview'

/**
 * The Yandex Metrika counter of this page: METRIKA_ID, else the admin's setting; undefined when
 * none is valid, and in draft mode (a staff member's preview, the admin's live preview pane), where
 * Metrika's session replay would record unpublished text: no counter, no consent banner.
 */
export async function metrikaCounterId(site: Pick<Site, 'metrikaId'>): Promise<number | undefined> {
  if (await draftModeOn()) return undefined
  const id = getEnv().METRIKA_ID ?? site.metrikaId
  return id && /^\d{1,12}$/.test(id) ? Number(id) : undefined
}
