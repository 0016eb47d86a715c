import { useActionState, useEffect, useState } from 'react'

import { sendRegistrationForm } from '@/data/registration-form-action'
import { INITIAL_REGISTRATION_STATE } from '@/registration/form-state'

import { openCallbackForm } from './callback-mutations'

export const REGISTRATION_SUMMARY_ID = 'registration-summary'
export const REGISTRATION_STATUS_ID = 'registration-status'

/**
 * The registration form's state: the server action answers both the post without JavaScript (the
 * page renders the outcome) and React's submission with it. With JavaScript the form asks for a
 * visitor's own token when shown and after every answer (the server takes a token once), as the
 * callback form does.
 */
export function useRegistrationForm({ page, token }: { page: string; token: string }) {
  const [state, formAction, sending] = useActionState(
    sendRegistrationForm,
    INITIAL_REGISTRATION_STATE,
    `${page}#registration`,
  )
  const [formToken, setFormToken] = useState(token)

  // On showing, and after each answer.
  useEffect(() => {
    let live = true
    void openCallbackForm().then((fresh) => {
      if (live && fresh) setFormToken(fresh)
    })
    // The answer is rendered by now: the summary or the outcome's line takes the focus.
    if (state.status === 'invalid') document.getElementById(REGISTRATION_SUMMARY_ID)?.focus()
    else if (state.status !== 'idle') document.getElementById(REGISTRATION_STATUS_ID)?.focus()
    return () => {
      live = false
    }
  }, [state])

  return { state, formAction, sending, formToken }
}
