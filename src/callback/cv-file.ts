/**
 * Whether an uploaded CV is what the form accepts: a PDF or a DOCX of at most 5 MB, told by its
 * bytes (file-type reads the signature, and for a ZIP the parts a Word document is made of), never
 * by the file's name or the type the browser declared.
 */
import { fileTypeFromBuffer } from 'file-type'

import { APPLICATION_FORM, type CvType } from '@/lib/application-form'

export type CvCheck =
  | { ok: true; type: CvType; mimeType: string }
  | { ok: false; error: 'cvRequired' | 'cvTooLarge' | 'cvType' }

const MIME_TYPES: Record<CvType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

const isCvType = (ext: string | undefined): ext is CvType =>
  (APPLICATION_FORM.cvTypes as readonly string[]).includes(ext ?? '')

/**
 * Whether a PDF ends as a whole one does: its cross-reference and end marker in its last kilobyte.
 * Payload's upload check refuses a PDF without them (its validatePDF, not exported), and the
 * visitor is to hear so here rather than meet a failure to store.
 */
function hasPdfEnd(bytes: Uint8Array): boolean {
  const end = Buffer.from(bytes.subarray(Math.max(0, bytes.byteLength - 1024))).toString('latin1')
  return end.includes('%%EOF') && end.includes('xref')
}

/** Checks a CV's bytes: present, small enough, and a PDF or a DOCX by content. */
export async function checkCv(bytes: Uint8Array | undefined): Promise<CvCheck> {
  if (!bytes || bytes.byteLength === 0) return { ok: false, error: 'cvRequired' }
  if (bytes.byteLength > APPLICATION_FORM.cvMaxBytes) return { ok: false, error: 'cvTooLarge' }
  const found = await fileTypeFromBuffer(bytes)
  if (!isCvType(found?.ext)) return { ok: false, error: 'cvType' }
  if (found.ext === 'pdf' && !hasPdfEnd(bytes)) return { ok: false, error: 'cvType' }
  return { ok: true, type: found.ext, mimeType: MIME_TYPES[found.ext] }
}
