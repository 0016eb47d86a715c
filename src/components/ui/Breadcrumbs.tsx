import { getLocale, getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/constants'
import { absoluteUrl } from '@/data/site-metadata'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'

import { JsonLd } from './JsonLd'

/** One step of the trail: a path without the language prefix; the last step is the page itself. */
export type Crumb = { label: string; path: string }

/**
 * The trail from the home page to the current page, as a navigation landmark and as a schema.org
 * BreadcrumbList. The home page is always the first step and the current page is not a link.
 */
export async function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const [t, locale] = await Promise.all([getTranslations('breadcrumbs'), getLocale()])
  const steps: Crumb[] = [{ label: t('home'), path: paths.home }, ...trail]
  return (
    <>
      <nav aria-label={t('label')} className="breadcrumbs">
        <ol>
          {steps.map((step, i) =>
            i === steps.length - 1 ? (
              <li key={step.path} aria-current="page">
                {step.label}
              </li>
            ) : (
              <li key={step.path}>
                <Link href={step.path}>{step.label}</Link>
              </li>
            ),
          )}
        </ol>
      </nav>
      <JsonLd
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: steps.map((step, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: step.label,
            item: absoluteUrl(step.path, locale as Locale),
          })),
        }}
      />
    </>
  )
}
