import { getTranslations } from 'next-intl/server'
import { CookieSettingsButton } from '@/components/analytics/CookieSettingsButton.client'
import { EmailLink, PhoneLink } from '@/components/ui/ContactLinks'
import type { Navigation, Site } from '@/config/payload-types'
import { Link } from '@/i18n/navigation'

/** The footer; `cookieSettings` adds the button that reopens the analytics consent banner. */
export async function SiteFooter({
  site,
  navigation,
  cookieSettings = false,
}: {
  site: Site
  navigation: Navigation
  cookieSettings?: boolean
}) {
  const t = await getTranslations('contacts')
  const nav = await getTranslations('nav')
  const consent = await getTranslations('consent')
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <p className="site-footer__name">{site.name}</p>
          {site.address ? <p>{site.address}</p> : null}
          <p>
            {t('phone')}: <PhoneLink phone={site.phone} />
            <br />
            {t('email')}: <EmailLink email={site.email} />
          </p>
        </div>
        <nav aria-label={nav('footerMenu')}>
          <ul>
            {(navigation.footer ?? []).map((item) => (
              <li key={item.id ?? item.href}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
            {cookieSettings ? (
              <li>
                <CookieSettingsButton label={consent('settings')} className="site-footer__button" />
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
