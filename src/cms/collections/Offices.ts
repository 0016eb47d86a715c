import type { CollectionConfig } from 'payload'
import { imageSlotField } from '../fields/image-slot'
import { ADMIN_GROUPS, type AdminLabel, LABELS, optionsOf } from '../fields/labels'
import { emptyAsNull } from '../fields/localized-text'
import { hooks, orderField, publicContentAccess } from './shared'

const OFFICE_KINDS = ['headquarters', 'branch', 'network'] as const

const OFFICE_KIND_LABELS = {
  headquarters: { ru: 'Головной офис', en: 'Headquarters' },
  branch: { ru: 'Филиал', en: 'Branch' },
  network: { ru: 'Партнёр международной сети', en: 'Network partner' },
} satisfies Record<(typeof OFFICE_KINDS)[number], AdminLabel>

/** The firm's own offices and branches, and partner firms of its international network. */
export const Offices: CollectionConfig = {
  slug: 'offices',
  labels: {
    singular: { ru: 'Офис', en: 'Office' },
    plural: { ru: 'Офисы и сеть', en: 'Offices and network' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'city'],
    group: ADMIN_GROUPS.content,
  },
  access: publicContentAccess,
  hooks,
  defaultSort: 'order',
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 200,
      label: LABELS.name,
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: optionsOf(OFFICE_KIND_LABELS),
      index: true,
      label: { ru: 'Вид', en: 'Kind' },
    },
    {
      name: 'city',
      type: 'text',
      localized: true,
      maxLength: 120,
      label: { ru: 'Город', en: 'City' },
    },
    {
      name: 'country',
      type: 'text',
      localized: true,
      maxLength: 120,
      label: { ru: 'Страна', en: 'Country' },
    },
    { name: 'address', type: 'textarea', localized: true, maxLength: 500, label: LABELS.address },
    {
      name: 'hours',
      type: 'text',
      localized: true,
      maxLength: 120,
      label: { ru: 'Часы работы', en: 'Office hours' },
      hooks: { beforeChange: [emptyAsNull] },
      admin: {
        description: {
          ru: 'Показываются на странице «Контакты», например: Пн–пт, 9:00–19:00 (МСК)',
          en: 'Shown on the Contacts page, for example: Mon–Fri, 9 am – 7 pm (Moscow time)',
        },
      },
    },
    {
      name: 'directions',
      type: 'textarea',
      localized: true,
      maxLength: 1000,
      label: { ru: 'Как добраться', en: 'How to get there' },
      hooks: { beforeChange: [emptyAsNull] },
      admin: {
        description: {
          ru: 'Показывается на странице «Контакты»: метро, вход, парковка, пропуск',
          en: 'Shown on the Contacts page: metro, entrance, parking, passes',
        },
      },
    },
    imageSlotField(
      'mapImage',
      'officeMap',
      { ru: 'Карта', en: 'Map' },
      {
        ru: 'Картинка с картой (снимок экрана или схема проезда). Сайт не подключает сторонние карты; без картинки показывается схема-заглушка и ссылка на Яндекс Карты',
        en: 'A picture of the map (a screenshot or a route plan). The site loads no third-party maps; without a picture it shows a placeholder plan and a link to Yandex Maps',
      },
    ),
    { name: 'phone', type: 'text', maxLength: 40, label: LABELS.phone },
    { name: 'email', type: 'email', label: LABELS.email },
    { name: 'url', type: 'text', maxLength: 500, label: LABELS.website },
    {
      name: 'location',
      type: 'group',
      label: { ru: 'Координаты на карте', en: 'Map location' },
      fields: [
        {
          name: 'lat',
          type: 'number',
          min: -90,
          max: 90,
          label: { ru: 'Широта', en: 'Latitude' },
        },
        {
          name: 'lng',
          type: 'number',
          min: -180,
          max: 180,
          label: { ru: 'Долгота', en: 'Longitude' },
        },
      ],
    },
    orderField,
  ],
}
