import { describe, expect, it } from 'vitest'

import { APPLICATION_FORM } from '@/lib/application-form'
import { docxFile, pdfFile, plainZipFile } from '../../tests/helpers/cv-files'

import { checkCv } from './cv-file'

describe('the CV content check', () => {
  it('accepts a PDF and a Word document by their bytes', async () => {
    expect(await checkCv(pdfFile())).toEqual({ ok: true, type: 'pdf', mimeType: 'application/pdf' })
    expect(await checkCv(docxFile())).toMatchObject({ ok: true, type: 'docx' })
  })

  it('refuses other contents whatever they are called: a ZIP, an image, text, an executable', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])
    // A PDF cut short (an interrupted download): no cross-reference, no end marker.
    const truncated = pdfFile().subarray(0, 200)
    for (const bytes of [plainZipFile(), png, exe, Buffer.from('%PD not quite a PDF'), truncated]) {
      expect(await checkCv(bytes)).toEqual({ ok: false, error: 'cvType' })
    }
  })

  it('refuses an empty or missing file, and one over 5 MB before reading it', async () => {
    expect(await checkCv(undefined)).toEqual({ ok: false, error: 'cvRequired' })
    expect(await checkCv(new Uint8Array())).toEqual({ ok: false, error: 'cvRequired' })
    // The padding also lengthens the cross-reference's offsets by a few digits.
    const largest = pdfFile('CV', APPLICATION_FORM.cvMaxBytes - pdfFile('CV').length - 8)
    expect(largest.length).toBeLessThanOrEqual(APPLICATION_FORM.cvMaxBytes)
    expect(largest.length).toBeGreaterThan(APPLICATION_FORM.cvMaxBytes - 16)
    expect(await checkCv(largest)).toMatchObject({ ok: true })
    const over = pdfFile('CV', APPLICATION_FORM.cvMaxBytes)
    expect(await checkCv(over)).toEqual({ ok: false, error: 'cvTooLarge' })
  })
})
