import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { getTranslations } from 'next-intl/server'

import { JsonLd } from '@/components/ui/JsonLd'
import { RichText } from '@/components/ui/RichText'
import type { Locale } from '@/config/constants'
import type { OpenVacancy } from '@/data/careers'
import { absoluteUrl } from '@/data/site-metadata'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'
import { jobPosting } from '@/lib/vacancies'

import styles from './careers.module.css'

const anchorOf = (vacancy: OpenVacancy) => `vacancy-${vacancy.id}`

const html = (value: unknown) =>
  (value as SerializedEditorState | null)?.root?.children?.length
    ? convertLexicalToHTML({ data: value as SerializedEditorState, disableContainer: true })
    : ''

/** The open vacancies, each with its practice, level and city, its text folded (no JS needed). */
export async function VacancyList({
  vacancies,
  locale,
  firmName,
}: {
  vacancies: OpenVacancy[]
  locale: Locale
  firmName: string
}) {
  const [t, apply] = await Promise.all([
    getTranslations({ locale, namespace: 'careers' }),
    getTranslations({ locale, namespace: 'application' }),
  ])
  return (
    <ul className={styles.list}>
      {vacancies.map((vacancy) => (
        <li key={vacancy.id} id={anchorOf(vacancy)} className={styles.item}>
          <JsonLd
            data={jobPosting({
              title: vacancy.title,
              level: vacancy.level,
              city: vacancy.city,
              descriptionHtml: html(vacancy.description) + html(vacancy.requirements),
              datePosted: vacancy.createdAt,
              url: `${absoluteUrl(paths.careers, locale)}#${anchorOf(vacancy)}`,
              firmName,
              firmUrl: absoluteUrl(paths.home, locale),
            })}
          />
          <h2>{vacancy.title}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('level')}</dt>
              <dd>{t(`levels.${vacancy.level}`)}</dd>
            </div>
            {vacancy.practice ? (
              <div>
                <dt>{t('practice')}</dt>
                <dd>
                  <Link href={paths.practice(vacancy.practice)}>{vacancy.practice.title}</Link>
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t('city')}</dt>
              <dd>{vacancy.city}</dd>
            </div>
          </dl>
          <details className={styles.details}>
            <summary>
              {t('more')}
              <span className="visually-hidden">: {vacancy.title}</span>
            </summary>
            <RichText data={vacancy.description} />
            {html(vacancy.requirements) ? (
              <>
                <h3>{t('requirements')}</h3>
                <RichText data={vacancy.requirements} />
              </>
            ) : null}
          </details>
          <p>
            <a href="#apply" className={styles.apply}>
              {apply('apply')}
              <span className="visually-hidden">: {vacancy.title}</span>
            </a>
          </p>
        </li>
      ))}
    </ul>
  )
}
