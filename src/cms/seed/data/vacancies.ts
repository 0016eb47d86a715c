import type { L, Paragraphs, VacancySeed } from '../types'

const t = (ru: string, en: string): L => ({ ru, en })
const p = (ru: string[], en: string[]): Paragraphs => ({ ru, en })

/** Two open positions, so that /careers shows its list, its JSON-LD and its practice links. */
export const vacancies: VacancySeed[] = [
  {
    title: t('Юрист практики международного арбитража', 'Associate, International Arbitration'),
    practice: 'international-arbitration',
    level: 'associate',
    city: t('Москва', 'Moscow'),
    description: p(
      [
        'Вы будете работать в команде партнёра над спорами в МКАС, ICC, SIAC и арбитражах ad hoc: анализировать позицию, готовить процессуальные документы, работать со свидетелями и экспертами и участвовать в слушаниях.',
        'Мы предлагаем работу над крупными международными делами с первого месяца, наставника из числа партнёров, оплату обучения и профессиональных сертификаций (CIArb), гибридный график.',
      ],
      [
        'You will work in a partner’s team on disputes before the ICAC, the ICC, the SIAC and ad hoc tribunals: analysing the case, drafting submissions, working with witnesses and experts and taking part in hearings.',
        'We offer work on major international matters from your first month, a partner as your mentor, paid training and professional certifications (CIArb) and a hybrid schedule.',
      ],
    ),
    requirements: p(
      [
        '- высшее юридическое образование; LLM будет преимуществом;',
        '- от двух лет опыта в арбитраже или в судебных спорах;',
        '- свободный английский, письменный и устный.',
      ],
      [
        '- a law degree; an LLM is an advantage;',
        '- at least two years of experience in arbitration or litigation;',
        '- fluent written and spoken English.',
      ],
    ),
  },
  {
    title: t('Стажёр практики банкротства', 'Trainee, Bankruptcy practice'),
    practice: 'bankruptcy',
    level: 'intern',
    city: t('Санкт-Петербург', 'Saint Petersburg'),
    description: p(
      [
        'Стажировка на шесть месяцев с возможностью остаться в коллегии. Вы будете помогать юристам практики готовить заявления и отзывы, анализировать судебную практику и сопровождать процедуры банкротства.',
      ],
      [
        'A six-month traineeship that can lead to a permanent position. You will help the practice’s lawyers draft claims and statements, research case law and support insolvency proceedings.',
      ],
    ),
    requirements: p(
      [
        '- студенты старших курсов и выпускники юридических вузов;',
        '- готовность работать не менее 30 часов в неделю.',
      ],
      ['- final-year law students and recent law graduates;', '- at least 30 hours a week.'],
    ),
  },
]
