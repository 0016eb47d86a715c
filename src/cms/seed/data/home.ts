import { HOME_DEFAULTS } from '../../globals/home-defaults'
import type { HomeSeed } from '../types'

/** The home page: the texts it showed before editors owned it, and a few featured rankings. */
export const home: HomeSeed = {
  ...HOME_DEFAULTS,
  /**
   * The rankings the home page leads with, in this order (by year and Russian title): the
   * firm's top placings of recent years rather than simply the newest entries. The other lists
   * stay empty, so the page shows their automatic defaults.
   */
  featuredAchievements: [
    { year: 2026, title: 'Лидер рейтинга в практике «Разрешение споров»' },
    { year: 2025, title: '1 место: банкротство' },
    { year: 2026, title: '1 место: уголовное право' },
    { year: 2024, title: 'Лидер рейтинга в практике «Разрешение споров»' },
    { year: 2023, title: 'Лидер рейтинга в практике «Международный арбитраж»' },
    { year: 2021, title: 'Band 1: Разрешение споров' },
    { year: 2020, title: 'Tier 1: Разрешение споров' },
    { year: 2019, title: 'Band 1: Банкротство и реструктуризация' },
  ],
}
