import type { CollectionConfig } from 'payload'

import { imageSlotField } from '../fields/image-slot'
import { ADMIN_GROUPS, LABELS } from '../fields/labels'
import { draftedContentAccess, hooks, orderField, relatedField, titleField } from './shared'

/** Rankings and awards. */
export const Achievements: CollectionConfig = {
  slug: 'achievements',
  labels: {
    singular: { ru: 'Рейтинг или достижение', en: 'Ranking or achievement' },
    plural: { ru: 'Рейтинги и достижения', en: 'Rankings and achievements' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'source', 'year', 'order'],
    group: ADMIN_GROUPS.content,
  },
  access: draftedContentAccess,
  hooks,
  defaultSort: 'order',
  fields: [
    {
      name: 'year',
      type: 'number',
      required: true,
      min: 1991,
      max: 2100,
      index: true,
      label: LABELS.year,
    },
    {
      name: 'source',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 160,
      index: true,
      label: { ru: 'Источник', en: 'Source' },
      admin: {
        description: {
          ru: 'Рейтинг, издание или организатор премии, например Chambers Europe',
          en: 'Ranking, publisher or award, e.g. Chambers Europe',
        },
      },
    },
    titleField,
    {
      name: 'text',
      type: 'textarea',
      localized: true,
      maxLength: 2000,
      label: { ru: 'Описание', en: 'Description' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'sum',
          type: 'text',
          localized: true,
          maxLength: 40,
          label: { ru: 'Сумма', en: 'Amount' },
          admin: {
            placeholder: { ru: '1,2 млрд ₽', en: 'RUB 1.2 bn' },
            description: {
              ru: 'Для результата дела: сумма спора или сделки',
              en: 'For a case result: the amount at stake',
            },
          },
        },
        {
          name: 'value',
          type: 'text',
          localized: true,
          maxLength: 40,
          label: { ru: 'Место или уровень', en: 'Rank or tier' },
          admin: {
            placeholder: { ru: 'Band 1, 3 партнёра', en: 'Band 1, 3 partners' },
            description: {
              ru: 'Крупно в карточке; если пусто — крупно сумма',
              en: 'Shown large on the card; when empty, the amount is',
            },
          },
        },
        {
          name: 'label',
          type: 'text',
          localized: true,
          maxLength: 160,
          label: { ru: 'Подпись к значению', en: 'Caption of the value' },
          admin: {
            description: {
              ru: 'Строка под крупным значением',
              en: 'The line under the large value',
            },
          },
        },
      ],
    },
    {
      name: 'detailsUrl',
      type: 'text',
      maxLength: 500,
      label: { ru: 'Ссылка на подробности', en: 'Details link' },
    },
    imageSlotField('logo', 'rankingLogo', LABELS.logo),
    relatedField('practices'),
    relatedField('people'),
    orderField,
  ],
}
