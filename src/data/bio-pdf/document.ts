import PDFDocument from 'pdfkit'

import { splitByCoverage } from '@/lib/unicode-runs'

import { bioFonts, type Face } from './fonts'

/** A line of a section: an optional lead in bold (a source, a year) and its text. */
export type BioItem = { lead?: string; text: string }

/** A titled part of the bio; groups under it carry a small heading when there are several. */
export type BioSection = {
  title: string
  groups: { heading?: string; items: BioItem[]; inline?: boolean }[]
}

/** Everything the PDF shows, already in the document's language. */
export type BioContent = {
  language: string
  firm: { name: string; mark: string; address: string; phone: string; email: string; url: string }
  person: { name: string; role: string; contacts: { label: string; value: string }[] }
  /** A JPEG, already scaled to the size drawn. */
  photo: Buffer | null
  sections: BioSection[]
  /** Said at the end when the bio did not fit its pages: where the rest is. */
  more: { label: string; url: string }
}

/** The most pages a bio takes: what does not fit is left to its web page. */
export const MAX_PAGES = 2

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 50
const CONTENT_WIDTH = A4.width - 2 * MARGIN
/** Where text stops: above the footer, with room left for the "more" line. */
const TEXT_BOTTOM = A4.height - 78
const PHOTO = { width: 96, height: 120 }

/** The site's palette (site.css), so that the paper looks like the page. */
const COLOURS = {
  ink: '#141a22',
  muted: '#5a6372',
  line: '#dde1e7',
  accent: '#1f3a5f',
  accent2: '#8a6a3b',
}

type Doc = InstanceType<typeof PDFDocument>
type Style = { face: Face; size: number; color?: string; spacing?: number }

/** The bio of one lawyer on at most two A4 pages (PT Sans and PT Serif, subset on embedding). */
export async function renderBioPdf(content: BioContent): Promise<Buffer> {
  const fonts = bioFonts()
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: content.language,
    displayTitle: true,
    info: { Title: content.person.name, Author: content.firm.name, Subject: content.person.role },
  })
  for (const subsets of Object.values(fonts)) {
    for (const subset of subsets) doc.registerFont(subset.name, subset.data)
  }
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  drawHeader(doc, content)
  drawHero(doc, content)
  const complete = drawSections(doc, content.sections)
  if (!complete) {
    doc.moveDown(0.6)
    write(
      doc,
      `${content.more.label} ${content.more.url}`,
      { face: 'sans', size: 9 },
      {
        x: MARGIN,
        width: CONTENT_WIDTH,
      },
    )
  }
  drawFooters(doc, content)
  doc.end()
  return done
}

/** A piece of a line in its own face (a bold lead, then regular text). */
type Part = { text: string; face: Face }

/**
 * Writes text in the subset fonts that hold its characters, wrapped within `width`; parts in other
 * faces go on in the same paragraph.
 */
function write(
  doc: Doc,
  text: string | Part[],
  style: Style,
  place: { x?: number; y?: number; width: number; align?: 'left' | 'right' | 'center' },
): void {
  const parts = typeof text === 'string' ? [{ text, face: style.face }] : text
  const runs = parts.flatMap((part) => {
    const fonts = bioFonts()[part.face]
    return splitByCoverage(
      part.text,
      fonts.map((font) => font.ranges),
    )
      .filter((run) => run.text)
      .map((run) => ({ text: run.text, font: fonts[run.face]?.name ?? fonts[0]!.name }))
  })
  doc.fontSize(style.size).fillColor(style.color ?? COLOURS.ink)
  runs.forEach((run, index) => {
    doc.font(run.font)
    const options = {
      width: place.width,
      align: place.align,
      lineGap: style.size * 0.25,
      characterSpacing: style.spacing ?? 0,
      continued: index < runs.length - 1,
    }
    if (index === 0 && place.x !== undefined) doc.text(run.text, place.x, place.y ?? doc.y, options)
    else doc.text(run.text, options)
  })
}

/** Lines one under another from `place.y`, a long one wrapping within the width. */
function writeLines(
  doc: Doc,
  lines: string[],
  style: Style,
  place: { x: number; y: number; width: number; align?: 'left' | 'right' },
): void {
  lines.forEach((line, row) => {
    write(doc, line, style, { ...place, y: row === 0 ? place.y : doc.y })
  })
}

/** A generous estimate of the height `text` takes in `width` (for page breaks before drawing). */
function heightOf(doc: Doc, text: string, style: Style, width: number): number {
  const fonts = bioFonts()[style.face]
  doc.fontSize(style.size)
  const textWidth = splitByCoverage(
    text,
    fonts.map((font) => font.ranges),
  ).reduce((sum, run) => sum + doc.font(fonts[run.face]!.name).widthOfString(run.text), 0)
  // Words wrap before the edge: count a line as 85 % full.
  const lines = Math.max(1, Math.ceil(textWidth / (width * 0.85)))
  return lines * style.size * 1.45
}

/** Makes room for `height` more points: on this page, on a new one, or (past the last) not at all. */
function room(doc: Doc, height: number): boolean {
  if (doc.y + height <= TEXT_BOTTOM) return true
  if (doc.bufferedPageRange().count >= MAX_PAGES) return false
  doc.addPage()
  doc.y = MARGIN
  return true
}

/** A hairline across the text width. */
function drawRule(doc: Doc, y: number, width: number): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(A4.width - MARGIN, y)
    .lineWidth(width)
    .strokeColor(COLOURS.line)
    .stroke()
}

