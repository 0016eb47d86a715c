import type { AdminLabel } from '../fields/labels'

/**
 * The home page's curated lists: the most an editor may pick for each, which is also how many the
 * page shows at most (its automatic lists show the same number).
 */
export const HOME_FEATURED = { posts: 10, achievements: 12, practices: 24, clients: 24 } as const

type L = AdminLabel
const t = (ru: string, en: string): L => ({ ru, en })

/**
 * The captions under the firm's figures (SPEC §1): the defaults of the home page's own and of the
 * page texts global's (what /collegium shows), which the seed writes. Each gives the plural forms
 * of its language (src/i18n/count-captions.ts): "33 года", "35 лет".
 */
export const FIGURE_CAPTIONS = {
  yearsOnMarket: t(
    '{count, plural, one {год} few {года} many {лет}} на рынке',
    '{count, plural, one {year} other {years}} on the market',
  ),
  lawyers: t(
    '{count, plural, one {адвокат и юрист} few {адвоката и юриста} many {адвокатов и юристов}}',
    '{count, plural, one {attorney or lawyer} other {attorneys and lawyers}}',
  ),
  yearsInRankings: t(
    '{count, plural, one {год} few {года} many {лет}} в рейтингах',
    '{count, plural, one {year} other {years}} in rankings',
  ),
  casesPerYear: t(
    '{count, plural, one {судебное и арбитражное дело} few {судебных и арбитражных дела} many {судебных и арбитражных дел}} в год',
    '{count, plural, one {litigation or arbitration case} other {litigation and arbitration cases}} per year',
  ),
  publishedWorks: t(
    '{count, plural, one {опубликованная работа} few {опубликованные работы} many {опубликованных работ}}',
    '{count, plural, one {published work} other {published works}}',
  ),
} as const

/** The longest caption an editor may write under a figure (its plural forms included). */
export const FIGURE_CAPTION_MAX = 300

/**
 * The home page's texts as the site showed them before editors owned them (issue 19): the seed
 * writes them, and a database that never saved the global (one upgraded from before it) reads
 * them as the fields' default values, so the page is never blank.
 */
export const HOME_DEFAULTS = {
  hero: {
    eyebrow: t('Коллегия адвокатов · Москва', 'Bar association · Moscow'),
    heading: t(
      'Защищаем интересы клиентов с 1991 года',
      "Protecting our clients' interests since 1991",
    ),
    // The heading says since when; the lead says what for whom, never the year again.
    lead: t(
      'Судебные споры, арбитраж, сделки и уголовная защита — для бизнеса и частных клиентов.',
      'Litigation, arbitration, transactions and criminal defence for business and private clients.',
    ),
    primaryLabel: t('Связаться с нами', 'Contact us'),
    primaryLink: '/contacts',
    secondaryLabel: t('Наши практики', 'Our practices'),
    secondaryLink: '/practices',
    figures: FIGURE_CAPTIONS,
  },
  sections: {
    practices: t('Практики', 'Practices'),
    allPractices: t('Все практики', 'All practices'),
    sectors: t('Отрасли', 'Industry sectors'),
    allSectors: t('Все отрасли', 'All sectors'),
    achievements: t('Рейтинги и достижения', 'Rankings and achievements'),
    allAchievements: t('Все рейтинги', 'All rankings'),
    projects: t('Лучшие проекты', 'Best projects'),
    news: t('Новости и публикации', 'News and publications'),
    allNews: t('Весь пресс-центр', 'Press center'),
    partners: t('Партнёры', 'Partners'),
    allTeam: t('Вся команда', 'Whole team'),
    clients: t('Клиенты', 'Clients'),
  },
  cta: {
    title: t('Обсудим вашу задачу', 'Let us discuss your matter'),
    text: t(
      'Расскажите о ситуации — партнёр коллегии свяжется с вами в течение рабочего дня. Всё, что вы сообщаете, защищено адвокатской тайной.',
      'Tell us about your situation and a partner will contact you within one business day. Everything you share is protected by attorney–client privilege.',
    ),
    buttonLabel: t('Написать нам', 'Write to us'),
    buttonLink: '/contacts',
  },
} as const
