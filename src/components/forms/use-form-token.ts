import { useEffect, useRef } from 'react'

import { openCallbackForm } from './callback-mutations'

/**
 * The form's token for GraphQL: the server-rendered one until a visitor's own comes (asked for
 * once the form is shown; the fill time counts from it). `renew` asks for another (the server
 * takes a token once); `renewIfFailed` only when the last ask failed.
 */
export function useFormToken(pageToken: string) {
  const token = useRef(pageToken)
  const state = useRef<'asking' | 'fresh' | 'failed'>('asking')

  async function renew() {
    state.current = 'asking'
    const fresh = await openCallbackForm()
    if (fresh) token.current = fresh
    state.current = fresh ? 'fresh' : 'failed'
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form is shown
  useEffect(() => {
    void renew()
  }, [])

  return {
    current: () => token.current,
    renew: () => void renew(),
    renewIfFailed: () => {
      if (state.current === 'failed') void renew()
    },
  }
}