function drawHeader(doc: Doc, { firm }: BioContent): void {
  const top = MARGIN - 14
  doc.rect(MARGIN, top, 30, 30).fill(COLOURS.accent)
  write(
    doc,
    firm.mark,
    { face: 'serifBold', size: 11, color: '#ffffff', spacing: 0.5 },
    {
      x: MARGIN,
      y: top + 9,
      width: 30,
      align: 'center',
    },
  )
  write(doc, firm.name, { face: 'serifBold', size: 10 }, { x: MARGIN + 40, y: top + 2, width: 250 })
  writeLines(
    doc,
    [firm.url, firm.phone],
    { face: 'sans', size: 8, color: COLOURS.muted },
    {
      x: A4.width - MARGIN - 200,
      y: top + 4,
      width: 200,
      align: 'right',
    },
  )
  const rule = top + 40
  drawRule(doc, rule, 0.75)
  doc.y = rule + 18
}

function drawHero(doc: Doc, { person, photo }: BioContent): void {
  const top = doc.y
  const left = photo ? MARGIN + PHOTO.width + 20 : MARGIN
  const width = A4.width - MARGIN - left
  if (photo) {
    doc.image(photo, MARGIN, top, { width: PHOTO.width, height: PHOTO.height })
  }
  if (person.role) {
    write(
      doc,
      person.role,
      { face: 'sansBold', size: 9, color: COLOURS.accent2, spacing: 0.3 },
      {
        x: left,
        y: top,
        width,
      },
    )
    doc.moveDown(0.3)
  }
  write(doc, person.name, { face: 'serifBold', size: 21 }, { x: left, y: doc.y, width })
  doc.moveDown(0.5)
  for (const contact of person.contacts) {
    const y = doc.y
    write(
      doc,
      contact.label,
      { face: 'sans', size: 8, color: COLOURS.muted },
      {
        x: left,
        y: y + 1,
        width: 88,
      },
    )
    const afterLabel = doc.y
    write(doc, contact.value, { face: 'sans', size: 9.5 }, { x: left + 92, y, width: width - 92 })
    doc.y = Math.max(doc.y, afterLabel) + 2
  }
  doc.y = Math.max(doc.y, photo ? top + PHOTO.height : 0) + 20
}

/** Draws the sections in order; false when they did not all fit the pages. */
function drawSections(doc: Doc, sections: BioSection[]): boolean {
  const item: Style = { face: 'sans', size: 9.5 }
  for (const section of sections) {
    const first = section.groups[0]?.items[0]
    const firstHeight = first ? heightOf(doc, itemText(first), item, CONTENT_WIDTH - 12) : 0
    if (!room(doc, 34 + firstHeight)) return false
    write(
      doc,
      section.title,
      { face: 'serifBold', size: 12.5, color: COLOURS.accent },
      {
        x: MARGIN,
        y: doc.y,
        width: CONTENT_WIDTH,
      },
    )
    const rule = doc.y + 2
    drawRule(doc, rule, 0.5)
    doc.y = rule + 6
    for (const group of section.groups) {
      if (group.heading) {
        if (!room(doc, 14 + firstHeight)) return false
        write(
          doc,
          group.heading.toUpperCase(),
          { face: 'sansBold', size: 7.5, color: COLOURS.muted, spacing: 0.5 },
          { x: MARGIN, y: doc.y + 2, width: CONTENT_WIDTH },
        )
        doc.y += 3
      }
      if (group.inline) {
        const text = group.items.map(itemText).join('  ·  ')
        if (!room(doc, heightOf(doc, text, item, CONTENT_WIDTH))) return false
        write(doc, text, item, { x: MARGIN, y: doc.y, width: CONTENT_WIDTH })
        doc.y += 4
        continue
      }
      for (const entry of group.items) {
        if (!room(doc, heightOf(doc, itemText(entry), item, CONTENT_WIDTH - 12))) return false
        drawItem(doc, entry)
      }
      doc.y += 4
    }
    doc.y += 10
  }
  return true
}

const itemText = (item: BioItem) => (item.lead ? `${item.lead} ${item.text}` : item.text)

function drawItem(doc: Doc, entry: BioItem): void {
  const y = doc.y
  doc.rect(MARGIN + 1, y + 4.5, 3, 3).fill(COLOURS.accent2)
  const parts: Part[] = entry.lead
    ? [
        { text: `${entry.lead}  `, face: 'sansBold' },
        { text: entry.text, face: 'sans' },
      ]
    : [{ text: entry.text, face: 'sans' }]
  write(doc, parts, { face: 'sans', size: 9.5 }, { x: MARGIN + 12, y, width: CONTENT_WIDTH - 12 })
  doc.y += 2
}

function drawFooters(doc: Doc, { firm }: BioContent): void {
  const { start, count } = doc.bufferedPageRange()
  const lines = [
    [firm.name, firm.address],
    [firm.phone, firm.email, firm.url],
  ].map((line) => line.filter(Boolean).join('  ·  '))
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index)
    // Text below the bottom margin would open a new page.
    doc.page.margins.bottom = 0
    const top = A4.height - MARGIN + 4
    drawRule(doc, top - 8, 0.5)
    writeLines(
      doc,
      lines,
      { face: 'sans', size: 7, color: COLOURS.muted },
      {
        x: MARGIN,
        y: top,
        width: CONTENT_WIDTH - 50,
      },
    )
    write(
      doc,
      `${index + 1} / ${count}`,
      { face: 'sans', size: 7, color: COLOURS.muted },
      {
        x: A4.width - MARGIN - 40,
        y: top,
        width: 40,
        align: 'right',
      },
    )
  }
}
