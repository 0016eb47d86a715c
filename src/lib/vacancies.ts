/** A vacancy's seniority (the Vacancies collection's `level` field), most junior first. */
export const VACANCY_LEVELS = [
  'intern',
  'paralegal',
  'associate',
  'senior-associate',
  'counsel',
] as const
export type VacancyLevel = (typeof VACANCY_LEVELS)[number]

/** Whether a vacancy is taking applications: only open ones are shown on /careers. */
export const VACANCY_STATUSES = ['open', 'closed'] as const
export type VacancyStatus = (typeof VACANCY_STATUSES)[number]
