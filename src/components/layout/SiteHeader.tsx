import { getTranslations } from 'next-intl/server'
import { PopupSearch } from '@/components/search/PopupSearch'
import { PhoneLink } from '@/components/ui/ContactLinks'
import type { Locale } from '@/config/constants'
import type { Navigation, Site } from '@/config/payload-types'
import { Link } from '@/i18n/navigation'
import { LanguageSwitcher } from './LanguageSwitcher.client'
import { MainMenu } from './MainMenu.client'
import { ProgressBar } from './ProgressBar.client'

export async function SiteHeader({
  site,
  navigation,
  locale,
}: {
  site: Site
  navigation: Navigation
  locale: Locale
}) {
  const [t, shell] = await Promise.all([getTranslations('nav'), getTranslations('shell')])
  return (
    <header className="site-header">
      {/* Inside the banner landmark, so that while it shows it is not content outside landmarks. */}
      <ProgressBar label={shell('loading')} />
      <div className="container site-header__inner">
        <Link href="/" className="logo" aria-label={site.name ?? undefined}>
          <span className="logo__mark" aria-hidden="true">
            ГЛ
          </span>
          <span className="logo__name">{site.name}</span>
        </Link>
        <MainMenu
          items={(navigation.header ?? []).map(({ href, label }) => ({ href, label }))}
          label={t('mainMenu')}
          buttonLabel={shell('menu')}
        />
        <div className="site-header__tools">
          <PopupSearch locale={locale} label={t('search')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <circle
                cx="10.5"
                cy="10.5"
                r="6.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
              <path
                d="m15.5 15.5 5 5"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <span>{t('search')}</span>
          </PopupSearch>
          <PhoneLink
            phone={site.phone}
            className="tool-link phone"
            label={`${shell('call')}: ${site.phone}`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path
                d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
                fill="currentColor"
              />
            </svg>
            <span>{site.phone}</span>
          </PhoneLink>
          <LanguageSwitcher locale={locale} label={t('language')} />
        </div>
      </div>
    </header>
  )
}
