/**
 * One vacancy application, from either door (the form's route handler with JavaScript, its server
 * action without): the callback form's rate limits, token and honeypot, the fields' validation,
 * the CV's content check; then the CV and the application (whose notification job is queued in
 * the same transaction) are stored before the visitor is told it was sent.
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { z } from 'zod'

import { LOCALES } from '@/config/constants'
import { CALLBACK_FORM } from '@/lib/callback-form'

import { checkCv } from './cv-file'
import {
  CALLBACK_ERROR_KEYS,
  cleanLine,
  commentSchema,
  firstIssues,
  personName,
  phoneNumber,
} from './schema'
import {
  countAttempt,
  notifySoon,
  type Refusal,
  type SubmitContext,
  screenSubmission,
} from './submit'

/** The form's fields, in its order. */
export const APPLICATION_FIELDS = [
  'vacancy',
  'name',
  'email',
  'phone',
  'coverNote',
  'cv',
  'agreement',
] as const
export type ApplicationField = (typeof APPLICATION_FIELDS)[number]

/** Keys of `application.errors`, then of `callback.errors` for the fields both forms have. */
export const APPLICATION_ERROR_KEYS = [
  ...CALLBACK_ERROR_KEYS,
  'vacancyRequired',
  'emailRequired',
  'emailInvalid',
  'cvRequired',
  'cvType',
  'cvTooLarge',
] as const
export type ApplicationErrorKey = (typeof APPLICATION_ERROR_KEYS)[number]
export type ApplicationFieldErrors = Partial<Record<ApplicationField, ApplicationErrorKey>>

/** The longest e-mail address a mail system delivers to (RFC 5321's path limit). */
const EMAIL_MAX_LENGTH = 254

const email = z
  .string()
  .transform(cleanLine)
  .pipe(
    z
      .string()
      .min(1, 'emailRequired')
      .max(EMAIL_MAX_LENGTH, 'emailInvalid')
      .pipe(z.email('emailInvalid')),
  )

/** Everything but the CV, as the doors read it from the multipart form. Unknown keys are refused. */
export const applicationSubmissionSchema = z.strictObject({
  vacancy: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'vacancyRequired')
    .transform(Number),
  name: personName,
  email,
  phone: phoneNumber,
  coverNote: commentSchema.optional().default(''),
  agreement: z.literal(true, 'agreementRequired'),
  locale: z.enum(LOCALES),
  formToken: z.string().max(200),
  [CALLBACK_FORM.honeypotField]: z.string().optional().default(''),
})

const FALLBACK: Record<ApplicationField, ApplicationErrorKey> = {
  vacancy: 'vacancyRequired',
  name: 'nameRequired',
  email: 'emailRequired',
  phone: 'phoneRequired',
  coverNote: 'commentInvalid',
  cv: 'cvRequired',
  agreement: 'agreementRequired',
}

export type ApplicationOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: ApplicationFieldErrors }
  | Refusal

/** The uploaded CV as the door received it. */
export type UploadedCv = { bytes: Uint8Array } | undefined

/**
 * Payload's refusal of an upload's file: a 400 naming the `file` field (told by its shape: the
 * error's class name does not survive the production bundle's minifier).
 */
function isFileRefusal(error: unknown): boolean {
  const { status, data } = (error ?? {}) as {
    status?: number
    data?: { errors?: { path?: string }[] }
  }
  return status === 400 && Boolean(data?.errors?.some((issue) => issue.path === 'file'))
}

/** A vacancy one may apply for: published and open. */
async function isOpenVacancy(payload: Payload, id: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'vacancies',
    where: {
      and: [
        { id: { equals: id } },
        { hiringStatus: { equals: 'open' } },
        { _status: { equals: 'published' } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * Validates and stores one application. Returns the outcome for the visitor; throws only when it
 * could not be stored (the database or the disk failed), which the caller answers as a failure.
 */
export async function submitApplication(
  raw: Record<string, unknown>,
  upload: UploadedCv,
  context: SubmitContext,
): Promise<ApplicationOutcome> {
  const { payload, clientIp } = context
  const now = context.now ?? new Date()
  const ipWait = await countAttempt(payload, clientIp)
  if (ipWait) return { kind: 'rate-limited', retryAfterSeconds: ipWait }

  const parsed = applicationSubmissionSchema.safeParse(raw)
  const cv = await checkCv(upload?.bytes)
  const errors: ApplicationFieldErrors = parsed.success
    ? {}
    : firstIssues(parsed.error, APPLICATION_FIELDS, APPLICATION_ERROR_KEYS, (f) => FALLBACK[f])
  if (!cv.ok) errors.cv = cv.error
  // A well-formed vacancy may still be closed, a draft or gone: checked whatever else is wrong.
  if (!errors.vacancy && !(await isOpenVacancy(payload, Number(raw.vacancy)))) {
    errors.vacancy = 'vacancyRequired'
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    // Only the form's hidden fields are wrong: nothing to correct, the form is to be reloaded.
    if (Object.keys(errors).length === 0) return { kind: 'expired' }
    return { kind: 'invalid', errors }
  }
  if (!cv.ok) return { kind: 'invalid', errors }
  const submission = parsed.data

  const spam = submission.website.trim() !== ''
  const refusal = await screenSubmission(payload, {
    formToken: submission.formToken,
    spam,
    person: { limiter: 'email', value: submission.email.toLowerCase() },
    now,
  })
  if (refusal) return refusal
  // A bot that filled the honeypot is told what a person would be; its file is not kept.
  if (spam) return { kind: 'sent' }

  const site = await payload.findGlobal({ slug: 'site', depth: 0 })
  const bytes = Buffer.from(upload?.bytes ?? [])
  const stored = await payload
    .create({
      collection: 'application-cvs',
      data: {},
      // A name of the server's: the visitor's would be theirs to choose; the type is the content's.
      file: {
        data: bytes,
        mimetype: cv.mimeType,
        name: `cv-${randomBytes(6).toString('hex')}.${cv.type}`,
        size: bytes.byteLength,
      },
      depth: 0,
      overrideAccess: true,
    })
    .catch((error: unknown) => {
      // Payload's own upload check refusing a file ours let through: the visitor's to fix.
      if (isFileRefusal(error)) return undefined
      throw error
    })
  if (!stored) return { kind: 'invalid', errors: { cv: 'cvType' } }
  try {
    await payload.create({
      collection: 'applications',
      data: {
        vacancy: submission.vacancy,
        name: submission.name,
        email: submission.email,
        phone: submission.phone,
        coverNote: submission.coverNote,
        cv: stored.id,
        status: 'new',
        notification: 'pending',
        consent: {
          agreed: submission.agreement,
          at: now.toISOString(),
          policyVersion: site.privacyPolicyVersion ?? null,
        },
        locale: submission.locale,
      },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    // No CV without its application: it would outlive the retention job, which follows those.
    await payload
      .delete({ collection: 'application-cvs', id: stored.id, overrideAccess: true })
      .catch(() => undefined)
    throw error
  }
  notifySoon(payload)
  return { kind: 'sent' }
}
