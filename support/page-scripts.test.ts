import { describe, expect, it } from 'vitest'

import { extractScriptPaths, parseAttributes } from './page-scripts'

const PAGE = 'http://127.0.0.1:3004/en'

describe('parseAttributes', () => {
  it('reads quoted, unquoted and bare attributes', () => {
    const attributes = parseAttributes(
      ` src="/a.js?x=1&amp;y=2" async data-x='q' type=module noModule`,
    )
    expect(attributes.get('src')).toBe('/a.js?x=1&y=2')
    expect(attributes.get('async')).toBe('')
    expect(attributes.get('data-x')).toBe('q')
    expect(attributes.get('type')).toBe('module')
    expect(attributes.has('nomodule')).toBe(true)
  })
})

describe('extractScriptPaths', () => {
  it('takes script sources and script preloads under /_next/, in order, each once', () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="stylesheet" href="/_next/static/chunks/a.css"/>
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>
      <link rel="modulepreload" href="/_next/static/chunks/mod.js">
      <link rel="preload" as="font" href="/_next/static/media/f.woff2" crossorigin="">
      <script src="/_next/static/chunks/main.js" async=""></script>
      <script src="/_next/static/chunks/webpack.js" async=""></script>
      </head><body>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
      <script>self.__next_f.push([1,"<script src=\\"/_next/static/chunks/fake.js\\"></script>"])</script>
      <!-- <script src="/_next/static/chunks/commented.js"></script> -->
      <script src="http://127.0.0.1:3004/_next/static/chunks/absolute.js"></script>
      <script src="https://mc.yandex.ru/metrika/tag.js" async></script>
      <script src="//cdn.example.com/_next/x.js"></script>
      <script src="/api/media/file/not-next.js"></script>
      <script id="_R_">inline()</script>
      </body></html>`
    expect(extractScriptPaths(html, PAGE)).toEqual([
      '/_next/static/chunks/webpack.js',
      '/_next/static/chunks/mod.js',
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/absolute.js',
    ])
  })

  it('treats nomodule in any case and form as old-browser only', () => {
    const html = `<script nomodule src="/_next/a.js"></script><SCRIPT NOMODULE="" SRC="/_next/b.js"></SCRIPT><SCRIPT SRC='/_next/c.js'></SCRIPT>`
    expect(extractScriptPaths(html, PAGE)).toEqual(['/_next/c.js'])
  })

  it('resolves relative sources against the page and keeps query strings', () => {
    const html = `<script src="../_next/static/chunks/x.js?dpl=abc&amp;v=2"></script>`
    expect(extractScriptPaths(html, 'http://127.0.0.1:3004/en/news')).toEqual([
      '/_next/static/chunks/x.js?dpl=abc&v=2',
    ])
  })

  it('finds nothing in a page without scripts', () => {
    expect(extractScriptPaths('<html><body><p>hi</p></body></html>', PAGE)).toEqual([])
  })
})
