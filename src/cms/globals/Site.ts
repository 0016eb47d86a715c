import type { FieldAccess, GlobalConfig, PayloadRequest } from 'payload'
import { DEFAULT_DIGEST_WEEKDAY, type Weekday } from '@/alerts/digest'
import { adminTexts } from '@/cms/admin/translations'
import { FIRM_FIGURES } from '@/config/constants'

import { adminFieldOnly, anyone, isStaff, staff } from '../access'
import { isHostName } from '../collections/redirect-target'
import { imageSlotField } from '../fields/image-slot'
import { ADMIN_GROUPS, type AdminLabel, LABELS, optionsOf } from '../fields/labels'
import { publicGlobalHooks } from '../hooks/revalidate'
import { RETENTION_DAYS } from '../jobs/anonymise-callbacks'
import { APPLICATION_RETENTION_MONTHS } from '../jobs/remove-old-applications'

/** Internal settings of the callback pipeline: not for the public API. */
const staffOnly: FieldAccess = ({ req }) => isStaff(req)

/**
 * Settings that decide where visitors' personal data goes, how long it stays, and where the site
 * may send people: editors see them (they answer the requests), only admins change them. An
 * editor's value for them is dropped on save, like any field they may not update.
 */
const adminSetting = { read: staffOnly, create: adminFieldOnly, update: adminFieldOnly }

/**
 * Where a redirect may send visitors: a path of this site, or an address on one of the hosts
 * admins allow here (`redirectHosts`): how many, and how long a host name may be.
 */
const REDIRECT_HOSTS = { maxCount: 50, maxLength: 253 } as const

/** The alerts' weekday, ISO numbered. */
const WEEKDAY_LABELS = {
  '1': { ru: 'Понедельник', en: 'Monday' },
  '2': { ru: 'Вторник', en: 'Tuesday' },
  '3': { ru: 'Среда', en: 'Wednesday' },
  '4': { ru: 'Четверг', en: 'Thursday' },
  '5': { ru: 'Пятница', en: 'Friday' },
  '6': { ru: 'Суббота', en: 'Saturday' },
  '7': { ru: 'Воскресенье', en: 'Sunday' },
} satisfies Record<Weekday, AdminLabel>

/** The figures' admin labels (the home global names their labels for visitors). */
export const FIGURE_LABELS = {
  founded: { ru: 'Год основания', en: 'Year founded' },
  yearsOnMarket: { ru: 'Лет на рынке', en: 'Years on the market' },
  lawyers: { ru: 'Юристов', en: 'Lawyers' },
  yearsInRankings: { ru: 'Лет в рейтингах', en: 'Years in rankings' },
  casesPerYear: { ru: 'Дел в год', en: 'Cases a year' },
  publishedWorks: { ru: 'Опубликованных работ', en: 'Published works' },
} satisfies Record<keyof typeof FIRM_FIGURES | 'yearsOnMarket', AdminLabel>

const figure = (name: keyof typeof FIRM_FIGURES) =>
  ({
    name,
    type: 'number',
    required: true,
    defaultValue: FIRM_FIGURES[name],
    min: 0,
    label: FIGURE_LABELS[name],
  }) as const

