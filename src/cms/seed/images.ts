import sharp from 'sharp'

/** A generated image ready for Payload's Local API `file` argument. */
export type GeneratedFile = { data: Buffer; mimetype: string; name: string; size: number }

const PALETTE = [
  '#1f3a5f',
  '#2d4a3e',
  '#4a3b2f',
  '#3b3355',
  '#2f4858',
  '#503a3a',
  '#33415c',
  '#3d4f3a',
]

/** A small deterministic hash, so that the same name always gets the same colours. */
function hash(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619)
  return h >>> 0
}

/**
 * A plain PNG, as a firm would upload it: pages show only the sizes Payload makes from it, so a
 * smaller original (a palette, the strongest compression) would only cost the seed time.
 */
async function png(svg: string, name: string): Promise<GeneratedFile> {
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  return { data, mimetype: 'image/png', name, size: data.length }
}

/** Where a cover's motif is centred, in per cent of its width and height: the seed's focal point. */
export const COVER_FOCUS = { x: 70, y: 62 }

/**
 * A cover image: a quiet composition of lines and rings round the focal point, in one of the
 * firm's colours. No letters: a title on the picture would repeat the page's in one language only.
 */
export function cover(key: string): Promise<GeneratedFile> {
  const h = hash(key)
  const bg = PALETTE[h % PALETTE.length]
  const cx = (1200 * COVER_FOCUS.x) / 100
  const cy = (675 * COVER_FOCUS.y) / 100
  const lines = Array.from({ length: 9 }, (_, i) => {
    const y = 60 + i * 70 + ((h >> i) % 30)
    return `<line x1="0" y1="${y}" x2="1200" y2="${y - 120 + ((h >> (i + 3)) % 200)}" stroke="#c9a96e" stroke-opacity="${0.08 + (i % 3) * 0.05}" stroke-width="2"/>`
  }).join('')
  const rings = Array.from({ length: 4 }, (_, i) => {
    const r = 70 + i * (48 + ((h >> (i + 5)) % 24))
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#c9a96e" stroke-opacity="${0.6 - i * 0.12}" stroke-width="2"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#11151c"/></linearGradient></defs>
  <rect width="1200" height="675" fill="url(#g)"/>${lines}${rings}
  <circle cx="${cx}" cy="${cy}" r="44" fill="#c9a96e" fill-opacity="0.9"/>
</svg>`
  return png(svg, `cover-${key}.png`)
}

/**
 * An office's map as the firm might upload it: a plan of streets, a river and the office marked,
 * drawn here so that the demo needs no map service. No words on it: one picture serves both
 * languages.
 */
export function mapPlan(key: string): Promise<GeneratedFile> {
  const h = hash(key)
  const streets = Array.from({ length: 7 }, (_, i) => {
    const x = 80 + i * 170 + ((h >> i) % 40)
    return `<line x1="${x}" y1="0" x2="${x - 120 + ((h >> (i + 2)) % 90)}" y2="600" stroke="#ffffff" stroke-width="${i % 3 === 0 ? 18 : 9}"/>`
  }).join('')
  const avenues = Array.from({ length: 4 }, (_, i) => {
    const y = 70 + i * 150 + ((h >> (i + 5)) % 30)
    return `<line x1="0" y1="${y}" x2="1200" y2="${y + 40 - ((h >> i) % 80)}" stroke="#ffffff" stroke-width="${i === 1 ? 20 : 10}"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
  <rect width="1200" height="600" fill="#ece8df"/>
  <path d="M0 470 C260 420 420 560 700 500 C900 455 1040 520 1200 470 L1200 600 L0 600 Z" fill="#bcd0de"/>
  <rect x="860" y="40" width="250" height="160" fill="#d5e2c8"/>
  ${avenues}${streets}
  <circle cx="600" cy="280" r="44" fill="#1f3a5f" opacity="0.18"/>
  <path d="M600 300 C585 275 570 262 570 240 A30 30 0 1 1 630 240 C630 262 615 275 600 300 Z" fill="#1f3a5f"/>
  <circle cx="600" cy="240" r="11" fill="#ffffff"/>
</svg>`
  return png(svg, `map-${key}.png`)
}
