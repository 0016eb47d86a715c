import { describe, expect, it } from 'vitest'

import { METRIKA_TAG_URL, metrikaPageView, startMetrika } from './metrika'

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
