import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/constants'

import type { AchievementsBrowserTexts } from './AchievementsBrowser.client'

/**
 * The achievements filter's texts in `locale`, formatted here on the server: AchievementsBrowser
 * is a client component and the browser has no message formatter (first-load budget). The count
 * is formatted with the `total` of the list and "#" where the browser puts the number shown.
 */
export async function getAchievementsBrowserTexts(
  locale: Locale,
  total: number,
): Promise<AchievementsBrowserTexts> {
  const t = await getTranslations({ locale, namespace: 'achievements' })
  return {
    filter: t('filter'),
    year: t('year'),
    anyYear: t('anyYear'),
    source: t('source'),
    anySource: t('anySource'),
    practice: t('practice'),
    anyPractice: t('anyPractice'),
    reset: t('reset'),
    empty: t('empty'),
    count: t('count', { shown: '#', total }),
  }
}
