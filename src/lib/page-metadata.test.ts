import { describe, expect, it } from 'vitest'

import { localizedHref, pageMetadata, samePath } from './page-metadata'

describe('localizedHref', () => {
  it('keeps Russian at the bare path and prefixes English', () => {
    expect(localizedHref('ru', '/')).toBe('/')
    expect(localizedHref('ru', '/news')).toBe('/news')
    expect(localizedHref('en', '/')).toBe('/en')
    expect(localizedHref('en', '/news')).toBe('/en/news')
    expect(localizedHref('en', '/search?q=tax')).toBe('/en/search?q=tax')
  })

  it('leaves another site’s address as it is', () => {
    expect(localizedHref('en', 'https://example.com/page')).toBe('https://example.com/page')
    expect(localizedHref('en', '//example.com/page')).toBe('//example.com/page')
  })
})

describe('pageMetadata', () => {
  it('links both languages, x-default to Russian, and the canonical of this one', () => {
    const meta = pageMetadata({
      locale: 'en',
      paths: { ru: '/team/3/gromov-andrey', en: '/team/3/andrey-gromov' },
      title: 'Andrey Gromov',
      image: {
        url: 'https://example.com/og.png',
        width: 1200,
        height: 630,
        alt: 'Portrait of Andrey Gromov',
      },
    })
    expect(meta.alternates).toEqual({
      canonical: '/en/team/3/andrey-gromov',
      languages: {
        ru: '/team/3/gromov-andrey',
        en: '/en/team/3/andrey-gromov',
        'x-default': '/team/3/gromov-andrey',
      },
    })
    expect(meta.openGraph).toMatchObject({
      url: '/en/team/3/andrey-gromov',
      locale: 'en_US',
      alternateLocale: ['ru_RU'],
      images: [
        {
          url: 'https://example.com/og.png',
          width: 1200,
          height: 630,
          alt: 'Portrait of Andrey Gromov',
        },
      ],
    })
  })
  it('shows an editor’s title as written, in the head, Open Graph and Twitter tags alike', () => {
    const meta = pageMetadata({
      locale: 'ru',
      paths: samePath('/news/7'),
      title: 'Заголовок новости',
      fullTitle: 'Новость для поисковиков',
      description: 'Описание',
      image: { url: '/media/og.png', width: 1200, height: 630 },
    })
    expect(meta.title).toEqual({ absolute: 'Новость для поисковиков' })
    expect(meta.openGraph).toMatchObject({ title: 'Новость для поисковиков' })
    expect(meta.twitter).toEqual({
      card: 'summary_large_image',
      title: 'Новость для поисковиков',
      description: 'Описание',
      images: [{ url: '/media/og.png', width: 1200, height: 630 }],
    })
  })

  it('keeps the page’s own title, under the site’s template, without an editor’s one', () => {
    const meta = pageMetadata({ locale: 'en', paths: samePath('/news/7'), title: 'News item' })
    expect(meta.title).toBe('News item')
    expect(meta.twitter).toEqual({ card: 'summary', title: 'News item' })
  })

  it('uses the same path in every language for plain pages', () => {
    expect(pageMetadata({ locale: 'ru', paths: samePath('/news') }).alternates?.canonical).toBe(
      '/news',
    )
  })
})
