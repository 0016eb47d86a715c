import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

// The type scale (site.css, :root): every font size on screen is one of its steps. Each size a
// page shows costs the browser a font instance to set up on its first layout (on Linux a round
// trip to the browser process each), so sizes a pixel apart cost time and show nothing.

const SRC = path.resolve('src')

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return cssFiles(file)
    return entry.name.endsWith('.css') ? [file] : []
  })
}

/** The style sheet without its `@media print` blocks (print sets its sizes in points). */
function screenRules(css: string): string {
  let out = ''
  let at = 0
  for (const match of css.matchAll(/@media print\s*\{/g)) {
    out += css.slice(at, match.index)
    let depth = 1
    let i = match.index + match[0].length
    while (depth > 0 && i < css.length) {
      if (css[i] === '{') depth += 1
      else if (css[i] === '}') depth -= 1
      i += 1
    }
    at = i
  }
  return out + css.slice(at)
}

/** The size part of each `font-size` and `font` declaration ('inherit' and families dropped). */
function fontSizes(css: string): string[] {
  const sizes: string[] = []
  for (const [, property, value = ''] of screenRules(css).matchAll(
    /\bfont(-size)?\s*:\s*([^;}]+)/g,
  )) {
    const declared = value.trim()
    if (declared === 'inherit') continue
    if (property) sizes.push(declared)
    else {
      const [size = ''] = declared
        .replace(/^\d00\s+/, '')
        .split(/\s+\/\s+|\s+var\(--(?:sans|serif)/)
      sizes.push(size)
    }
  }
  return sizes
}

const STEP = String.raw`var\(--text-[\w-]+(?:, [\d.]+rem)?\)`
const ON_THE_SCALE = new RegExp(`^(?:${STEP}|clamp\\(${STEP}, [\\d.]+vw, ${STEP}\\))$`)

describe('the type scale', () => {
  const files = cssFiles(SRC)
  const siteCss = fs.readFileSync(path.join(SRC, 'app/(site)/site.css'), 'utf8')
  const steps = [...siteCss.matchAll(/--text-([\w-]+): ([\d.]+)rem;/g)].map(([, name, rem]) => ({
    name,
    rem: Number(rem),
  }))

  it('is a rising series of distinct steps', () => {
    expect(steps.length).toBeGreaterThan(10)
    const rems = steps.map((step) => step.rem)
    expect(rems).toEqual([...new Set(rems)].sort((a, b) => a - b))
  })

  it('reads the sizes of every kind of declaration', () => {
    const css = `a { font-size: 14px; } b { font: 700 var(--text-sm) / 1.3 var(--serif); }
      c { font: inherit; } @media print { d { font-size: 10pt; } } e { font: 1.1rem var(--sans); }`
    expect(fontSizes(css)).toEqual(['14px', 'var(--text-sm)', '1.1rem'])
    expect(fontSizes(css).map((size) => ON_THE_SCALE.test(size))).toEqual([false, true, false])
    expect(ON_THE_SCALE.test('clamp(var(--text-5xl), 4vw, var(--text-7xl))')).toBe(true)
    expect(ON_THE_SCALE.test('clamp(2rem, 4vw, var(--text-7xl))')).toBe(false)
  })

  it.each(files.map((file) => [path.relative(SRC, file), file]))(
    '%s sets every screen font size from the scale',
    (_name, file) => {
      const names = new Set(steps.map((step) => step.name))
      for (const size of fontSizes(fs.readFileSync(file, 'utf8'))) {
        expect(size, `a font size off the scale: ${size}`).toMatch(ON_THE_SCALE)
        for (const [, name] of size.matchAll(/--text-([\w-]+)/g)) {
          expect(names, `--text-${name} is not a step`).toContain(name)
        }
      }
    },
  )
})
