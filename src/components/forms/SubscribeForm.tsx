import type { AlertFormValues } from '@/alerts/form-state'
import type { Locale } from '@/config/constants'
import { changeChoiceAction, subscribeAction } from '@/data/alerts-actions'
import { listAllPractices } from '@/data/content'
import { catalogue } from '@/i18n/catalogue'
import { getClientTexts } from '@/i18n/get-client-texts'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'
import { POST_TYPES } from '@/lib/post-types'

import { SubscribeFormClient } from './SubscribeForm.client'

/** Each language of the mails by its own name, whatever the page's language. */
const LANGUAGES = [
  { value: 'ru', label: 'Русский' },
  { value: 'en', label: 'English' },
]

/**
 * The subscription form (mode `subscribe`, with the page's form token) or the choices changed
 * from a mail's link (mode `manage`, with that link's token): texts and options made here.
 */
export async function SubscribeForm({
  locale,
  mode,
  token,
  values,
}: {
  locale: Locale
  mode: 'subscribe' | 'manage'
  token: string
  values?: Partial<AlertFormValues>
}) {
  const [texts, practices] = await Promise.all([
    getClientTexts('alerts', locale, {
      rich: { agreement: { link: (chunks) => <Link href={paths.privacy}>{chunks}</Link> } },
    }),
    listAllPractices(locale),
  ])
  const types = catalogue(locale).news.types
  return (
    <SubscribeFormClient
      mode={mode}
      token={token}
      texts={texts}
      locale={locale}
      action={mode === 'subscribe' ? subscribeAction : changeChoiceAction}
      practices={practices.map((p) => ({ value: String(p.id), label: p.title }))}
      kinds={POST_TYPES.map((kind) => ({ value: kind, label: types[kind] }))}
      languages={LANGUAGES}
      values={{
        email: '',
        practices: [],
        kinds: [...POST_TYPES],
        language: locale,
        agreement: false,
        ...values,
      }}
    />
  )
}
