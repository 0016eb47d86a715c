import { CALLBACK_FIELDS } from '@/callback/schema'
import type { Locale } from '@/config/constants'
import { getClientTexts } from '@/i18n/get-client-texts'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'

import { CallbackFormClient } from './CallbackForm.client'

/**
 * The callback form: its texts formatted here (the agreement's label with its link to the privacy
 * policy, a summary heading per number of wrong fields), the form itself in CallbackForm.client.
 */
export async function CallbackForm({
  locale,
  page,
  token,
  successText,
}: {
  locale: Locale
  /** The path the form is shown on (/en/contacts), stored with the request. */
  page: string
  /** A token rendered by the server: the form posted without JavaScript sends it. */
  token: string
  /** The promise shown once a request is sent (the page texts global). */
  successText: string
}) {
  const texts = await getClientTexts('callback', locale, {
    // A summary never lists more fields than the form has: one text per possible count.
    counts: { summary: CALLBACK_FIELDS.length },
    rich: { agreement: { link: (chunks) => <Link href={paths.privacy}>{chunks}</Link> } },
  })
  return (
    <CallbackFormClient
      texts={texts}
      successText={successText}
      locale={locale}
      page={page}
      token={token}
    />
  )
}
