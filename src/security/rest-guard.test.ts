import { describe, expect, it } from 'vitest'

import { addressProblem, bodyProblem } from './rest-guard'

describe('addressProblem', () => {
  it.each([
    ['GET', `/api/posts/${'a'.repeat(3000)}`, 414],
    ['GET', '/api/media/file/%zz', 400],
    ['GET', '/api/posts?where=notjson', 400],
    ['GET', '/api/posts?where=[]', 400],
    ['GET', '/api/posts?where=null', 400],
    ['GET', '/api/posts/count?where=junk', 400],
    ['GET', '/api/posts?data=abc', 400],
    ['GET', '/api/posts?limit=abc', 400],
    ['GET', '/api/posts?limit=-1', 400],
    ['GET', '/api/posts?limit[]=1', 400],
    ['GET', '/api/posts?depth=abc', 400],
    ['GET', '/api/posts?depth=1e3', 400],
    ['GET', '/api/posts?page=%zz', 400],
    ['GET', '/api/posts?a=%E0%A4%A', 400],
  ])('%s %s → %i', (method, url, status) => {
    expect(addressProblem(url)?.status, method).toBe(status)
  })

  it.each([
    '/api/posts',
    '/api/posts?limit=12&depth=0&page=2',
    '/api/posts?where=%7B%22slug%22%3A%7B%22equals%22%3A%22a%22%7D%7D',
    '/api/posts?where[slug][equals]=a+b',
    '/api/posts?where=',
    '/api/posts?locale=en&draft=false&sort=-publishedAt',
    '/api/media/file/photo%20one.png',
  ])('lets %s through', (url) => {
    expect(addressProblem(url)).toBeUndefined()
  })

  it("takes a staff list's longer address within the bound it is given", () => {
    const url = `/api/posts?${'select[title]=true&'.repeat(200)}`
    expect(addressProblem(url)?.status).toBe(414)
    expect(addressProblem(url, 8 * 1024)).toBeUndefined()
  })
})

describe('bodyProblem', () => {
  it('refuses a declared body over the limit and a body of unknown length', () => {
    expect(bodyProblem({ 'content-length': '1001' }, 1000)?.status).toBe(413)
    expect(bodyProblem({ 'content-length': '1e9' }, 1000)?.status).toBe(413)
    expect(bodyProblem({ 'transfer-encoding': 'chunked' }, 1000)?.status).toBe(411)
  })
  it('lets a body within the limit, or none, through', () => {
    expect(bodyProblem({ 'content-length': '1000' }, 1000)).toBeUndefined()
    expect(bodyProblem({ 'content-length': '0' }, 1000)).toBeUndefined()
    expect(bodyProblem({}, 1000)).toBeUndefined()
  })
})
