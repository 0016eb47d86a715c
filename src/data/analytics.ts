import 'server-only'

import { getEnv } from '@/config/env'
import type { Site } from '@/config/payload-types'

/** The Yandex Metrika counter: METRIKA_ID, else the admin's setting; undefined when none is valid. */
export function metrikaCounterId(site: Pick<Site, 'metrikaId'>): number | undefined {
  const id = getEnv().METRIKA_ID ?? site.metrikaId
  return id && /^\d{1,12}$/.test(id) ? Number(id) : undefined
}
