import { useActionState, useEffect, useRef } from 'react'

/**
 * A form posted to a server action, with or without JavaScript (React posts it itself, or the
 * browser does and the page comes back with the state): its state, its pending flag, and focus
 * moved to the outcome's message once one arrives, so a screen reader reads it.
 */
export function useActionForm<S extends { status: string }>(
  action: (previous: S, form: FormData) => Promise<S>,
  initial: Awaited<S>,
) {
  const [state, formAction, pending] = useActionState<S, FormData>(action, initial)
  const first = useRef(state)
  const outcome = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state !== first.current) outcome.current?.focus()
  }, [state])
  return { state, formAction, pending, outcome }
}
