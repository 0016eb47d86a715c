import type { Locale } from '@/config/constants'

/** The firm's clock: dates are shown as they were in Moscow, whatever the server's zone. */
export const SITE_TIME_ZONE = 'Europe/Moscow'

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
