import { CookieSettings } from '@/components/analytics/Analytics'
import { CmsPage, cmsRoute } from '@/components/ui/CmsPage'
import { metrikaCounterId } from '@/data/analytics'
import { getSite } from '@/data/content'
import { pageLocale } from '@/i18n/page-locale'

const route = cmsRoute('privacy')

export const generateMetadata = route.generateMetadata

type Props = { params: Promise<{ locale: string }> }

/** The privacy policy (CMS content), then the button to change the analytics decision (issue 20). */
export default async function PrivacyPage({ params }: Props) {
  const locale = await pageLocale(params)
  const site = await getSite(locale)
  return (
    <>
      <CmsPage pageKey="privacy" locale={locale} />
      <CookieSettings counterId={await metrikaCounterId(site)} locale={locale} />
    </>
  )
}
