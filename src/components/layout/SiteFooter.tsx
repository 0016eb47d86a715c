import { getLocale, getTranslations } from 'next-intl/server'
import { CookieSettingsButton } from '@/components/analytics/CookieSettingsButton.client'
import { EmailLink, PhoneLink } from '@/components/ui/ContactLinks'
import type { Navigation, Site } from '@/config/payload-types'
import { Link } from '@/i18n/navigation'
import { isWebAddress } from '@/lib/external-url'

/** How the networks editors name most often are written; any other name is shown as entered. */
const NETWORK_NAMES: Record<string, { ru: string; en: string }> = {
  telegram: { ru: 'Telegram', en: 'Telegram' },
  vk: { ru: 'ВКонтакте', en: 'VK' },
  youtube: { ru: 'YouTube', en: 'YouTube' },
  rutube: { ru: 'Rutube', en: 'Rutube' },
  dzen: { ru: 'Дзен', en: 'Dzen' },
  linkedin: { ru: 'LinkedIn', en: 'LinkedIn' },
}

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
  const language = (await getLocale()) === 'en' ? 'en' : 'ru'
  const social = (site.social ?? []).filter((item) => isWebAddress(item.url))
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
          {social.length ? (
            <nav aria-label={nav('social')}>
              <ul className="site-footer__social">
                {social.map((item) => (
                  <li key={item.id ?? item.url}>
                    <a href={item.url} rel="me external noopener">
                      {NETWORK_NAMES[item.network.toLowerCase()]?.[language] ?? item.network}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
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
