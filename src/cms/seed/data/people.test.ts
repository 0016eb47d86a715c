import { describe, expect, it } from 'vitest'

import type { L, PersonSeed } from '../types'
import { people } from './people'
import { SPEC_PRACTICE_KEYS } from './spec-practices'

const partnerKeys = [
  'gromov',
  'larina',
  'volkov',
  'sokolova',
  'orlov',
  'belova',
  'kuznetsov',
  'morozova',
  'lebedev',
  'novikova',
  'pavlov',
  'zaitseva',
  'fedorov',
  'egorova',
]

const counselKeys = ['kiselev', 'romanova', 'vinogradov', 'tikhonova', 'markov', 'polyakova']

const practiceKeys = SPEC_PRACTICE_KEYS

const sectorKeys = [
  'banking-finance',
  'construction',
  'energy',
  'pharma',
  'retail',
  'agriculture',
  'technology',
  'transport-logistics',
  'insurance',
  'media',
]

const unique = (values: string[]): boolean => new Set(values).size === values.length

/** Every bilingual text of a person, labelled for readable failures. */
const texts = (person: PersonSeed): [string, L][] => [
  ['name', person.name],
  ['roleLabel', person.roleLabel],
  ['qualification', person.qualification],
  ['languages', person.languages],
  ...person.education.map((e, i): [string, L] => [`education[${i}]`, e]),
  ...(person.ratings ?? []).flatMap((r, i): [string, L][] => [
    [`ratings[${i}].source`, r.source],
    [`ratings[${i}].text`, r.text],
  ]),
  ...(person.recognition ?? []).map((r, i): [string, L] => [`recognition[${i}]`, r]),
  ...(person.recentExperience ?? []).map((r, i): [string, L] => [`recentExperience[${i}]`, r]),
]

describe('people seed', () => {
  it('has 80 people', () => {
    expect(people).toHaveLength(80)
  })

  it('has unique keys, e-mails and phones', () => {
    expect(unique(people.map((p) => p.key))).toBe(true)
    expect(unique(people.map((p) => p.email))).toBe(true)
    expect(unique(people.map((p) => p.phone))).toBe(true)
  })

  it('uses well-formed e-mails and phones', () => {
    for (const person of people) {
      expect(person.email).toMatch(/^[a-z]\.[a-z-]+@gromov-larina\.ru$/)
      expect(person.phone).toMatch(/^\+7 495 120-\d{2}-\d{2}$/)
    }
  })

  it('lists partners, counsel, attorneys and advisors in this order', () => {
    const order = ['partner', 'counsel', 'attorney', 'advisor']
    const ranks = people.map((p) => order.indexOf(p.role))
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    expect(people.slice(0, 14).map((p) => p.key)).toEqual(partnerKeys)
    expect(people.slice(14, 20).map((p) => p.key)).toEqual(counselKeys)
    expect(people.filter((p) => p.role === 'attorney')).toHaveLength(52)
    expect(people.filter((p) => p.role === 'advisor')).toHaveLength(8)
  })

  it('has the required partners and counsel with the right roles', () => {
    const byKey = new Map(people.map((p) => [p.key, p]))
    for (const key of partnerKeys) expect(byKey.get(key)?.role, key).toBe('partner')
    for (const key of counselKeys) expect(byKey.get(key)?.role, key).toBe('counsel')
    expect(byKey.get('gromov')?.roleLabel.en).toBe('Managing Partner')
    expect(byKey.get('larina')?.roleLabel.en).toBe('Senior Partner')
  })

  it('references only known practices and sectors', () => {
    for (const person of people) {
      expect(person.practices.length, person.key).toBeGreaterThanOrEqual(1)
      expect(person.practices.length, person.key).toBeLessThanOrEqual(3)
      expect(unique(person.practices), person.key).toBe(true)
      for (const key of person.practices) expect(practiceKeys, person.key).toContain(key)
      expect((person.sectors ?? []).length, person.key).toBeLessThanOrEqual(2)
      for (const key of person.sectors ?? []) expect(sectorKeys, person.key).toContain(key)
    }
  })

  it('covers every practice with a partner or counsel and at least two people', () => {
    for (const practice of practiceKeys) {
      const members = people.filter((p) => p.practices.includes(practice))
      const leads = members.filter((p) => p.role === 'partner' || p.role === 'counsel')
      expect(members.length, practice).toBeGreaterThanOrEqual(2)
      expect(leads.length, practice).toBeGreaterThanOrEqual(1)
    }
  })

  it('has non-empty texts in both languages', () => {
    for (const person of people) {
      for (const [field, text] of texts(person)) {
        expect(text.ru.trim(), `${person.key}.${field}.ru`).not.toBe('')
        expect(text.en.trim(), `${person.key}.${field}.en`).not.toBe('')
      }
      for (const language of ['ru', 'en'] as const) {
        const paragraphs = person.bio[language]
        expect(paragraphs.length, `${person.key}.bio.${language}`).toBeGreaterThanOrEqual(2)
        expect(paragraphs.length, `${person.key}.bio.${language}`).toBeLessThanOrEqual(3)
        for (const paragraph of paragraphs) expect(paragraph.trim()).not.toBe('')
      }
      expect(person.bio.ru.length, person.key).toBe(person.bio.en.length)
      expect(person.education.length, person.key).toBeGreaterThanOrEqual(1)
      expect(person.education.length, person.key).toBeLessThanOrEqual(3)
    }
  })

  it('gives partners ratings, recognition and recent experience', () => {
    for (const person of people.filter((p) => p.role === 'partner')) {
      expect(person.ratings?.length ?? 0, person.key).toBeGreaterThanOrEqual(1)
      expect(person.ratings?.length ?? 0, person.key).toBeLessThanOrEqual(3)
      expect(person.recognition?.length ?? 0, person.key).toBeGreaterThanOrEqual(1)
      expect(person.recentExperience?.length ?? 0, person.key).toBeGreaterThanOrEqual(2)
      expect(person.recentExperience?.length ?? 0, person.key).toBeLessThanOrEqual(4)
    }
    for (const person of people.filter((p) => p.role === 'counsel')) {
      expect(person.recentExperience?.length ?? 0, person.key).toBeGreaterThanOrEqual(1)
      expect(person.recentExperience?.length ?? 0, person.key).toBeLessThanOrEqual(3)
    }
    for (const person of people.filter((p) => p.role === 'attorney')) {
      expect(person.recentExperience?.length ?? 0, person.key).toBeLessThanOrEqual(2)
    }
  })
})
