import { FIGURE_CAPTIONS } from '../../globals/home-defaults'
import type { L } from '../types'

const t = (ru: string, en: string): L => ({ ru, en })

const businessDay = {
  intro: t(
    'Оставьте имя и телефон — юрист перезвонит вам в течение рабочего дня.',
    'Leave your name and phone number: a lawyer will call you back within one business day.',
  ),
  success: t(
    'Спасибо! Мы перезвоним вам в течение рабочего дня.',
    'Thank you. We will call you back within one business day.',
  ),
}

/** The page texts global (site-texts): the copy the catalogues carried before issue 19. */
export const siteTexts = {
  news: {
    intro: t(
      'Новости коллегии, аналитические публикации наших юристов и мероприятия, на которых мы выступаем.',
      'Firm news, our lawyers’ analysis and commentary, and the events where we speak.',
    ),
  },
  practices: {
    intro: t(
      'Мы ведём споры и сопровождаем сделки клиентов в России и за рубежом. Выберите практику, чтобы узнать о её направлениях, команде, проектах и рейтингах.',
      'We resolve disputes and support transactions for clients in Russia and abroad. Choose a practice to see its areas, team, work and rankings.',
    ),
    cta: {
      title: t('Обсудить задачу', 'Discuss your matter'),
      text: t(
        'Расскажите о вашей ситуации — мы свяжем вас с партнёрами, которые ведут такие дела.',
        'Tell us about your situation and we will put you in touch with the partners who handle such matters.',
      ),
      button: t('Связаться с нами', 'Contact us'),
    },
  },
  sectors: {
    intro: t(
      'Мы знаем, как устроен бизнес наших клиентов: отраслевые команды объединяют юристов разных практик вокруг задач конкретного рынка.',
      'We know how our clients’ businesses work: sector teams bring lawyers of different practices together around the issues of a particular market.',
    ),
  },
  team: {
    intro: t(
      'Адвокаты и юристы коллегии: партнёры, советники, адвокаты и эксперты-консультанты. Найдите специалиста по практике, статусу или фамилии.',
      "The firm's partners, counsel, attorneys and advisors. Find a lawyer by practice, position or name.",
    ),
  },
  achievements: {
    intro: t(
      'Независимые рейтинги, отраслевые награды и значимые результаты наших дел — по годам.',
      'Independent rankings, industry awards and notable results of our cases, year by year.',
    ),
  },
  contacts: {
    intro: t(
      'Приём по предварительной записи. Позвоните, напишите или приходите в любой из наших офисов.',
      'Meetings by appointment. Call, write or visit any of our offices.',
    ),
    callbackTitle: t('Заказать обратный звонок', 'Request a call back'),
    callbackIntro: businessDay.intro,
    callbackSuccess: businessDay.success,
    otherWays: t(
      'Удобнее позвонить или написать? Мы на связи в рабочие часы.',
      'Prefer to call or write? We answer during office hours.',
    ),
  },
  collegium: {
    achievementButton: t('Подробнее о рейтинге', 'About the ranking'),
  },
  figures: FIGURE_CAPTIONS,
}
