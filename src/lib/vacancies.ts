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

/** What a schema.org JobPosting is made from: the vacancy, its page and the firm. */
export type JobPostingInput = {
  title: string
  level: VacancyLevel
  city: string
  /** The description and requirements as HTML (Google reads HTML in `description`). */
  descriptionHtml: string
  datePosted: string
  url: string
  firmName: string
  firmUrl: string
}

/**
 * A vacancy as schema.org JobPosting (https://developers.google.com/search/docs/appearance/structured-data/job-posting):
 * the required title, description, datePosted, hiringOrganization and jobLocation.
 */
export function jobPosting(input: JobPostingInput): Record<string, unknown> {
  return {
    '@type': 'JobPosting',
    title: input.title,
    description: input.descriptionHtml,
    datePosted: input.datePosted.slice(0, 10),
    employmentType: input.level === 'intern' ? 'INTERN' : 'FULL_TIME',
    url: input.url,
    hiringOrganization: { '@type': 'Organization', name: input.firmName, sameAs: input.firmUrl },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: input.city, addressCountry: 'RU' },
    },
  }
}
