import { describe, expect, it } from 'vitest'

import { catchFailedNavigations, type FetchLike, navigationTarget } from './failed-navigation'

const BASE = 'https://site.example/practices'
const NAVIGATION = { headers: { RSC: '1', 'Next-Router-State-Tree': '%5B%5D' } }

/** A window with a fetch that fails for `/down` paths and answers the others. */
function fakeWindow() {
  const calls: string[] = []
  const fetch: FetchLike = async (input) => {
    const url = String(input)
    calls.push(url)
    if (url.includes('/down')) throw new TypeError('Failed to fetch')
    return new Response('ok')
  }
  return { fetch, location: { href: BASE }, calls }
}

/** Whether a promise settles within a few macrotasks. */
async function settles(promise: Promise<unknown>): Promise<boolean> {
  let settled = false
  promise.then(
    () => {
      settled = true
    },
    () => {
      settled = true
    },
  )
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0))
  return settled
}

describe('navigationTarget', () => {
  it('is the page of the router’s navigation request, without its _rsc parameter', () => {
    expect(navigationTarget('/en/news?type=event&_rsc=1x2y', NAVIGATION, BASE)?.href).toBe(
      'https://site.example/en/news?type=event',
    )
    const request = new Request('https://site.example/news?_rsc=abc', { headers: { rsc: '1' } })
    expect(navigationTarget(request, undefined, BASE)?.pathname).toBe('/news')
  })

  it('is null for prefetches, server actions, other methods and plain requests', () => {
    const prefetch = { headers: { ...NAVIGATION.headers, 'Next-Router-Prefetch': '1' } }
    const segment = { headers: { ...NAVIGATION.headers, 'Next-Router-Segment-Prefetch': '/_tree' } }
    const action = { method: 'POST', headers: { ...NAVIGATION.headers, 'Next-Action': 'abc' } }
    expect(navigationTarget('/news?_rsc=1', prefetch, BASE)).toBeNull()
    expect(navigationTarget('/news?_rsc=1', segment, BASE)).toBeNull()
    expect(navigationTarget('/news', action, BASE)).toBeNull()
    expect(navigationTarget('/news', { method: 'POST', headers: { rsc: '1' } }, BASE)).toBeNull()
    expect(navigationTarget('/graphql', { method: 'GET' }, BASE)).toBeNull()
    expect(navigationTarget('/news', undefined, BASE)).toBeNull()
  })
})

describe('catchFailedNavigations', () => {
  it('reports a failed navigation and keeps it pending instead of failing', async () => {
    const win = fakeWindow()
    const failures: string[] = []
    catchFailedNavigations(win, (url) => failures.push(url.pathname))
    const pending = win.fetch('/down/news?_rsc=1', NAVIGATION)
    expect(await settles(pending)).toBe(false)
    expect(failures).toEqual(['/down/news'])
  })

  it('lets answers, other requests’ failures, aborts and failures while leaving through', async () => {
    const win = fakeWindow()
    const failures: string[] = []
    let leaving = false
    catchFailedNavigations(
      win,
      (url) => failures.push(url.pathname),
      () => leaving,
    )
    expect(await (await win.fetch('/news?_rsc=1', NAVIGATION)).text()).toBe('ok')
    await expect(win.fetch('/down/graphql')).rejects.toThrow('Failed to fetch')
    const prefetch = { headers: { ...NAVIGATION.headers, 'next-router-prefetch': '1' } }
    await expect(win.fetch('/down/news', prefetch)).rejects.toThrow('Failed to fetch')
    const aborted = new AbortController()
    aborted.abort()
    await expect(
      win.fetch('/down/news', { ...NAVIGATION, signal: aborted.signal }),
    ).rejects.toThrow('Failed to fetch')
    leaving = true
    await expect(win.fetch('/down/news', NAVIGATION)).rejects.toThrow('Failed to fetch')
    expect(failures).toEqual([])
  })

  it('restores the original fetch', () => {
    const win = fakeWindow()
    const original = win.fetch
    const restore = catchFailedNavigations(win, () => undefined)
    expect(win.fetch).not.toBe(original)
    restore()
    expect(win.fetch).toBe(original)
  })
})
