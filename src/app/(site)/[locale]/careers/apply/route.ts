import {
  applicationBodyProblem,
  formLocale,
  refusal,
  submitApplicationForm,
} from '@/data/application-form'
import { catalogue } from '@/i18n/catalogue'

type Context = { params: Promise<{ locale: string }> }

/**
 * The application form with JavaScript (and any client): a multipart POST answered with the
 * form's state as JSON, its HTTP status saying the same (201 sent, 400 and 413 with each field's
 * message, 429 with Retry-After). Without JavaScript the form posts to its server action instead.
 */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const locale = formLocale((await params).locale)
  const problem = applicationBodyProblem(request.headers, locale)
  const answer =
    problem ??
    (await request
      .formData()
      .then((form) => submitApplicationForm(form, locale, request.headers))
      .catch(() => undefined))
  const { state, status, retryAfterSeconds } =
    answer ?? refusal(400, catalogue(locale).application.refusals.unreadable)
  const headers: Record<string, string> = { 'cache-control': 'no-store' }
  if (retryAfterSeconds) headers['retry-after'] = String(retryAfterSeconds)
  return Response.json(state, { status, headers })
}
