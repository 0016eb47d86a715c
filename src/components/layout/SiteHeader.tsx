import { getTranslations } from 'next-intl/server'
import { PhoneLink } from '@/components/ui/ContactLinks'
import type { Locale } from '@/config/constants'
import { Link } from '@/i18n/navigation'
import type { Navigation, Site } from '@/payload-types'
import { LanguageSwitcher } from './LanguageSwitcher'

export async function SiteHeader({
  site,
  navigation,
  locale,
}: {
  site: Site
  navigation: Navigation
  locale: Locale
}) {
  const t = await getTranslations('nav')
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href="/" className="logo" aria-label={site.name ?? undefined}>
          <span className="logo__mark" aria-hidden="true">
            ГЛ
          </span>
          <span className="logo__name">{site.name}</span>
        </Link>
        <nav aria-label={t('mainMenu')} className="main-nav">
          <ul>
            {(navigation.header ?? []).map((item) => (
              <li key={item.id ?? item.href}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__tools">
          <Link href="/search" className="tool-link">
            {t('search')}
          </Link>
          <PhoneLink phone={site.phone} className="tool-link phone" />
          <LanguageSwitcher locale={locale} label={t('language')} />
        </div>
      </div>
    </header>
  )
}
