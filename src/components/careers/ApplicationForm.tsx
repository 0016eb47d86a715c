import { APPLICATION_FIELDS } from '@/callback/application'
import type { Locale } from '@/config/constants'
import { getSiteTexts } from '@/data/site-texts'
import { getClientTexts } from '@/i18n/get-client-texts'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'

import { ApplicationFormClient } from './ApplicationForm.client'
import styles from './careers.module.css'

/**
 * The vacancy application form: its texts formatted here (the callback form's for the fields both
 * have, with the agreement's link to the privacy policy; the text after sending from the page
 * texts global when staff wrote one), the form itself in ApplicationForm.client.
 */
export async function ApplicationForm({
  locale,
  page,
  token,
  vacancies,
}: {
  locale: Locale
  /** The careers page's path in this language (/en/careers). */
  page: string
  /** A token rendered by the server: the form posted without JavaScript sends it. */
  token: string
  vacancies: { id: number; title: string }[]
}) {
  const [callback, application, texts] = await Promise.all([
    getClientTexts('callback', locale, {
      counts: { summary: APPLICATION_FIELDS.length },
      rich: { agreement: { link: (chunks) => <Link href={paths.privacy}>{chunks}</Link> } },
    }),
    getClientTexts('application', locale),
    getSiteTexts(locale),
  ])
  const successText = texts.careers?.applicationSuccess || application.successText
  return (
    <div className={styles.application}>
      <ApplicationFormClient
        texts={{ callback, application: { ...application, successText } }}
        locale={locale}
        page={page}
        token={token}
        vacancies={vacancies}
      />
    </div>
  )
}
