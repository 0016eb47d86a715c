import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/constants'

import {
  type ClientNamespace,
  type ClientTexts,
  type ClientTextsOptions,
  pickClientTexts,
  type Translator,
} from './client-texts'

/** A client component's texts of `namespace` in `locale`, for its server half (see client-texts.ts). */
export async function getClientTexts<N extends ClientNamespace>(
  namespace: N,
  locale: Locale,
  options?: ClientTextsOptions,
): Promise<ClientTexts<N>> {
  const t = await getTranslations({ locale, namespace })
  return pickClientTexts(namespace, t as unknown as Translator, locale, options)
}
