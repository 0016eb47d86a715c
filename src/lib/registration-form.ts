/** What the event registration form's browser half, its texts and the server's schema agree on. */
export const REGISTRATION_FORM = {
  /** Company and position, in code points after trimming. */
  lineMaxLength: 200,
  emailMaxLength: 254,
} as const

/** The fields an editor may add to an event's form (name and e-mail are always asked). */
export const OPTIONAL_REGISTRATION_FIELDS = ['company', 'position', 'phone', 'question'] as const
export type OptionalRegistrationField = (typeof OPTIONAL_REGISTRATION_FIELDS)[number]
