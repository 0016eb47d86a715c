import { JsonLd } from '@/components/ui/JsonLd'
import type { Locale } from '@/config/constants'
import type { Site } from '@/config/payload-types'
import { absoluteUrl } from '@/data/site-metadata'

/** The firm as a schema.org LegalService (home and contacts pages). */
export function FirmJsonLd({ site, locale }: { site: Site; locale: Locale }) {
  return (
    <JsonLd
      data={{
        '@type': 'LegalService',
        name: site.name,
        telephone: site.phone,
        email: site.email,
        address: site.address ?? undefined,
        foundingDate: String(site.figures?.founded ?? 1991),
        url: absoluteUrl('/', locale),
        sameAs: site.social?.map((s) => s.url).filter(Boolean),
      }}
    />
  )
}
