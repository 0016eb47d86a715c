import { describe, expect, it } from 'vitest'

import { jobPosting } from './vacancies'

const input = {
  title: 'Associate, arbitration',
  level: 'associate' as const,
  city: 'Moscow',
  descriptionHtml: '<p>Work on disputes.</p>',
  datePosted: '2026-11-20T09:30:00.000Z',
  url: 'https://example.test/en/careers#vacancy-3',
  firmName: 'Gromov, Larina & Partners',
  firmUrl: 'https://example.test/en',
}

describe('jobPosting', () => {
  it('carries the fields Google requires, the day posted and the city', () => {
    expect(jobPosting(input)).toEqual({
      '@type': 'JobPosting',
      title: 'Associate, arbitration',
      description: '<p>Work on disputes.</p>',
      datePosted: '2026-11-20',
      employmentType: 'FULL_TIME',
      url: 'https://example.test/en/careers#vacancy-3',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Gromov, Larina & Partners',
        sameAs: 'https://example.test/en',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Moscow', addressCountry: 'RU' },
      },
    })
  })

  it('marks an internship as such', () => {
    expect(jobPosting({ ...input, level: 'intern' }).employmentType).toBe('INTERN')
  })
})