/** Firm-wide settings: contacts, the figures of SPEC §1, social links, analytics, share image. */
export const Site: GlobalConfig = {
  slug: 'site',
  label: { ru: 'Сайт', en: 'Site' },
  admin: { group: ADMIN_GROUPS.settings },
  access: { read: anyone, update: staff },
  hooks: publicGlobalHooks,
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 200,
      label: { ru: 'Название фирмы', en: 'Firm name' },
    },
    {
      name: 'tagline',
      type: 'text',
      localized: true,
      maxLength: 300,
      label: { ru: 'Девиз', en: 'Tagline' },
    },
    { name: 'phone', type: 'text', required: true, maxLength: 40, label: LABELS.phone },
    { name: 'email', type: 'email', required: true, label: LABELS.email },
    { name: 'address', type: 'textarea', localized: true, maxLength: 500, label: LABELS.address },
    {
      name: 'figures',
      type: 'group',
      label: { ru: 'Фирма в цифрах', en: 'The firm in figures' },
      fields: [
        figure('founded'),
        {
          name: 'yearsOnMarket',
          type: 'number',
          min: 0,
          label: FIGURE_LABELS.yearsOnMarket,
          admin: {
            description: {
              ru: 'Оставьте пустым, чтобы сайт считал годы от года основания сам (каждый новый год — на единицу больше)',
              en: 'Leave empty for the site to count the years from the year founded (one more each new year)',
            },
          },
        },
        figure('lawyers'),
        figure('yearsInRankings'),
        figure('casesPerYear'),
        figure('publishedWorks'),
      ],
    },
    {
      name: 'social',
      type: 'array',
      label: { ru: 'Соцсети', en: 'Social links' },
      labels: {
        singular: { ru: 'Соцсеть', en: 'Social link' },
        plural: { ru: 'Соцсети', en: 'Social links' },
      },
      fields: [
        {
          name: 'network',
          type: 'text',
          required: true,
          maxLength: 40,
          label: { ru: 'Сеть', en: 'Network' },
          admin: { placeholder: { ru: 'Telegram, ВКонтакте', en: 'Telegram, VK' } },
        },
        {
          name: 'url',
          type: 'text',
          required: true,
          maxLength: 500,
          label: { ru: 'Ссылка', en: 'Link' },
        },
      ],
    },
    {
      name: 'metrikaId',
      type: 'text',
      maxLength: 20,
      label: { ru: 'Счётчик Яндекс Метрики', en: 'Yandex Metrika counter' },
      admin: {
        description: {
          ru: 'Номер счётчика Яндекс Метрики (переменная METRIKA_ID важнее)',
          en: 'Yandex Metrika counter id (METRIKA_ID overrides it)',
        },
      },
      validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
        !value || /^\d+$/.test(value) || adminTexts(req?.i18n?.language).validation.digitsOnly,
    },
    imageSlotField(
      'shareImage',
      'shareImage',
      { ru: 'Картинка для соцсетей', en: 'Share image' },
      {
        ru: 'Показывается в превью ссылок на сайт, когда у страницы нет своей',
        en: 'Shown in link previews of pages that have no image of their own',
      },
    ),
    {
      name: 'privacyPolicyVersion',
      type: 'text',
      maxLength: 40,
      defaultValue: '1.0',
      label: { ru: 'Версия политики конфиденциальности', en: 'Privacy policy version' },
      admin: {
        description: {
          ru: 'Версия политики, к которой относится согласие в заявке на звонок',
          en: 'Version of the privacy policy a callback consent refers to',
        },
      },
    },
    {
      name: 'callbackEmail',
      type: 'email',
      access: adminSetting,
      label: { ru: 'Почта для заявок', en: 'Callback request email' },
      admin: {
        description: {
          ru: 'Куда отправляются заявки на звонок (если пусто — на почту выше)',
          en: 'Where callback requests are sent (the email above when empty)',
        },
      },
    },
    {
      name: 'callbackRetentionDays',
      type: 'number',
      access: adminSetting,
      min: RETENTION_DAYS.min,
      max: RETENTION_DAYS.max,
      defaultValue: RETENTION_DAYS.default,
      label: { ru: 'Срок хранения заявок, дней', en: 'Callback retention, days' },
      admin: {
        description: {
          ru: 'Сколько дней заявка хранит персональные данные; более старые обезличиваются каждую ночь',
          en: 'Days a callback request keeps its personal data; older requests are anonymised nightly',
        },
      },
    },
    {
      name: 'alertsWeekday',
      type: 'select',
      access: { read: staffOnly, update: staffOnly },
      defaultValue: DEFAULT_DIGEST_WEEKDAY,
      options: optionsOf(WEEKDAY_LABELS),
      label: { ru: 'День рассылки', en: 'Alerts day' },
      admin: {
        isClearable: false,
        description: {
          ru: 'В этот день подписчики получают письмо с новыми материалами пресс-центра за неделю',
          en: 'The day subscribers get a mail with the press center’s new posts of the week',
        },
      },
    },
    {
      name: 'applicationEmail',
      type: 'email',
      access: adminSetting,
      label: { ru: 'Почта для откликов на вакансии', en: 'Vacancy application email' },
      admin: {
        description: {
          ru: 'Куда отправляются уведомления об откликах (если пусто — почта для заявок)',
          en: 'Where application notices are sent (the callback request email when empty)',
        },
      },
    },
    {
      name: 'applicationRetentionMonths',
      type: 'number',
      access: adminSetting,
      min: APPLICATION_RETENTION_MONTHS.min,
      max: APPLICATION_RETENTION_MONTHS.max,
      defaultValue: APPLICATION_RETENTION_MONTHS.default,
      label: { ru: 'Срок хранения откликов, месяцев', en: 'Application retention, months' },
      admin: {
        description: {
          ru: 'Сколько месяцев хранится отклик с резюме; более старые удаляются каждую ночь вместе с файлом',
          en: 'Months an application and its CV are kept; older ones are deleted nightly with the file',
        },
      },
    },
    {
      name: 'redirectHosts',
      type: 'text',
      hasMany: true,
      maxRows: REDIRECT_HOSTS.maxCount,
      maxLength: REDIRECT_HOSTS.maxLength,
      access: adminSetting,
      label: { ru: 'Разрешённые сайты редиректов', en: 'Allowed redirect hosts' },
      admin: {
        description: {
          ru: 'Адреса других сайтов (например, partner.example), на которые могут вести редиректы',
          en: 'Other sites (such as partner.example) that redirects may point to',
        },
      },
      validate: (value: string[] | null | undefined, { req }: { req: PayloadRequest }) => {
        const bad = (value ?? []).find((host) => !isHostName(host))
        return (
          bad === undefined ||
          adminTexts(req?.i18n?.language).validation.notHostName.replace('{{host}}', bad)
        )
      },
    },
  ],
}
