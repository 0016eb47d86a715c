import { describe, expect, it } from 'vitest'

import { createNameSearch } from './team-name-search'

const PEOPLE = [
  { id: 1, name: 'Громов Андрей Викторович' },
  { id: 2, name: 'Ларина Елена Сергеевна' },
  { id: 3, name: 'Фёдоров Павел Геннадьевич' },
  { id: 4, name: 'Анна Римская-Корсакова' },
  { id: 5, name: 'Лавров Андрей Петрович' },
  { id: 6, name: 'Шестаков Фёдор Андреевич' },
]

const ids = (found: ReadonlySet<number> | null) => (found ? [...found].sort() : null)

describe('createNameSearch', () => {
  it('finds names by the start of any word, in any case, ё as е', async () => {
    const search = await createNameSearch('ru', PEOPLE)
    expect(ids(await search('лар'))).toEqual([2])
    expect(ids(await search('ЕЛЕН'))).toEqual([2])
    expect(ids(await search('федоров'))).toEqual([3])
    expect(ids(await search('корс'))).toEqual([4])
    expect(ids(await search('андрей'))).toEqual([1, 5])
    // A surname is not its first-name stem.
    expect(ids(await search('федоров'))).toEqual([3])
    expect(ids(await search('фёдор'))).toEqual([3, 6])
  })

  it('every word must match, as typed: a filter narrows', async () => {
    const search = await createNameSearch('ru', PEOPLE)
    expect(ids(await search('андрей гром'))).toEqual([1])
    expect(ids(await search('андрей лар'))).toEqual([])
    expect(ids(await search('рина'))).toEqual([])
  })

  it('an empty query is everyone', async () => {
    const search = await createNameSearch('en', [{ id: 1, name: 'Elena Larina' }])
    expect(await search('   ')).toBeNull()
    expect(ids(await search('lar'))).toEqual([1])
    expect(ids(await search('ina'))).toEqual([])
  })
})
