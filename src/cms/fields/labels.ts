/**
 * The admin's texts for the content model, in both of its languages: Payload shows the one of the
 * editor's admin language (issue 19: the firm's editors read Russian, and never the code). Labels
 * that several collections share are named once here, so one thing is called the same everywhere.
 */

/** A text of the admin in Russian and English (Payload's per-language label object). */
export type AdminLabel = { ru: string; en: string }

/** The admin's navigation groups (`admin.group`). */
export const ADMIN_GROUPS = {
  content: { ru: 'Содержание', en: 'Content' },
  inbox: { ru: 'Входящие', en: 'Inbox' },
  settings: { ru: 'Настройки', en: 'Settings' },
} satisfies Record<string, AdminLabel>

/** The site's languages (content locales), as the admin names them. */
export const LOCALE_LABELS = {
  ru: { ru: 'Русский', en: 'Russian' },
  en: { ru: 'Английский', en: 'English' },
} satisfies Record<'ru' | 'en', AdminLabel>

/** Field labels used by more than one collection or global. */
export const LABELS = {
  title: { ru: 'Заголовок', en: 'Title' },
  name: { ru: 'Название', en: 'Name' },
  personName: { ru: 'Имя', en: 'Name' },
  summary: { ru: 'Краткое описание', en: 'Summary' },
  body: { ru: 'Текст', en: 'Body' },
  image: { ru: 'Изображение', en: 'Image' },
  logo: { ru: 'Логотип', en: 'Logo' },
  year: { ru: 'Год', en: 'Year' },
  practices: { ru: 'Практики', en: 'Practices' },
  people: { ru: 'Юристы', en: 'People' },
  sectors: { ru: 'Отрасли', en: 'Industry sectors' },
  website: { ru: 'Сайт', en: 'Website' },
  phone: { ru: 'Телефон', en: 'Phone' },
  email: { ru: 'Электронная почта', en: 'Email' },
  address: { ru: 'Адрес', en: 'Address' },
  value: { ru: 'Значение', en: 'Value' },
  order: { ru: 'Порядок', en: 'Order' },
  path: { ru: 'Путь', en: 'Path' },
} satisfies Record<string, AdminLabel>

/** Select options from their values' labels: `{ value, label: { ru, en } }`, in the given order. */
export const optionsOf = <V extends string>(labels: Record<V, AdminLabel>) =>
  (Object.entries(labels) as [V, AdminLabel][]).map(([value, label]) => ({ value, label }))
