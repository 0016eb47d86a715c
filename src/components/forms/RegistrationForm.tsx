import type { Locale } from '@/config/constants'
import { getClientTexts } from '@/i18n/get-client-texts'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'
import type { OptionalRegistrationField } from '@/lib/registration-form'
import { REGISTRATION_FIELDS } from '@/registration/schema'

import { RegistrationFormClient } from './RegistrationForm.client'

/** An event's registration form: its texts formatted here, the form itself in the client half. */
export async function RegistrationForm(props: {
  locale: Locale
  eventId: number
  /** The optional fields the editor chose, in the form's order. */
  fields: OptionalRegistrationField[]
  /** The path the form is shown on (/en/news/12): it posts there without JavaScript. */
  page: string
  /** A token rendered by the server: the form posted without JavaScript sends it. */
  token: string
  /** Full: the form puts the registrant on the waiting list. */
  waiting: boolean
}) {
  const texts = await getClientTexts('registration', props.locale, {
    counts: { summary: REGISTRATION_FIELDS.length },
    rich: { agreement: { link: (chunks) => <Link href={paths.privacy}>{chunks}</Link> } },
  })
  return <RegistrationFormClient texts={texts} {...props} />
}
