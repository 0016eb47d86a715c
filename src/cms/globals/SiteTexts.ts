import type { GlobalConfig, TextareaField, TextField } from 'payload'

import { anyone, staff } from '../access'
import { countCaption } from '../fields/count-caption'
import { ADMIN_GROUPS } from '../fields/labels'
import { atMost, localizedText, localizedTextarea } from '../fields/localized-text'
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

type Hint = { ru: string; en: string }
const EMPTY_HINT: Hint = {
  ru: 'Если пусто — стандартный текст сайта.',
  en: 'When empty, the site’s standard text is shown.',
}
const hinted = (hint?: Hint): Hint =>
  hint ? { ru: `${hint.ru} ${EMPTY_HINT.ru}`, en: `${hint.en} ${EMPTY_HINT.en}` } : EMPTY_HINT

/**
 * A form's text that may stay empty: the form then shows the catalogue's standard wording, so a
 * database from before these fields existed needs no data of its own.
 */
const formText = <F extends TextField | TextareaField>(field: F): F => ({
  ...field,
  validate: atMost(field.maxLength ?? 0),
})
/** A form's one-line text (a title), optional: see formText. */
const formLine = (name: string, label: Hint, hint?: Hint) =>
  formText(localizedText(name, label, { maxLength: 80, description: hinted(hint) }))
/** A form's paragraph (an intro, the text after sending), optional: see formText. */
const formParagraph = (name: string, label: Hint, hint?: Hint, maxLength = 300) =>
  formText(localizedTextarea(name, label, { maxLength, description: hinted(hint) }))

/**
 * The firm's own copy on the site's pages other than the home page (issue 19): list intros, calls
 * to action, the forms' titles, intros and texts after sending, figure labels. Chrome that any site would word alike (aria
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
          fields: [
            intro,
            formLine(
              'alertsTitle',
              { ru: 'Заголовок страницы подписки', en: 'Subscription page title' },
              {
                ru: 'Страница «Подписка на рассылку» (/news/subscribe).',
                en: 'The “Subscribe to alerts” page (/news/subscribe).',
              },
            ),
            formParagraph(
              'alertsIntro',
              {
                ru: 'Вступление над формой подписки',
                en: 'Introduction above the subscription form',
              },
              {
                ru: 'Что и как часто придёт подписчику.',
                en: 'What the subscriber gets, and how often.',
              },
              400,
            ),
            formParagraph(
              'alertsSuccess',
              { ru: 'Текст после подписки', en: 'Text after subscribing' },
              {
                ru: 'Просьба открыть письмо со ссылкой для подтверждения.',
                en: 'Asks to open the mail with the confirmation link.',
              },
            ),
          ],
        },
        {
          name: 'events',
          label: { ru: 'Регистрация на события', en: 'Event registration' },
          description: {
            ru: 'Форма регистрации на странице события, у которого включена регистрация.',
            en: 'The registration form on the page of an event that takes registrations.',
          },
          fields: [
            formLine('registrationTitle', { ru: 'Заголовок формы', en: 'Form title' }),
            formParagraph(
              'registrationWaitingIntro',
              { ru: 'Текст над формой, когда мест нет', en: 'Text above the form when full' },
              {
                ru: 'Приглашение встать в лист ожидания.',
                en: 'The invitation to join the waiting list.',
              },
            ),
            formParagraph('registrationSuccess', {
              ru: 'Текст после регистрации',
              en: 'Text after registering',
            }),
            formParagraph('registrationWaitingSuccess', {
              ru: 'Текст после записи в лист ожидания',
              en: 'Text after joining the waiting list',
            }),
          ],
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
          name: 'careers',
          label: { ru: 'Карьера', en: 'Careers' },
          description: {
            ru: 'Форма отклика на вакансию на странице «Карьера» (видна, пока есть открытые вакансии).',
            en: 'The application form on the Careers page (shown while vacancies are open).',
          },
          fields: [
            formLine('applicationTitle', {
              ru: 'Заголовок формы отклика',
              en: 'Application form title',
            }),
            formParagraph(
              'applicationIntro',
              { ru: 'Текст над формой', en: 'Text above the form' },
              {
                ru: 'Что приложить и куда придёт ответ.',
                en: 'What to attach and where the answer will come.',
              },
            ),
            formParagraph('applicationSuccess', {
              ru: 'Текст после отправки',
              en: 'Text after sending',
            }),
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
