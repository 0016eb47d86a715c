/** What the vacancy application form's browser half, its texts and the server must agree on. */
export const APPLICATION_FORM = {
  /** The largest CV, in bytes (5 MB). */
  cvMaxBytes: 5 * 1024 * 1024,
  /** What a CV may be: told by its content, never by its name (src/callback/cv-file.ts). */
  cvTypes: ['pdf', 'docx'] as const,
  /** What the file picker offers (a hint only: the server checks the content). */
  cvAccept:
    '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  /**
   * A whole submission's bound: the CV and the fields with their multipart envelope. Larger
   * requests are refused from their length before the body is read.
   */
  maxBodyBytes: 5 * 1024 * 1024 + 256 * 1024,
} as const

export type CvType = (typeof APPLICATION_FORM.cvTypes)[number]
