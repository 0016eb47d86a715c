'use server'
/**
 * The application form posted without JavaScript (a server action): the same submission as its
 * route handler, answered by the page itself with the outcome and the visitor's input.
 */
import { headers } from 'next/headers'

import type { ApplicationFormState } from '@/callback/application-form-state'

import { formLocale, submitApplicationForm } from './application-form'

export async function sendApplicationForm(
  _previous: ApplicationFormState,
  form: FormData,
): Promise<ApplicationFormState> {
  const { state } = await submitApplicationForm(
    form,
    formLocale(form.get('locale')),
    await headers(),
  )
  return state
}
