import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/constants'
import { keptValues } from '@/lib/kept-values'

import {
  type ClientNamespace,
  type ClientTexts,
  type ClientTextsOptions,
  pickClientTexts,
  type Translator,
} from './client-texts'

/**
 * Texts formatted once per namespace and language in a production process: without page-given
 * options they depend on the catalogues alone, which do not change while it runs, and formatting
 * them (a plural message's templates format it once per plural category, each a fresh ICU compile
 * in next-intl's per-request cache) was repeated on every render of every page. At most one entry
 * per client namespace and language. In development the catalogues change under hot reload.
 */
const formatted = keptValues((key: string) => {
  const [namespace, locale] = key.split(':') as [ClientNamespace, Locale]
  return formatTexts(namespace, locale) as Promise<unknown>
})
const keepFormatted = process.env.NODE_ENV === 'production'

/** A client component's texts of `namespace` in `locale`, for its server half (see client-texts.ts). */
export function getClientTexts<N extends ClientNamespace>(
  namespace: N,
  locale: Locale,
  options?: ClientTextsOptions,
): Promise<ClientTexts<N>> {
  if (options || !keepFormatted) return formatTexts(namespace, locale, options)
  return formatted(`${namespace}:${locale}`) as Promise<ClientTexts<N>>
}

async function formatTexts<N extends ClientNamespace>(
  namespace: N,
  locale: Locale,
  options?: ClientTextsOptions,
): Promise<ClientTexts<N>> {
  const t = await getTranslations({ locale, namespace })
  return pickClientTexts(namespace, t as unknown as Translator, locale, options)
}
