import type { CollectionConfig } from 'payload'

import type { PREVIEWABLE } from '@/lib/preview-paths'

import { nobody, staff } from '../access'
import { ADMIN_GROUPS, type AdminLabel, optionsOf } from '../fields/labels'
import { type PUBLICATION_ACTIONS, PUBLICATION_LOG } from '../hooks/publication-log'

const ACTION_LABELS = {
  published: { ru: 'Опубликовано', en: 'Published' },
  unpublished: { ru: 'Снято с публикации', en: 'Unpublished' },
} satisfies Record<(typeof PUBLICATION_ACTIONS)[number], AdminLabel>

const TARGET_LABELS = {
  posts: { ru: 'Пресс-центр', en: 'Press center' },
  pages: { ru: 'Страницы', en: 'Pages' },
  practices: { ru: 'Практики', en: 'Practices' },
  'industry-sectors': { ru: 'Отрасли', en: 'Industry sectors' },
  people: { ru: 'Люди', en: 'People' },
  achievements: { ru: 'Рейтинги и достижения', en: 'Rankings and achievements' },
  vacancies: { ru: 'Вакансии', en: 'Vacancies' },
  home: { ru: 'Главная страница', en: 'Home page' },
} satisfies Record<(typeof PREVIEWABLE)[number], AdminLabel>

const readOnly = { readOnly: true } as const

/**
 * Who published or unpublished what, and when (issue 19, item 9): one row per publication, written
 * by the drafted collections' hooks (src/cms/hooks/publication-log.ts), never edited. The content
 * itself, author by author, is in each document's versions.
 */
export const PublicationLog: CollectionConfig = {
  slug: PUBLICATION_LOG,
  labels: {
    singular: { ru: 'Запись журнала публикаций', en: 'Publication log entry' },
    plural: { ru: 'Журнал публикаций', en: 'Publication log' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['createdAt', 'action', 'title', 'target', 'user'],
    group: ADMIN_GROUPS.content,
    description: {
      ru: 'Кто и когда опубликовал или снял с публикации материал. Только для чтения; изменения текста — во вкладке «Версии» документа.',
      en: 'Who published or unpublished what, and when. Read only; the changes themselves are in each document’s Versions tab.',
    },
  },
  access: { read: staff, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      options: optionsOf(ACTION_LABELS),
      label: { ru: 'Действие', en: 'Action' },
      admin: readOnly,
    },
    {
      name: 'target',
      type: 'select',
      required: true,
      index: true,
      options: optionsOf(TARGET_LABELS),
      label: { ru: 'Раздел', en: 'Section' },
      admin: readOnly,
    },
    {
      name: 'documentId',
      type: 'number',
      index: true,
      label: { ru: 'Номер документа', en: 'Document ID' },
      admin: readOnly,
    },
    {
      name: 'title',
      type: 'text',
      maxLength: 300,
      label: { ru: 'Заголовок', en: 'Title' },
      admin: readOnly,
    },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      label: { ru: 'Сотрудник', en: 'Staff member' },
      admin: readOnly,
    },
    {
      name: 'userEmail',
      type: 'email',
      label: {
        ru: 'Почта сотрудника (на момент действия)',
        en: 'Staff member’s email (at the time)',
      },
      admin: {
        ...readOnly,
        description: {
          ru: 'Пусто — действие системы (например, при обновлении сайта)',
          en: 'Empty: the system acted (an upgrade, say)',
        },
      },
    },
  ],
}
