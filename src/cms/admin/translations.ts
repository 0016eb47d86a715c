/**
 * The catalogues' `admin` namespace as Payload's i18n carries it (`i18n.translations` in
 * payload.config): keys like `collegium:exportCsv`, placeholders in Payload's `{{name}}` form.
 * The admin's language (ru or en) picks the text, not the site's locale.
 */
import type { NestedKeysStripped } from '@payloadcms/translations'

import en from '@/i18n/messages/en.json'
import ru from '@/i18n/messages/ru.json'

export const ADMIN_NAMESPACE = 'collegium'

export type AdminTexts = (typeof ru)['admin']
export type AdminTranslations = { [ADMIN_NAMESPACE]: AdminTexts }
export type AdminTranslationKey = NestedKeysStripped<AdminTranslations>

/** Payload's own texts we word otherwise (the `general` namespace of its translations). */
const payloadGeneral = (texts: AdminTexts) => ({
  searchBy: texts.searchBy,
  email: texts.email,
  emailAddress: texts.emailAddress,
  locale: texts.locale,
  or: texts.or,
  ascending: texts.ascending,
  descending: texts.descending,
  sortByLabelDirection: texts.sortByLabelDirection,
})

/**
 * For `i18n.translations` of the Payload config: our namespace, and some of Payload's texts: the
 * list search placeholder, whose Russian text lacks the `{{label}}` it is given (it read "Искать
 * по, Phone…"), and its "or" ("Имя, Телефон Или же Комментарий"); the e-mail field's labels, which
 * Payload's Russian leaves in English ("Email"); the list's sort buttons, whose Russian named the
 * descending order "Уменьшение" ("Сортировать по Заголовок Уменьшение").
 */
export const adminTranslations = {
  ru: { [ADMIN_NAMESPACE]: ru.admin, general: payloadGeneral(ru.admin) },
  en: { [ADMIN_NAMESPACE]: en.admin, general: payloadGeneral(en.admin) },
} satisfies Record<string, AdminTranslations & { general: Record<string, string> }>

/** Of something in both admin languages, the one of `language`: anything but Russian reads English (the admin's fallback). */
export const inAdminLanguage = <T>(language: string | undefined, both: { ru: T; en: T }): T =>
  language === 'ru' ? both.ru : both.en

/** The admin texts of a Payload language. */
export function adminTexts(language: string | undefined): AdminTexts {
  return inAdminLanguage(language, { ru: ru.admin, en: en.admin })
}
