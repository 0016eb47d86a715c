/** What the callback form's browser half, its texts and the server's schema must agree on. */
export const CALLBACK_FORM = {
  /** The comment's longest length, in code points after trimming. */
  commentMaxLength: 2000,
  /** Name of the honeypot field: hidden from people, filled in by bots. */
  honeypotField: 'website',
} as const
