import { describe, expect, it } from 'vitest'

import { forgetMetrika, METRIKA_TAG_URL, metrikaPageView, startMetrika } from './metrika'

/** Just enough of a window: an address, a title, a referrer and a head to append the tag to. */
function fakeWindow() {
  const appended: { src: string; async: boolean }[] = []
  const win = {
    location: { href: 'https://site.test/' },
    document: {
      title: 'Home',
      referrer: 'https://search.test/?q=law',
      querySelector: () => null,
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (el: { src: string; async: boolean }) => appended.push(el) },
    },
  }
  const queue = () =>
    ((win as unknown as { ym: { a: IArguments[] } }).ym.a ?? []).map((args) => Array.from(args))
  return { win: win as unknown as Window, appended, queue }
}

describe('Metrika in the browser', () => {
  it('loads the tag and initialises once, then one hit per address with the one before as referer', () => {
    const { win, appended, queue } = fakeWindow()
    startMetrika(1234, win)
    startMetrika(1234, win)
    metrikaPageView(1234, win)
    metrikaPageView(1234, win)
    ;(win.location as { href: string }).href = 'https://site.test/en/contacts'
    ;(win.document as { title: string }).title = 'Contacts'
    metrikaPageView(1234, win)
    expect(appended).toEqual([{ src: METRIKA_TAG_URL, async: true }])
    expect(queue()).toEqual([
      [1234, 'init', expect.objectContaining({ defer: true, webvisor: true, trackHash: true })],
      [1234, 'hit', 'https://site.test/', { title: 'Home', referer: 'https://search.test/?q=law' }],
      [
        1234,
        'hit',
        'https://site.test/en/contacts',
        { title: 'Contacts', referer: 'https://site.test/' },
      ],
    ])
  })
})

describe('forgetMetrika', () => {
  /** A storage with some of Metrika's keys and one of the site's. */
  function storage(keys: string[]) {
    const items = new Map(keys.map((key) => [key, 'x']))
    return Object.assign(Object.fromEntries(items), {
      removeItem(key: string) {
        items.delete(key)
        delete (this as Record<string, unknown>)[key]
      },
      keys: () => [...items.keys()],
    })
  }

  it("expires Metrika's cookies on the host and its parent domains, and empties its storage", () => {
    const written: string[] = []
    const local = storage(['_ym_uid', '_ym12345_lsid', 'sw-version'])
    const session = storage(['_ym_retryReqs'])
    const win = {
      location: { hostname: 'www.gromov-larina.ru' },
      document: {
        get cookie() {
          return '_ym_uid=1; analytics-consent=denied.x.1; _ym_d=2'
        },
        set cookie(value: string) {
          written.push(value)
        },
      },
      localStorage: local,
      sessionStorage: session,
    } as unknown as Window
    forgetMetrika(win)
    expect(written).toEqual([
      '_ym_uid=; Max-Age=0; path=/',
      '_ym_uid=; Max-Age=0; path=/; domain=.www.gromov-larina.ru',
      '_ym_uid=; Max-Age=0; path=/; domain=.gromov-larina.ru',
      '_ym_d=; Max-Age=0; path=/',
      '_ym_d=; Max-Age=0; path=/; domain=.www.gromov-larina.ru',
      '_ym_d=; Max-Age=0; path=/; domain=.gromov-larina.ru',
    ])
    expect(local.keys()).toEqual(['sw-version'])
    expect(session.keys()).toEqual([])
  })
})
