import { getTranslations } from 'next-intl/server'

import { CmsPage, cmsRoute } from '@/components/ui/CmsPage'
import { EmailLink } from '@/components/ui/ContactLinks'
import { getSite } from '@/data/content'
import { pageLocale } from '@/i18n/page-locale'

const route = cmsRoute('accessibility')

export const generateMetadata = route.generateMetadata

type Props = { params: Promise<{ locale: string }> }

/**
 * The accessibility statement (CMS content), then where to report a problem: the firm's e-mail
 * from the Site global, so the address is kept in one place.
 */
export default async function AccessibilityPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [site, t] = await Promise.all([
    getSite(locale),
    getTranslations({ locale, namespace: 'accessibility' }),
  ])
  return (
    <>
      <CmsPage pageKey="accessibility" locale={locale} />
      {site.email ? (
        <section aria-labelledby="accessibility-contact" className="section prose">
          <h2 id="accessibility-contact">{t('contactTitle')}</h2>
          <p>
            {t('contactText')} <EmailLink email={site.email} />
          </p>
        </section>
      ) : null}
    </>
  )
}
