import type { MetadataRoute } from 'next'
import { getTranslations } from 'next-intl/server'

import { DEFAULT_LOCALE } from '@/config/constants'

/**
 * The web app manifest (/manifest.webmanifest; Next links it from every page): the firm's name in
 * the default language, and icons made from the site icon by scripts/dev/write-app-icons.ts. The
 * icons fill their square and keep the letters inside the central safe zone, so they serve as
 * maskable icons too.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: DEFAULT_LOCALE, namespace: 'meta' })
  return {
    name: t('siteName'),
    short_name: t('shortName'),
    description: t('description'),
    lang: DEFAULT_LOCALE,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1f3a5f',
    icons: [192, 512].flatMap((size) =>
      (['any', 'maskable'] as const).map((purpose) => ({
        src: `/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      })),
    ),
  }
}
