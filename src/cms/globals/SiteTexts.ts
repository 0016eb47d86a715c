import type { GlobalConfig } from 'payload'

import { anyone, staff } from '../access'
import { countCaption } from '../fields/count-caption'
import { ADMIN_GROUPS } from '../fields/labels'
import { localizedText, localizedTextarea } from '../fields/localized-text'
import { publicGlobalHooks } from '../hooks/revalidate'
import { FIGURE_CAPTION_MAX, FIGURE_CAPTIONS } from './home-defaults'
import { FIGURE_LABELS } from './Site'

const INTRO = { ru: 'Вступление', en: 'Introduction' }
const INTRO_HINT = {
  ru: 'Абзац под заголовком страницы',
  en: 'The paragraph under the page title',
}
const intro = localizedTextarea('intro', INTRO, {
  maxLength: 400,
  description: INTRO_HINT,
})

/**
 * The firm's own copy on the site's pages other than the home page (issue 19): list intros, calls
 * to action, the callback promise, figure labels. Chrome that any site would word alike (aria
 * labels, form errors, pagination) stays in the catalogues; docs/editing.md lists which is which.
 */
export const SiteTexts: GlobalConfig = {
  slug: 'site-texts',
  // The Site global's list of redirect hosts already has the table `site_texts` (Payload's table of
  // a global's hasMany text field), so this global's tables are named after its admin label.
  dbName: 'page_texts',
  label: { ru: 'Тексты страниц', en: 'Page texts' },
  admin: {
    group: ADMIN_GROUPS.settings,
    description: {
      ru: 'Тексты страниц сайта на двух языках. Если английский текст не заполнен, на английской версии сайта показывается русский.',
      en: 'Texts of the site’s pages in both languages. Where the English text is empty, the English site shows the Russian one.',
    },
  },
  access: { read: anyone, update: staff },
  hooks: publicGlobalHooks,
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          name: 'news',
          label: { ru: 'Пресс-центр', en: 'Press center' },
          fields: [intro],
        },
        {
          name: 'practices',
          label: { ru: 'Практики', en: 'Practices' },
          fields: [
            intro,
            {
              name: 'cta',
              type: 'group',
              label: { ru: 'Призыв обсудить задачу', en: 'Call to discuss a matter' },
              admin: {
                description: {
                  ru: 'Блок в конце страниц практики и отрасли',
                  en: 'The block at the end of a practice’s or sector’s page',
                },
              },
              fields: [
                localizedText('title', { ru: 'Заголовок', en: 'Title' }, { maxLength: 80 }),
                localizedTextarea('text', { ru: 'Текст', en: 'Text' }, { maxLength: 300 }),
                localizedText(
                  'button',
                  { ru: 'Текст кнопки', en: 'Button text' },
                  { maxLength: 40 },
                ),
              ],
            },
          ],
        },
        {
          name: 'sectors',
          label: { ru: 'Отрасли', en: 'Industry sectors' },
          fields: [intro],
        },
        {
          name: 'team',
          label: { ru: 'Команда', en: 'Team' },
          fields: [intro],
        },
        {
          name: 'achievements',
          label: { ru: 'Рейтинги и достижения', en: 'Rankings and achievements' },
          fields: [intro],
        },
        {
          name: 'contacts',
          label: { ru: 'Контакты', en: 'Contacts' },
          fields: [
            intro,
            localizedText(
              'callbackTitle',
              { ru: 'Заголовок формы звонка', en: 'Callback form title' },
              { maxLength: 80 },
            ),
            localizedTextarea(
              'callbackIntro',
              { ru: 'Обещание над формой', en: 'Promise above the form' },
              {
                maxLength: 300,
                description: {
                  ru: 'Когда и кто перезвонит посетителю',
                  en: 'When and who will call the visitor back',
                },
              },
            ),
            localizedTextarea(
              'callbackSuccess',
              { ru: 'Текст после отправки', en: 'Text after sending' },
              { maxLength: 300 },
            ),
            localizedTextarea(
              'otherWays',
              { ru: 'Другие способы связи', en: 'Other ways to reach us' },
              { maxLength: 300 },
            ),
          ],
        },
        {
          name: 'collegium',
          label: { ru: 'О коллегии', en: 'About the firm' },
          fields: [
            localizedText(
              'achievementButton',
              { ru: 'Кнопка карточки рейтинга', en: 'Ranking card button' },
              { maxLength: 40 },
            ),
          ],
        },
        {
          name: 'figures',
          label: { ru: 'Подписи к цифрам', en: 'Figure labels' },
          description: {
            ru: 'Подписи под цифрами коллегии на странице «О коллегии». У главной страницы свои, в «Главная страница» → «Первый экран»; сами цифры — в настройках «Сайт».',
            en: 'Labels under the firm’s figures on “About the firm”. The home page has its own, in “Home page” → “Hero”; the figures themselves are in the Site settings.',
          },
          fields: (Object.keys(FIGURE_CAPTIONS) as (keyof typeof FIGURE_CAPTIONS)[]).map((name) =>
            countCaption(name, FIGURE_LABELS[name], { maxLength: FIGURE_CAPTION_MAX }),
          ),
        },
      ],
    },
  ],
}
