import { type Locale, SITE_TIME_ZONE } from '@/config/constants'

/**
 * A date split into day, month and year for display blocks; the month is in the form used with a
 * day ("21 ноября" → "ноября"), which is what Russian needs.
 */
export function dateParts(
  iso: string,
  locale: Locale,
): { day: string; month: string; year: string } {
  const parts = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SITE_TIME_ZONE,
  }).formatToParts(new Date(iso))
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? ''
  return { day: part('day'), month: part('month'), year: part('year') }
}
