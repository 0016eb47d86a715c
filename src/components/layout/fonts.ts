import localFont from 'next/font/local'

/*
 * PT Sans and PT Serif (OFL, from @fontsource, the files the biography PDF embeds too), served by
 * the site. `display: 'optional'` without preloading: a page is painted at once in the
 * metric-matched fallback and takes the site's fonts when they are there in time (always, once
 * cached); it never swaps under the reader's eyes, and the eight files do not compete with the
 * page's own first bytes on a slow phone connection, as preloading them all did. Each typeface is two families, its Cyrillic and its Latin subset, each
 * limited to its characters by unicode-range (as Fontsource's own CSS does), so a page downloads
 * only the subsets its text uses: next/font/local has no per-file unicode-range, hence one call per
 * subset. site.css lists the Cyrillic family before the Latin one, whose metric-matched fallback
 * follows (its metrics come from Latin letters; the Cyrillic call has none, as a second fallback
 * would differ). Weights are those the style sheets ask for (400 and 700; 500 and 600 resolve to
 * them). The options are literals, as next/font requires; the ranges are Fontsource's.
 */

export const sansLatin = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/pt-sans/files/pt-sans-latin-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../../node_modules/@fontsource/pt-sans/files/pt-sans-latin-700-normal.woff2',
      weight: '700',
    },
  ],
  display: 'optional',
  preload: false,
  variable: '--font-sans',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
})

export const sansCyrillic = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/pt-sans/files/pt-sans-cyrillic-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../../node_modules/@fontsource/pt-sans/files/pt-sans-cyrillic-700-normal.woff2',
      weight: '700',
    },
  ],
  display: 'optional',
  preload: false,
  variable: '--font-sans-cyrillic',
  fallback: [],
  adjustFontFallback: false,
  declarations: [
    { prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' },
  ],
})

export const serifLatin = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/pt-serif/files/pt-serif-latin-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../../node_modules/@fontsource/pt-serif/files/pt-serif-latin-700-normal.woff2',
      weight: '700',
    },
  ],
  display: 'optional',
  preload: false,
  variable: '--font-serif',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
  adjustFontFallback: 'Times New Roman',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
})

export const serifCyrillic = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/pt-serif/files/pt-serif-cyrillic-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../../node_modules/@fontsource/pt-serif/files/pt-serif-cyrillic-700-normal.woff2',
      weight: '700',
    },
  ],
  display: 'optional',
  preload: false,
  variable: '--font-serif-cyrillic',
  fallback: [],
  adjustFontFallback: false,
  declarations: [
    { prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' },
  ],
})

/** The classes that declare the fonts' CSS variables, for the root element. */
export const fontVariables = [sansCyrillic, sansLatin, serifCyrillic, serifLatin]
  .map((font) => font.variable)
  .join(' ')
