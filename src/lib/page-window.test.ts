import { describe, expect, it } from 'vitest'

import { pageWindow } from './page-window'

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4])
  })
  it('keeps the first and last page and marks gaps', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, null, 10])
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10])
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10])
  })
  it('fills a gap of one page with the page itself', () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10])
  })
})
