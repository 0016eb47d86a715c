import { type FormEvent, useActionState, useState } from 'react'

import {
  type ApplicationFormState,
  INITIAL_APPLICATION_STATE,
} from '@/callback/application-form-state'
import { sendApplicationForm } from '@/data/application-form-action'

import { useFocusAfterRender } from '../forms/use-focus-after-render'
import { useFormToken } from '../forms/use-form-token'

/** Element ids the hook moves the focus to. */
export const APPLY_IDS = {
  summary: 'apply-summary',
  status: 'apply-status',
  send: 'apply-send',
} as const

/**
 * The application form's state and what it does. With JavaScript the form is posted to its route
 * handler (`{page}/apply`) and its JSON answer shown; without, the same form posts to the server
 * action `sendApplicationForm` and the page answers with the outcome (useActionState carries it
 * in). The form's token is the visitor's own (asked for as the callback form does), the page's
 * until it comes. Inputs are uncontrolled: the browser keeps what was typed and the chosen file.
 */
export function useApplicationForm({
  page,
  token,
  failure,
}: {
  page: string
  token: string
  /** The line shown when the answer never came (the network failed). */
  failure: string
}) {
  // The page's own path as the permalink: the server-rendered form then posts to it.
  const [posted, formAction] = useActionState(sendApplicationForm, INITIAL_APPLICATION_STATE, page)
  const [state, setState] = useState<ApplicationFormState>(posted)
  const [sending, setSending] = useState(false)
  // A new key empties the form for "send another".
  const [round, setRound] = useState(0)
  const formToken = useFormToken(token)
  const focusAfterRender = useFocusAfterRender()

  async function send(event: FormEvent<HTMLFormElement>) {
    // With JavaScript the form goes to the route handler: preventing the submit also stops the action.
    event.preventDefault()
    if (sending) return
    const form = new FormData(event.currentTarget)
    form.set('formToken', formToken.current())
    setSending(true)
    const answer = await fetch(`${page}/apply`, { method: 'POST', body: form })
      .then((response) => response.json() as Promise<ApplicationFormState>)
      .catch(() => undefined)
    setSending(false)
    const shown: ApplicationFormState = answer ?? {
      ...state,
      status: 'failed',
      message: failure,
      errors: {},
    }
    setState(shown)
    if (shown.status === 'sent') {
      // The server takes a form's token once: another application needs a new one.
      formToken.renew()
      focusAfterRender(APPLY_IDS.status)
    } else if (shown.status === 'invalid') {
      focusAfterRender(APPLY_IDS.summary)
    } else {
      if (shown.status === 'refused') formToken.renew()
      focusAfterRender(APPLY_IDS.send)
    }
  }

  /** "Send another": an empty form again. */
  function again(event: FormEvent) {
    event.preventDefault()
    setState(INITIAL_APPLICATION_STATE)
    setRound((value) => value + 1)
  }

  return {
    formAction,
    state,
    /** The form came back from the server action: the browser dropped the chosen file. */
    fileDropped: posted.status !== 'idle' && posted.status !== 'sent',
    round,
    sending,
    send,
    again,
  }
}
