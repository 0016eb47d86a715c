import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/constants'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'

import { type CallbackFormTexts, callbackFormTexts } from './callback-form-texts'

/** The callback form's texts in `locale`, the agreement's label with its link to the privacy policy. */
export async function getCallbackFormTexts(locale: Locale): Promise<CallbackFormTexts> {
  const t = await getTranslations({ locale, namespace: 'callback' })
  return {
    ...callbackFormTexts(t),
    agreement: t.rich('agreement', {
      link: (chunks) => <Link href={paths.privacy}>{chunks}</Link>,
    }),
  }
}
